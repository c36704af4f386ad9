import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CertificateRenewalChoice, Database } from '../db/schema';
import { certificateTerm } from '../domain/account-opening/catalogue';
import { maturityDateOf } from '../domain/certificates/term';
import { inheritDelivery } from '../domain/statement-delivery';
import { dividendPosting } from '../domain/dividends/schedule';
import { payDividendIfDue } from './activity/dividends';
import { openingBalance } from './activity/postings';
import { addDays, seedToday } from './calendar';
import { addMonths } from '../../../engine/core/calendar';
import { LedgerBook } from './ledger-book';
import { createPrng } from './prng';

const CERTIFICATE_SEED = 20_261_016;
const PRODUCT_ID = 'certificate';

interface DemoCertificate {
  months: number;
  /** How long ago the current term started, as months back and then days forward from today. */
  startedMonthsAgo: number;
  startedDaysLater: number;
  principalCents: number;
  renewal: CertificateRenewalChoice;
}

/**
 * `member`'s certificates: a 12-month one that matures within the week (so /certs and the executor have something to
 * show) and a 24-month one part-way through its term that pays out to Rainy Day Savings at maturity.
 */
const DEMO: readonly DemoCertificate[] = [
  { months: 12, startedMonthsAgo: 12, startedDaysLater: 5, principalCents: 1_000_000, renewal: 'RENEW' },
  { months: 24, startedMonthsAgo: 7, startedDaysLater: 0, principalCents: 2_500_000, renewal: 'TRANSFER_TO_SAVINGS' },
];

/**
 * Seeds the demo certificates (savings arrangements with their certificate terms, opening balances and the monthly
 * dividends paid since) after the
 * member's other accounts, at the catalogue's rates; numbers come from their own seeded generator, so every run on
 * the same day gives the same certificates. Only once: a member who already has certificates is left alone.
 */
export async function seedCertificates(db: Kysely<Database>, now: Date): Promise<void> {
  const today = seedToday(now);
  const owner = await db
    .selectFrom('members')
    .innerJoin('service_agreements', 'service_agreements.primary_user_id', 'members.id')
    .select(['service_agreements.id as agreementId', 'members.external_id'])
    .where('members.username', '=', 'member')
    .where('service_agreements.is_master', '=', true)
    .executeTakeFirst();
  if (!owner) return;
  const existing = await db
    .selectFrom('certificate_terms')
    .innerJoin('arrangements', 'arrangements.id', 'certificate_terms.arrangement_id')
    .select('arrangements.id')
    .where('arrangements.agreement_id', '=', owner.agreementId)
    .executeTakeFirst();
  if (existing) return;
  const accounts = await db.selectFrom('arrangements').select(['id', 'name', 'product_kind', 'display_order', 'external_legal_entity_id', 'payable_on_death']).where('agreement_id', '=', owner.agreementId).orderBy('display_order').execute();
  const savings = accounts.find((account) => account.product_kind === 'savings');
  if (!savings) return;
  let order = Math.max(...accounts.map((account) => account.display_order));
  const prng = createPrng(CERTIFICATE_SEED);
  const book = new LedgerBook();
  for (const spec of DEMO) {
    const term = certificateTerm(PRODUCT_ID, spec.months);
    if (!term) throw new Error(`config/account-opening.json offers no ${spec.months}-month certificate`);
    const startedOn = addDays(addMonths(today, -spec.startedMonthsAgo), spec.startedDaysLater);
    let accountNumber = `42${prng.digits(8)}`;
    while (await db.selectFrom('arrangements').select('id').where('account_number', '=', accountNumber).executeTakeFirst()) accountNumber = `42${prng.digits(8)}`;
    const id = randomUUID();
    const name = `${spec.months}-Month Certificate`;
    order += 1;
    await db
      .insertInto('arrangements')
      .values({
        id,
        agreement_id: owner.agreementId,
        external_arrangement_id: `AR-${accountNumber}`,
        external_legal_entity_id: savings.external_legal_entity_id,
        external_product_id: `CD-${spec.months}M`,
        product_kind: 'savings',
        product_type_name: 'Certificate',
        name,
        account_number: accountNumber,
        credit_limit_cents: null,
        principal_cents: null,
        opened_on: startedOn,
        display_order: order,
      })
      .execute();
    await db.insertInto('arrangement_terms').values({ arrangement_id: id, interest_rate_bps: term.rateBps, apy_bps: term.apyBps, payment_due_day: null, minimum_payment_cents: null, minimum_payment_percent_bps: null }).execute();
    await inheritDelivery(db, { agreementId: owner.agreementId, arrangementId: id, now });
    await db
      .insertInto('certificate_terms')
      .values({
        arrangement_id: id,
        product_id: PRODUCT_ID,
        term_months: spec.months,
        rate_bps: term.rateBps,
        apy_bps: term.apyBps,
        opened_on: startedOn,
        maturity_date: maturityDateOf(startedOn, spec.months),
        renewal_choice: spec.renewal,
        transfer_arrangement_id: spec.renewal === 'TRANSFER_TO_SAVINGS' ? savings.id : null,
        updated_at: now,
      })
      .execute();
    const account = { id, key: `certificate-${spec.months}`, kind: 'savings' as const, name, lastFour: accountNumber.slice(-4) };
    openingBalance(book, account, startedOn, spec.principalCents);
    // Its monthly dividends so far, at the term's rate, compounding into the certificate (as the dividend job pays them).
    for (let day = startedOn; day < today; day = addDays(day, 1)) payDividendIfDue(book, account, day, { rateBps: term.rateBps, rule: dividendPosting('certificate'), openedOn: startedOn });
  }
  await db.insertInto('journals').values(book.journals).execute();
  await db.insertInto('ledger_entries').values(book.entries).execute();
  await db.insertInto('transactions').values(book.transactions).execute();
  if (book.dividendPeriods.length > 0) await db.insertInto('dividend_postings').values(book.dividendPeriods).execute();
}

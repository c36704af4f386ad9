import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { bookedBalance, ledgerTotals } from '../balances';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal } from '../postings/post-journal';
import { maskAccountNumber } from '../product-summary';
import { certificateTerm } from '../account-opening/catalogue';
import { finalPeriodDividend, recordFinalDividend } from './final-dividend';
import { maturityDateOf } from './term';

const DEFAULT_BATCH = 100;

export interface MaturityResult {
  renewed: number;
  transferred: number;
}

/**
 * Matures every ACTIVE certificate whose maturity date has come (on `today`, or missed while the server was down).
 * Each maturity runs in its own transaction and first claims its (certificate, maturity date) row: a second run, or
 * a second executor racing this one, finds the row taken and changes nothing.
 */
export async function runDueCertificateMaturities(db: Kysely<Database>, options: { today: string; now: Date; limit?: number }): Promise<MaturityResult> {
  const due = await db
    .selectFrom('certificate_terms')
    .select('arrangement_id')
    .where('state', '=', 'ACTIVE')
    .where('maturity_date', '<=', options.today)
    .orderBy('maturity_date')
    .orderBy('arrangement_id')
    .limit(options.limit ?? DEFAULT_BATCH)
    .execute();
  const result: MaturityResult = { renewed: 0, transferred: 0 };
  for (const { arrangement_id: id } of due) {
    const outcome = await db.transaction().execute((trx) => matureCertificate(trx, id, options));
    if (outcome === 'RENEWED') result.renewed += 1;
    if (outcome === 'TRANSFERRED') result.transferred += 1;
  }
  return result;
}

/**
 * One certificate's maturity, inside `trx`: the dividend accrued since the last monthly posting is credited (from
 * the dividend expense account), so the balance paid out or renewed holds every dividend of the term, then RENEW starts a new term from the maturity date at the catalogue's current rate for the same
 * length, and TRANSFER_TO_SAVINGS moves the whole balance to the chosen savings account and closes the certificate.
 * A transfer whose savings account is no longer open renews instead, so the money never goes nowhere.
 */
async function matureCertificate(trx: Transaction<Database>, id: string, options: { today: string; now: Date }): Promise<'RENEWED' | 'TRANSFERRED' | null> {
  const terms = await trx.selectFrom('certificate_terms').selectAll().where('arrangement_id', '=', id).forUpdate().executeTakeFirst();
  if (!terms || terms.state !== 'ACTIVE' || terms.maturity_date > options.today) return null;
  const maturedOn = terms.maturity_date;
  const claimed = await trx
    .insertInto('certificate_maturities')
    .values({ arrangement_id: id, matured_on: maturedOn, outcome: 'RENEWED', interest_cents: 0, transfer_cents: 0, executed_at: options.now, interest_journal_id: null, transfer_journal_id: null, transfer_arrangement_id: null, next_maturity_date: null, next_rate_bps: null })
    .onConflict((conflict) => conflict.columns(['arrangement_id', 'matured_on']).doNothing())
    .returning('arrangement_id')
    .executeTakeFirst();
  if (!claimed) return null;

  const target =
    terms.renewal_choice === 'TRANSFER_TO_SAVINGS' && terms.transfer_arrangement_id !== null
      ? await trx.selectFrom('arrangements').selectAll().where('id', '=', terms.transfer_arrangement_id).where('state', '=', 'ACTIVE').executeTakeFirst()
      : undefined;
  await lockArrangements(trx, target ? [id, target.id] : [id]);
  const certificate = await trx.selectFrom('arrangements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const totals = await ledgerTotals(trx, [id]);
  const principal = bookedBalance(certificate.product_kind, totals.get(id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 });
  // The dividends posted monthly are already in the balance; what the last period earned to the maturity date is paid now.
  const interest = await finalPeriodDividend(trx, { arrangementId: id, termStartedOn: terms.opened_on, maturedOn, rateBps: terms.rate_bps, now: options.now });
  const postedAt = options.now;

  let interestJournalId: string | null = null;
  if (interest > 0) {
    interestJournalId = await postJournal(trx, {
      kind: 'CERTIFICATE_DIVIDEND',
      description: `Certificate dividend ${certificate.external_arrangement_id} ${maturedOn}`,
      postedAt,
      bookingDate: maturedOn,
      lines: [
        { glAccountId: GL.dividendExpense, amountCents: interest },
        { arrangementId: id, amountCents: -interest },
      ],
      memberLines: [{ arrangementId: id, amountCents: interest, creditDebit: 'CREDIT', description: 'Dividend earned at maturity', category: 'Dividends' }],
    });
    await recordFinalDividend(trx, { arrangementId: id, maturedOn, cents: interest, journalId: interestJournalId });
  }

  if (target) {
    const amount = principal + interest;
    let transferJournalId: string | null = null;
    if (amount > 0) {
      const certificateMask = maskAccountNumber(certificate.account_number);
      const targetMask = maskAccountNumber(target.account_number);
      transferJournalId = await postJournal(trx, {
        kind: 'CERTIFICATE_MATURITY_TRANSFER',
        description: `Certificate maturity ${certificate.external_arrangement_id} ${maturedOn}`,
        postedAt,
        bookingDate: maturedOn,
        lines: [
          { arrangementId: id, amountCents: amount },
          { arrangementId: target.id, amountCents: -amount },
        ],
        memberLines: [
          { arrangementId: id, amountCents: amount, creditDebit: 'DEBIT', description: `Matured: transfer to ${target.name} ${targetMask}`, category: 'Transfer', counterpartyName: target.name, counterpartyAccount: targetMask },
          { arrangementId: target.id, amountCents: amount, creditDebit: 'CREDIT', description: `Matured certificate from ${certificate.name} ${certificateMask}`, category: 'Transfer', counterpartyName: certificate.name, counterpartyAccount: certificateMask },
        ],
      });
    }
    await trx
      .updateTable('certificate_maturities')
      .set({ outcome: 'TRANSFERRED', interest_cents: interest, interest_journal_id: interestJournalId, transfer_cents: amount, transfer_journal_id: transferJournalId, transfer_arrangement_id: target.id })
      .where('arrangement_id', '=', id)
      .where('matured_on', '=', maturedOn)
      .execute();
    await trx.updateTable('certificate_terms').set({ state: 'PAID_OUT', last_matured_on: maturedOn, updated_at: postedAt }).where('arrangement_id', '=', id).execute();
    await trx.updateTable('arrangements').set({ state: 'CLOSED' }).where('id', '=', id).execute();
    return 'TRANSFERRED';
  }

  // The same length at today's catalogue rate; a term the catalogue no longer offers keeps its last rate.
  const current = certificateTerm(terms.product_id, terms.term_months);
  const rateBps = current?.rateBps ?? terms.rate_bps;
  const apyBps = current?.apyBps ?? terms.apy_bps;
  const nextMaturity = maturityDateOf(maturedOn, terms.term_months);
  await trx
    .updateTable('certificate_maturities')
    .set({ outcome: 'RENEWED', interest_cents: interest, interest_journal_id: interestJournalId, next_maturity_date: nextMaturity, next_rate_bps: rateBps })
    .where('arrangement_id', '=', id)
    .where('matured_on', '=', maturedOn)
    .execute();
  await trx
    .updateTable('certificate_terms')
    .set({ opened_on: maturedOn, maturity_date: nextMaturity, rate_bps: rateBps, apy_bps: apyBps, last_matured_on: maturedOn, updated_at: postedAt })
    .where('arrangement_id', '=', id)
    .execute();
  await sql`update arrangement_terms set interest_rate_bps = ${rateBps}, apy_bps = ${apyBps} where arrangement_id = ${id}`.execute(trx);
  return 'RENEWED';
}

import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/password';
import { accessIsUnseeded, grantDemoAccess } from './access';
import { businessActivity } from './activity/business';
import { householdActivity } from './activity/household';
import { lightActivity } from './activity/light';
import type { Period } from './activity/period';
import { seedCarriedTaxAmounts } from './carried-tax-amounts';
import { openingBalance } from './activity/postings';
import type { AccountsByKey } from './activity/seeded-account';
import { demoBeneficiaries } from './beneficiaries';
import { buildDemoRows } from './build-rows';
import { checkImageSvg } from './check-image';
import { appManifest } from '../../manifests';
import { addDays, seedToday } from './calendar';
import { addMonths } from '../../../engine/core/calendar';
import { LedgerBook } from './ledger-book';
import { seedMemberState } from './member-state';
import { seedPastDue } from './past-due';
import { seedStepUpOptions } from './step-up';
import { seedDemoExternalAccounts } from './external-accounts';
import { seedDemoPayees } from './payees';
import { seedCardProtections } from './card-protections';
import { seedLoanApplications } from './loan-applications';
import { seedMessages } from './messages';
import { seedIdentityFacts } from './identity-facts';
import { seedCertificates } from './certificates';
import { seedIraDistributions } from './ira-distributions';
import { seedStopPayments } from './stop-payments';
import { seedSavingsGoals } from './savings-goals';
import { DEMO_PASSWORD, personas, type ActivityProfile } from './personas';
import { createPrng, type Prng } from './prng';

export interface SeedResult {
  seeded: boolean;
  members: number;
  journals: number;
  ledgerEntries: number;
  transactions: number;
  functionGroups: number;
}

const BATCH_ROWS = 500;
const REFERENCE_SEED = 20_260_101;
const SEED_LOCK_KEY = 7_301_966;

const generators: Record<ActivityProfile, ((book: LedgerBook, prng: Prng, accounts: AccountsByKey, period: Period) => void) | undefined> = {
  household: householdActivity,
  business: businessActivity,
  light: lightActivity,
  none: undefined,
};

let demoHash: Promise<string> | undefined;

/**
 * The demo password's hash at full strength, made once per process and shared by every persona and every later seed
 * (tests seed many databases, a demo restarts): scrypt at OWASP's strength costs too much to repeat per persona. The
 * personas share a password everyone knows, so one salt for them gives nothing away; a real member's hash always has
 * its own salt (hashPassword).
 */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/**
 * Seeds the demo personas with six months of history ending at `now` (the app's clock, never the process's), and
 * their function groups, in one transaction, only when the members table is empty (so restarts and several server
 * processes never seed twice).
 * The numbers are the same on every run for the same day: each persona's activity has its own seeded generator.
 */
export async function seedDemoData(db: Kysely<Database>, options: { now: Date }): Promise<SeedResult> {
  const empty: SeedResult = { seeded: false, members: 0, journals: 0, ledgerEntries: 0, transactions: 0, functionGroups: 0 };
  if (!(await membersTableIsEmpty(db))) return { ...empty, functionGroups: await backfillAccess(db, options.now) };

  const today = seedToday(options.now);
  const period: Period = { start: addMonths(today, -6), today };
  const rows = buildDemoRows(personas, createPrng(REFERENCE_SEED), today);
  const book = new LedgerBook();
  personas.forEach((persona, index) => {
    const accounts = rows.accounts.get(persona.username);
    if (!accounts) return;
    for (const spec of persona.accounts) {
      const account = accounts.get(spec.key);
      if (account) openingBalance(book, account, addDays(period.start, -1), spec.openingCents);
    }
    generators[persona.activity]?.(book, createPrng(REFERENCE_SEED + 7_919 * (index + 1)), accounts, period);
  });
  // Hash before the transaction: scrypt is the slow part and needs no lock.
  const sharedHash = await demoPasswordHash();
  const hashes = rows.members.map(() => sharedHash);

  const seeded = await db.transaction().execute(async (trx) => {
    // Several server processes may start together against one PostgreSQL: one seeds, the others find it done.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await membersTableIsEmpty(trx))) return undefined;
    // The chart of accounts is not demo data: the migrations create it in every database (0052).
    await insertBatches(trx, 'members', rows.members);
    // A persona who has not enrolled in online banking (personas.ts credentials: false) gets no password.
    const enrolled = rows.members.flatMap((member, index) => (personas.find((persona) => persona.username === member.username)?.credentials === false ? [] : [{ user_id: member.id, password_hash: hashes[index] ?? '' }]));
    await insertBatches(trx, 'credentials', enrolled);
    await insertBatches(trx, 'service_agreements', rows.agreements);
    await insertBatches(trx, 'agreement_users', rows.agreementUsers);
    const access = await grantDemoAccess(trx);
    await insertBatches(trx, 'arrangements', rows.arrangements);
    // Child cards name their parent: parents first.
    await insertBatches(trx, 'cards', rows.cards.filter((card) => !card.parent_card_id));
    await insertBatches(trx, 'cards', rows.cards.filter((card) => card.parent_card_id));
    await insertBatches(trx, 'card_rewards', rows.cardRewards);
    await insertBatches(trx, 'card_reward_events', rows.cardRewardEvents);
    await insertBatches(trx, 'member_conditions', rows.conditions);
    await insertBatches(trx, 'journals', book.journals);
    // Whole journals per statement: the balance check runs after each insert statement.
    let batch: typeof book.entries = [];
    for (const group of book.entriesByJournal()) {
      if (batch.length + group.length > BATCH_ROWS && batch.length > 0) {
        await trx.insertInto('ledger_entries').values(batch).execute();
        batch = [];
      }
      batch.push(...group);
    }
    if (batch.length > 0) await trx.insertInto('ledger_entries').values(batch).execute();
    await insertBatches(trx, 'transactions', book.transactions);
    await insertBatches(trx, 'dividend_postings', book.dividendPeriods);
    await insertBatches(trx, 'ira_contributions', book.iraContributions);
    await insertBatches(trx, 'check_images', checkImages(book));
    await insertBatches(trx, 'account_beneficiaries', demoBeneficiaries(rows, options.now));
    await seedMemberState(trx, options.now);
    await seedPastDue(trx, options.now);
    await seedStepUpOptions(trx, options.now);
    await seedDemoPayees(trx, options.now);
    await seedDemoExternalAccounts(trx, options.now);
    await seedCardProtections(trx, options.now);
    await seedLoanApplications(trx, options.now);
    await seedMessages(trx, options.now);
    await seedIdentityFacts(trx);
    await seedCertificates(trx, options.now);
    await seedIraDistributions(trx, options.now);
    await seedStopPayments(trx, options.now);
    await seedSavingsGoals(trx, options.now);
    // The tax amounts carried at conversion, the day the balances were brought forward.
    await seedCarriedTaxAmounts(trx, rows.accounts, addDays(period.start, -1));
    return access;
  });
  if (!seeded) return empty;
  return {
    seeded: true,
    members: rows.members.length,
    journals: book.journals.length,
    ledgerEntries: book.entries.length,
    transactions: book.transactions.length,
    functionGroups: seeded.functionGroups,
  };
}

/**
 * A demo database seeded before access control existed has members but no function groups, and so no permission
 * anywhere: give its agreements' users their demo groups once. Returns how many groups it created.
 */
async function backfillAccess(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    await seedMemberState(trx, now);
    await seedPastDue(trx, now);
    await seedStepUpOptions(trx, now);
    await seedDemoPayees(trx, now);
    await seedDemoExternalAccounts(trx, now);
    await seedCardProtections(trx, now);
    await seedLoanApplications(trx, now);
    await seedMessages(trx, now);
    await seedIdentityFacts(trx);
    if (!(await accessIsUnseeded(trx))) return 0;
    return (await grantDemoAccess(trx)).functionGroups;
  });
}

/** A stored image for every paid check in the book. */
function checkImages(book: LedgerBook): Insertable<Database['check_images']>[] {
  return book.transactions.flatMap((line) =>
    line.check_number === null || line.check_number === undefined
      ? []
      : [
          {
            transaction_id: line.id,
            media_type: 'image/svg+xml' as const,
            content: Buffer.from(
              checkImageSvg({
                institution: appManifest.productName,
                routingNumber: appManifest.routingNumber,
                number: line.check_number,
                date: line.transaction_date ?? line.booking_date,
                payee: line.counterparty_name ?? '',
                amountCents: line.amount_cents,
                memo: line.memo ?? '',
              }),
            ),
          },
        ],
  );
}

async function membersTableIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertBatches<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insertInto(table).values(rows.slice(start, start + BATCH_ROWS) as Insertable<Database[T]>[]).execute();
  }
}

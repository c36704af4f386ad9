import { addCalendarDays } from '../../../../engine/core/calendar';
import { latestPostingDate, postingDatesBetween } from '../../../../engine/core/dividends';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal } from '../postings/post-journal';
import { accruedDividendCents, lastDividendPeriodEnd } from './accrual';
import { dividendKindOf, dividendPosting } from './schedule';

const DEFAULT_BATCH = 100;

export interface DividendRunResult {
  /** Periods whose dividend was credited. */
  posted: number;
  /** Periods that earned less than half a cent: recorded, nothing posted. */
  empty: number;
  /** Accounts seen for the first time, whose recorded periods start now. */
  started: number;
}

/** A dividend period; `marksStart`: no dividend, only the point an untracked account's recorded periods start from. */
interface Period {
  start: string;
  end: string;
  marksStart?: boolean;
}

interface Earner {
  id: string;
  name: string;
  productKind: Database['arrangements']['product_kind'];
  openedOn: string;
  rateBps: number;
  isCertificate: boolean;
  /** A certificate's maturity date: the period reaching it is the maturity's to pay, not this job's. */
  maturityDate: string | null;
}

/** ACTIVE savings, certificate, IRA and checking accounts whose terms carry a rate above zero. */
async function dividendEarners(db: Kysely<Database>): Promise<Earner[]> {
  const rows = await db
    .selectFrom('arrangements as a')
    .leftJoin('arrangement_terms as t', 't.arrangement_id', 'a.id')
    .leftJoin('certificate_terms as c', 'c.arrangement_id', 'a.id')
    .select(['a.id', 'a.name', 'a.product_kind', 'a.opened_on', 't.interest_rate_bps', 'c.rate_bps as certificate_rate_bps', 'c.state as certificate_state', 'c.maturity_date'])
    .where('a.state', '=', 'ACTIVE')
    .where('a.product_kind', 'in', ['savings', 'ira', 'checking'])
    .orderBy('a.id')
    .execute();
  return rows.flatMap((row) => {
    const isCertificate = row.certificate_state !== null;
    if (isCertificate && row.certificate_state !== 'ACTIVE') return [];
    const rateBps = Number((isCertificate ? row.certificate_rate_bps : row.interest_rate_bps) ?? 0);
    if (rateBps <= 0) return [];
    return [{ id: row.id, name: row.name, productKind: row.product_kind, openedOn: row.opened_on, rateBps, isCertificate, maturityDate: row.maturity_date ?? null }];
  });
}

/**
 * The periods of an account whose posting date has passed (before `today`: the posting date's own balance earns) and
 * that are not yet recorded: those after its last recorded period. An account with none that opened in the latest
 * passed period is paid that period from its opening day; one that is older (it earned before dividends were
 * recorded) starts with the current period, so nothing is posted back into a period whose statement has closed: a
 * row with nothing paid marks where its recorded periods start.
 */
function duePeriods(earner: Earner, lastEnd: string | null, today: string): Period[] {
  const rule = dividendPosting(dividendKindOf(earner.productKind, earner.isCertificate) ?? 'savings');
  const yesterday = addCalendarDays(today, -1);
  const latest = latestPostingDate(yesterday, rule);
  const beforeLatest = latestPostingDate(addCalendarDays(latest, -1), rule);
  const after = lastEnd ?? (earner.openedOn > beforeLatest ? beforeLatest : latest);
  if (lastEnd === null && after === latest) return [{ start: latest, end: latest, marksStart: true }];
  const ends = postingDatesBetween(after, yesterday, rule).filter((end) => earner.maturityDate === null || end < earner.maturityDate);
  const periods: Period[] = [];
  let start = addCalendarDays(after, 1);
  for (const end of ends) {
    if (end >= earner.openedOn) periods.push({ start: start < earner.openedOn ? earner.openedOn : start, end });
    start = addCalendarDays(end, 1);
  }
  return periods;
}

/**
 * Pays one period inside `trx`: claims the (account, period end) row first, so a second run or a second server finds
 * it taken and posts nothing; then the daily-accrual dividend (compounding or not, as its schedule says), credited to the account from the dividend expense
 * account (double entry), booked on the posting date.
 */
async function payPeriod(trx: Transaction<Database>, earner: Earner, period: Period, now: Date): Promise<'POSTED' | 'EMPTY' | 'STARTED' | null> {
  const claimed = await trx
    .insertInto('dividend_postings')
    .values({ arrangement_id: earner.id, period_end: period.end, period_start: period.start, rate_bps: earner.rateBps, amount_cents: 0, journal_id: null, posted_at: now })
    .onConflict((conflict) => conflict.columns(['arrangement_id', 'period_end']).doNothing())
    .returning('arrangement_id')
    .executeTakeFirst();
  if (!claimed) return null;
  if (period.marksStart) return 'STARTED';
  await lockArrangements(trx, [earner.id]);
  const { compound } = dividendPosting(dividendKindOf(earner.productKind, earner.isCertificate) ?? 'savings');
  const cents = await accruedDividendCents(trx, { arrangementId: earner.id, from: period.start, through: period.end, rateBps: earner.rateBps, compound });
  if (cents <= 0) return 'EMPTY';
  const journalId = await postJournal(trx, {
    kind: 'DIVIDEND',
    description: `Dividend: ${earner.name}`,
    postedAt: now,
    bookingDate: period.end,
    lines: [
      { glAccountId: GL.dividendExpense, amountCents: cents },
      { arrangementId: earner.id, amountCents: -cents },
    ],
    memberLines: [{ arrangementId: earner.id, amountCents: cents, creditDebit: 'CREDIT', description: 'Dividend earned', category: 'Dividends' }],
  });
  await trx.updateTable('dividend_postings').set({ amount_cents: cents, journal_id: journalId }).where('arrangement_id', '=', earner.id).where('period_end', '=', period.end).execute();
  return 'POSTED';
}

/**
 * Posts every dividend whose posting date has passed and that has not posted yet, for every dividend-earning account
 * (config/account-opening.json `dividendSchedule`; the rate is the account's terms). Each period is its own
 * transaction and posts exactly once however often this runs. At most `limit` accounts are looked at per run.
 */
export async function runDueDividends(db: Kysely<Database>, options: { today: string; now: Date; limit?: number }): Promise<DividendRunResult> {
  const result: DividendRunResult = { posted: 0, empty: 0, started: 0 };
  let looked = 0;
  for (const earner of await dividendEarners(db)) {
    const periods = duePeriods(earner, await lastDividendPeriodEnd(db, earner.id), options.today);
    if (periods.length === 0) continue;
    if (looked >= (options.limit ?? DEFAULT_BATCH)) break;
    looked += 1;
    for (const period of periods) {
      const outcome = await db.transaction().execute((trx) => payPeriod(trx, earner, period, options.now));
      if (outcome === 'POSTED') result.posted += 1;
      if (outcome === 'EMPTY') result.empty += 1;
      if (outcome === 'STARTED') result.started += 1;
    }
  }
  return result;
}

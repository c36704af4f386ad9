import { sql, type RawBuilder, type Transaction } from 'kysely';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { paymentDueReminder, postingFires, purchaseFires, type AlertRule } from '../../../../engine/core/alert-preference-rules';
import type { MemberAlertKind } from '../../../../engine/core/generated/manifests.gen';
import type { Database } from '../../db/schema';
import { amountsDueOf } from '../amount-due';
import { availableBalance, bookedBalance, ledgerTotals } from '../balances';
import { kindOf, memberAlertsInForce } from './alerts-in-force';
import { accountLabel, deliverAlert, displayDay, inTransaction, type Db, type PreferenceRow } from './deliver';

/** A stored preference of `kind` as the pure rules read it (undefined when its kind is gone from config). */
export function ruleOf(kind: MemberAlertKind | undefined, preference: PreferenceRow): AlertRule | undefined {
  return kind && { trigger: kind.trigger, enabled: preference.enabled, thresholdCents: preference.threshold_cents, daysBefore: preference.days_before };
}

export interface PostedJournal {
  journalId: string;
  postedAt: Date;
  memberLines: readonly { arrangementId: string; amountCents: number; creditDebit: 'CREDIT' | 'DEBIT'; description: string }[];
}

/**
 * Whether any enabled account preference watches one of these accounts: an expression postings/post-journal.ts has
 * the ledger select in the posting's own statement, so a posting nobody watches costs no query here (the preferences
 * the statement sees are the ones evaluatePostingAlerts reads: the posting does not change them).
 */
export function postingAlertsWatched(arrangementIds: readonly string[]): RawBuilder<boolean> {
  const ids = [...new Set(arrangementIds)];
  if (ids.length === 0) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from alert_preferences
    where enabled and subject_type = 'account' and arrangement_id in (${sql.join(ids)}))`;
}

/**
 * The internal event after each posting (called by postings/post-journal.ts inside the posting's transaction, when
 * postingAlertsWatched said someone watches): reads the enabled preferences on the accounts the journal touched, the
 * balances after it, and sends what the rules fire, keyed by journal and line so a posting alerts once.
 */
export async function evaluatePostingAlerts(trx: Transaction<Database>, journal: PostedJournal): Promise<number> {
  const ids = [...new Set(journal.memberLines.map((line) => line.arrangementId))];
  if (ids.length === 0) return 0;
  const preferences = await trx
    .selectFrom('alert_preferences')
    .selectAll()
    .where('subject_type', '=', 'account')
    .where('enabled', '=', true)
    .where('arrangement_id', 'in', ids)
    .orderBy('id')
    .execute();
  if (preferences.length === 0) return 0;
  const { kinds } = await memberAlertsInForce(trx);
  const watched = [...new Set(preferences.map((preference) => preference.arrangement_id as string))];
  const [accounts, totals] = await Promise.all([
    trx.selectFrom('arrangements').select(['id', 'name', 'account_number', 'product_kind', 'credit_limit_cents']).where('id', 'in', watched).execute(),
    ledgerTotals(trx, watched),
  ]);
  let sent = 0;
  for (const [index, line] of journal.memberLines.entries()) {
    const account = accounts.find((candidate) => candidate.id === line.arrangementId);
    const total = totals.get(line.arrangementId);
    if (!account || !total) continue;
    const availableAfterCents = availableBalance(account.product_kind, total, account.credit_limit_cents);
    const amountCents = Math.abs(line.amountCents);
    for (const preference of preferences.filter((candidate) => candidate.arrangement_id === line.arrangementId)) {
      const kind = kindOf(kinds, preference);
      const rule = ruleOf(kind, preference);
      if (!rule || !kind || !postingFires(rule, { amountCents, creditDebit: line.creditDebit, availableAfterCents })) continue;
      const values = {
        account: accountLabel(account),
        amount: formatCents(amountCents),
        balance: formatCents(availableAfterCents),
        threshold: preference.threshold_cents === null ? '' : formatCents(preference.threshold_cents),
        description: line.description,
      };
      const delivered = await deliverAlert(trx, {
        preference,
        eventKey: `journal:${journal.journalId}:${index}`,
        subjectLabel: accountLabel(account),
        values,
        now: journal.postedAt,
      });
      if (delivered) sent++;
    }
  }
  return sent;
}

/** An approved card purchase (inside the authorization's transaction): the card's purchase-over preferences. */
export async function evaluateCardPurchaseAlerts(
  trx: Transaction<Database>,
  purchase: { cardId: string; lastFour: string; authorizationId: string; amountCents: number; merchantName: string; now: Date },
): Promise<number> {
  const preferences = await trx.selectFrom('alert_preferences').selectAll().where('card_id', '=', purchase.cardId).where('enabled', '=', true).orderBy('id').execute();
  if (preferences.length === 0) return 0;
  const { kinds } = await memberAlertsInForce(trx);
  let sent = 0;
  for (const preference of preferences) {
    const kind = kindOf(kinds, preference);
    const rule = ruleOf(kind, preference);
    if (!rule || !kind || !purchaseFires(rule, purchase.amountCents)) continue;
    const values = {
      lastFour: purchase.lastFour,
      amount: formatCents(purchase.amountCents),
      merchant: purchase.merchantName,
      threshold: preference.threshold_cents === null ? '' : formatCents(preference.threshold_cents),
    };
    const delivered = await deliverAlert(trx, {
      preference,
      eventKey: `card-authorization:${purchase.authorizationId}`,
      subjectLabel: (copy) => resolveTemplate(copy.cardLabel, { lastFour: purchase.lastFour }),
      values,
      now: purchase.now,
    });
    if (delivered) sent++;
  }
  return sent;
}

/** What an owed account has due on `today` in all (amount-due.ts amountsDueOf), or undefined without a due day. */
async function amountDueToday(db: Db, arrangementId: string | null, today: string): Promise<number | undefined> {
  if (arrangementId === null) return undefined;
  const arrangement = await db.selectFrom('arrangements').selectAll().where('id', '=', arrangementId).executeTakeFirst();
  if (!arrangement) return undefined;
  const totals = (await ledgerTotals(db, [arrangement.id])).get(arrangement.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  const due = await amountsDueOf(db, arrangement, { today, currentBalanceCents: bookedBalance(arrangement.product_kind, totals) });
  return due?.totalDueCents;
}

/**
 * The daily evaluation (one of the due jobs, src/server/jobs/due-jobs.ts): payment-due
 * reminders for the accounts whose next due date is at most the chosen number of days away. The delivery key is the
 * due date, so however often the tick runs (and whichever day it first catches), each due date is reminded once.
 */
export async function runDailyMemberAlerts(db: Db, run: { today: string; now: Date }): Promise<number> {
  const { kinds } = await memberAlertsInForce(db);
  const dueKinds = kinds.filter((kind) => kind.trigger === 'payment-due').map((kind) => kind.id);
  if (dueKinds.length === 0) return 0;
  const rows = await db
    .selectFrom('alert_preferences as p')
    .innerJoin('arrangements as a', 'a.id', 'p.arrangement_id')
    .innerJoin('arrangement_terms as t', 't.arrangement_id', 'p.arrangement_id')
    .selectAll('p')
    .select(['a.name as account_name', 'a.account_number', 't.payment_due_day'])
    .where('p.enabled', '=', true)
    .where('p.subject_type', '=', 'account')
    .where('p.kind', 'in', dueKinds)
    .where('a.state', '=', 'ACTIVE')
    .where('t.payment_due_day', 'is not', null)
    .orderBy('p.id')
    .execute();
  let sent = 0;
  for (const row of rows) {
    const { account_name, account_number, payment_due_day, ...preference } = row;
    const kind = kindOf(kinds, preference);
    const rule = ruleOf(kind, preference);
    if (!rule || !kind || payment_due_day === null) continue;
    const due = paymentDueReminder(rule, run.today, payment_due_day);
    if (due === null) continue;
    // The reminder quotes what the account page shows as due (past due plus this period's amount); none when nothing is.
    const owed = await amountDueToday(db, preference.arrangement_id, run.today);
    if (owed === undefined || owed <= 0) continue;
    const label = accountLabel({ name: account_name, account_number });
    const values = { account: label, dueDate: displayDay(due), amount: formatCents(owed) };
    const delivered = await inTransaction(db, (trx) =>
      deliverAlert(trx, {
        preference,
        eventKey: `payment-due:${due}`,
        subjectLabel: label,
        values,
        now: run.now,
      }),
    );
    if (delivered) sent++;
  }
  return sent;
}

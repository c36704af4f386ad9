import type { Kysely, Transaction } from 'kysely';
import { resolveTemplate } from '../../../../engine/core/template';
import { disputesManifest } from '../../../manifests/disputes-manifest';
import type { Database, DisputeOutcome, DisputesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal } from '../postings/post-journal';
import { businessDate } from '../business-date';
import { disputeProblem } from './dispute-problem';
import { addEvent } from './events';

type DisputeRow = Selectable<DisputesTable>;

const rule = disputesManifest.provisionalCredit;
const text = (template: string, row: DisputeRow): string => resolveTemplate(template, { caseNumber: row.case_number });

/** The dispute's row, locked for the rest of the transaction (the deadline rule and the demo endpoint serialise on it). */
export async function lockDispute(trx: Transaction<Database>, disputeId: string): Promise<DisputeRow | undefined> {
  return trx.selectFrom('disputes').selectAll().where('id', '=', disputeId).forUpdate().executeTakeFirst();
}

/** The credit union starts reviewing an open dispute (FILED → UNDER_REVIEW); 409 once it is resolved. */
export async function markUnderReview(trx: Transaction<Database>, disputeId: string, now: Date): Promise<void> {
  const row = await lockDispute(trx, disputeId);
  if (!row) return;
  if (row.status === 'RESOLVED') throw disputeProblem(409, 'alreadyResolved');
  if (row.status === 'FILED') await trx.updateTable('disputes').set({ status: 'UNDER_REVIEW', updated_at: now }).where('id', '=', disputeId).execute();
  await addEvent(trx, disputeId, 'UNDER_REVIEW', now);
}

/**
 * Credits the disputed amount to the account provisionally: one balanced journal (the disputes-receivable GL debited,
 * the member's account credited, a BOOKED credit the member sees), at most once per dispute and never once it is
 * resolved. Returns whether it posted now.
 */
export async function postProvisionalCredit(trx: Transaction<Database>, disputeId: string, now: Date): Promise<boolean> {
  const row = await lockDispute(trx, disputeId);
  if (!row || row.status === 'RESOLVED' || row.provisional_journal_id !== null) return false;
  await lockArrangements(trx, [row.arrangement_id]);
  const description = text(rule.description, row);
  const journalId = await postJournal(trx, {
    kind: 'DISPUTE_PROVISIONAL_CREDIT',
    description,
    postedAt: now,
    bookingDate: businessDate(now),
    lines: [
      { glAccountId: rule.glAccountId, amountCents: row.amount_cents },
      { arrangementId: row.arrangement_id, amountCents: -row.amount_cents },
    ],
    memberLines: [{ arrangementId: row.arrangement_id, amountCents: row.amount_cents, creditDebit: 'CREDIT', description, category: rule.category }],
  });
  await trx.updateTable('disputes').set({ provisional_journal_id: journalId, updated_at: now }).where('id', '=', disputeId).execute();
  await addEvent(trx, disputeId, 'PROVISIONAL_CREDIT', now, { journalId });
  return true;
}

/**
 * Resolves an open dispute. In the member's favour: a provisional credit is made final (the merchant's chargeback
 * settles the receivable: card settlement debited, disputes receivable credited; the member's balance does not move
 * again), or, with none posted yet, the amount is credited now for good. Denied: a provisional credit is reversed
 * (the account debited, the receivable credited). 409 when already resolved.
 */
export async function resolveDispute(trx: Transaction<Database>, disputeId: string, outcome: DisputeOutcome, now: Date): Promise<void> {
  const row = await lockDispute(trx, disputeId);
  if (!row) return;
  if (row.status === 'RESOLVED') throw disputeProblem(409, 'alreadyResolved');
  const bookingDate = businessDate(now);
  let finalJournalId: string | null = null;
  await lockArrangements(trx, [row.arrangement_id]);
  if (outcome === 'IN_MEMBER_FAVOR') {
    await addEvent(trx, disputeId, 'RESOLVED_FAVOR', now);
    if (row.provisional_journal_id !== null) {
      finalJournalId = await postJournal(trx, {
        kind: 'DISPUTE_CREDIT_FINAL',
        description: text(rule.finalDescription, row),
        postedAt: now,
        bookingDate,
        lines: [
          { glAccountId: GL.cardSettlement, amountCents: row.amount_cents },
          { glAccountId: rule.glAccountId, amountCents: -row.amount_cents },
        ],
        memberLines: [],
      });
    } else {
      const description = text(rule.finalDescription, row);
      finalJournalId = await postJournal(trx, {
        kind: 'DISPUTE_CREDIT_FINAL',
        description,
        postedAt: now,
        bookingDate,
        lines: [
          { glAccountId: GL.cardSettlement, amountCents: row.amount_cents },
          { arrangementId: row.arrangement_id, amountCents: -row.amount_cents },
        ],
        memberLines: [{ arrangementId: row.arrangement_id, amountCents: row.amount_cents, creditDebit: 'CREDIT', description, category: rule.category }],
      });
    }
    await addEvent(trx, disputeId, 'CREDIT_FINAL', now, { journalId: finalJournalId });
  } else {
    await addEvent(trx, disputeId, 'RESOLVED_DENIED', now);
    if (row.provisional_journal_id !== null) {
      const description = text(rule.reversalDescription, row);
      finalJournalId = await postJournal(trx, {
        kind: 'DISPUTE_CREDIT_REVERSAL',
        description,
        postedAt: now,
        bookingDate,
        lines: [
          { arrangementId: row.arrangement_id, amountCents: row.amount_cents },
          { glAccountId: rule.glAccountId, amountCents: -row.amount_cents },
        ],
        memberLines: [{ arrangementId: row.arrangement_id, amountCents: row.amount_cents, creditDebit: 'DEBIT', description, category: rule.category }],
      });
      await addEvent(trx, disputeId, 'CREDIT_REVERSED', now, { journalId: finalJournalId });
    }
  }
  await trx.updateTable('disputes').set({ status: 'RESOLVED', outcome, final_journal_id: finalJournalId, updated_at: now }).where('id', '=', disputeId).execute();
}

/**
 * The time-driven rule: every open dispute whose provisional-credit deadline (a business day) has arrived by `today`
 * and that has no provisional credit yet gets it, each in its own transaction; a second run posts nothing again.
 */
export async function runDueDisputeCredits(db: Kysely<Database>, options: { today: string; now: Date; limit?: number }): Promise<{ posted: number }> {
  const due = await db
    .selectFrom('disputes')
    .select('id')
    .where('status', '<>', 'RESOLVED')
    .where('provisional_journal_id', 'is', null)
    .where('provisional_credit_due', '<=', options.today)
    .orderBy('provisional_credit_due')
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute();
  let posted = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => postProvisionalCredit(trx, id, options.now))) posted += 1;
  }
  return { posted };
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { writeJournal, type JournalInput, type PostJournalOptions } from '../ledger/post-journal';
import { evaluatePostingAlerts, postingAlertsWatched } from '../member-alerts/evaluate';

export type { AlsoWrite, JournalLine, JournalInput, MemberLine, PostJournalOptions } from '../ledger/post-journal';

/**
 * Posts one journal in the caller's transaction (ledger/post-journal.ts writeJournal), asking in the same statement
 * whether anyone watches the accounts; then, when someone does, the member alerts the posting fires, in the same
 * transaction and once per posting (a second look, which sees the balances after the posting). Returns the journal id.
 */
export async function postJournal(trx: Transaction<Database>, input: JournalInput, options: PostJournalOptions = {}): Promise<string> {
  const posted = await writeJournal(trx, input, { ...options, ask: postingAlertsWatched(input.memberLines.map((line) => line.arrangementId)) });
  if (posted.answer) await evaluatePostingAlerts(trx, posted);
  return posted.journalId;
}

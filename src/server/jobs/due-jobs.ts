import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runDueCertificateMaturities } from '../domain/certificates/maturity';
import { runDueDisputeCredits } from '../domain/disputes/progress';
import { runDueDividends } from '../domain/dividends/post-dividends';
import { runDueIraDistributions } from '../domain/ira/distribution-payments';
import { runDailyMemberAlerts } from '../domain/member-alerts/evaluate';
import { expireUnsentUploads } from '../domain/messages/attachments';
import { runDuePaymentOrders } from '../domain/payments/executor';
import { compactSummaryChanges } from '../domain/summary-changes';

/** What one run of the due jobs shares: the database, the instant, its business day and how much one job takes at once. */
export interface DueJobRun {
  db: Kysely<Database>;
  now: Date;
  /** The credit union's business day at `now` (YYYY-MM-DD). */
  today: string;
  batchSize: number;
}

/**
 * Work that falls due with time rather than with a request. Each job is idempotent and claims its rows itself, so
 * several server processes on one database may run the same job at once; each returns counts of what it did.
 */
export interface DueJob {
  name: string;
  /** The log line for a run that did something. */
  didWork: string;
  /** Counts of what the run did, by kind (an object of numbers); any above 0 is logged. */
  run(run: DueJobRun): Promise<object>;
}

/** The due jobs in the order one run takes them (dividends after maturities: a maturing certificate's last period pays first). */
export const dueJobs: readonly DueJob[] = [
  { name: 'payment-orders', didWork: 'payment executor: ran due orders', run: ({ db, today, now, batchSize }) => runDuePaymentOrders(db, { today, now, limit: batchSize }) },
  // Payment due in N days: each due date alerts once.
  { name: 'member-alerts', didWork: 'member alerts: sent payment-due reminders', run: async ({ db, today, now }) => ({ reminded: await runDailyMemberAlerts(db, { today, now }) }) },
  // Provisional credits whose business-day deadline arrived.
  { name: 'dispute-deadlines', didWork: 'dispute deadlines: posted provisional credits', run: ({ db, today, now }) => runDueDisputeCredits(db, { today, now }) },
  // Certificates whose maturity date arrived: renewed, or paid out to the member's savings (each exactly once).
  { name: 'certificate-maturities', didWork: 'certificates: matured', run: ({ db, today, now, batchSize }) => runDueCertificateMaturities(db, { today, now, limit: batchSize }) },
  // IRA distribution requests whose payment day arrived: paid (or rejected) exactly once each.
  { name: 'ira-distributions', didWork: 'IRA distributions: paid', run: ({ db, today, now, batchSize }) => runDueIraDistributions(db, { today, now, limit: batchSize }) },
  // Dividends whose posting date has passed: once per account and period.
  { name: 'dividends', didWork: 'dividends: posted', run: ({ db, today, now, batchSize }) => runDueDividends(db, { today, now, limit: batchSize }) },
  // Message attachments uploaded but never sent within config/messages.json attachments.unsentExpiryHours: deleted.
  { name: 'unsent-attachments', didWork: 'message attachments: deleted unsent uploads', run: async ({ db, now }) => ({ expired: await expireUnsentUploads(db, now) }) },
  // The product summary's change rows: each account's merged into one of the same total (its version unchanged).
  { name: 'summary-changes', didWork: 'summary changes: merged', run: async ({ db, batchSize }) => ({ merged: await compactSummaryChanges(db, batchSize) }) },
];

import type { FastifyInstance } from 'fastify';
import { businessDate } from './domain/business-date';
import { runDuePaymentOrders } from './domain/payments/executor';
import { runDailyMemberAlerts } from './domain/member-alerts/evaluate';
import { runDueDisputeCredits } from './domain/disputes/progress';
import { runDueCertificateMaturities } from './domain/certificates/maturity';
import { runDueIraDistributions } from './domain/ira/distribution-payments';
import { runDueDividends } from './domain/dividends/post-dividends';
import { expireUnsentUploads } from './domain/messages/attachments';

/**
 * Runs the payment executor every `intervalMs` (and once when the server starts listening) on the app's database and
 * clock, one run at a time, and stops it when the app closes (waiting for a run in progress, so the database is not
 * closed under it).
 */
export function startPaymentExecutor(app: FastifyInstance, options: { intervalMs: number; batchSize: number }): void {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running) return;
    const now = app.clock();
    const today = businessDate(now);
    running = runDuePaymentOrders(app.db, { today, now, limit: options.batchSize })
      .then(async (result) => {
        if (result.posted + result.failed > 0) app.log.info(result, 'payment executor: ran due orders');
        // The daily member alerts (payment due in N days) ride the same tick; each due date alerts once.
        const reminded = await runDailyMemberAlerts(app.db, { today, now });
        if (reminded > 0) app.log.info({ reminded }, 'member alerts: sent payment-due reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment executor: run failed'))
      // The same tick applies the disputes' time-driven rule: provisional credits whose business-day deadline arrived.
      .then(() => runDueDisputeCredits(app.db, { today: businessDate(now), now }))
      .then((disputes) => {
        if (disputes.posted > 0) app.log.info(disputes, 'dispute deadlines: posted provisional credits');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'dispute deadlines: run failed'))
      // Certificates whose maturity date arrived: renewed, or paid out to the member's savings (each exactly once).
      .then(() => runDueCertificateMaturities(app.db, { today: businessDate(now), now, limit: options.batchSize }))
      .then((certificates) => {
        if (certificates.renewed + certificates.transferred > 0) app.log.info(certificates, 'certificates: matured');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'certificates: maturity run failed'))
      // IRA distribution requests whose payment day arrived: paid (or rejected) exactly once each.
      .then(() => runDueIraDistributions(app.db, { today: businessDate(now), now, limit: options.batchSize }))
      .then((iras) => {
        if (iras.paid + iras.rejected > 0) app.log.info(iras, 'IRA distributions: paid');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'IRA distributions: run failed'))
      // Dividends whose posting date has passed (after maturities, which pay a maturing certificate's last period): once per account and period.
      .then(() => runDueDividends(app.db, { today: businessDate(now), now, limit: options.batchSize }))
      .then((dividends) => {
        if (dividends.posted + dividends.empty + dividends.started > 0) app.log.info(dividends, 'dividends: posted');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'dividends: run failed'))
      // Message attachments uploaded but never sent within config/messages.json attachments.unsentExpiryHours: deleted.
      .then(() => expireUnsentUploads(app.db, now))
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'message attachments: deleted unsent uploads');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'message attachments: expiry run failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  // Only once the server listens: main.ts migrates and seeds between building the app and listening.
  app.addHook('onListen', async () => {
    tick();
    timer ??= setInterval(tick, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCents } from '../../../../engine/core/money';
import { appManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';

/** Two different trial-deposit amounts of 1 to 99 cents. */
export function drawMicroDepositAmounts(): [number, number] {
  const first = randomInt(1, 100);
  let second = randomInt(1, 100);
  while (second === first) second = randomInt(1, 100);
  return [first, second];
}

export interface MicroDepositNotice {
  userId: string;
  institutionName: string;
  maskedAccountNumber: string;
  amountsCents: readonly [number, number];
}

/**
 * Sends the two trial deposits to the other institution. Production needs an ACH originator wired in; demo mode
 * writes what the member would see on the other bank's statement to the demo outbox (GET /api/dev/outbox),
 * in the caller's transaction, so a failed request sends nothing.
 */
export interface MicroDepositSender {
  /** `db` is the caller's transaction. */
  send(db: Kysely<Database>, notice: MicroDepositNotice, now: Date): Promise<void>;
}

export const outboxMicroDepositSender: MicroDepositSender = {
  async send(db, notice, now) {
    const [first, second] = notice.amountsCents;
    const text =
      `${appManifest.productName} sent two small deposits to your ${notice.institutionName} account ${notice.maskedAccountNumber}: ` +
      `${formatCents(first)} and ${formatCents(second)}. Enter both amounts to verify the account.`;
    await db
      .insertInto('outbox_messages')
      .values({ id: randomUUID(), user_id: notice.userId, channel: 'SMS', recipient: `${notice.institutionName} ${notice.maskedAccountNumber}`, body: text, transaction_id: null, created_at: now })
      .execute();
  },
};

/** Outside demo mode with no ACH originator wired in: refuses visibly (503) rather than pretending to send. */
export const unconfiguredMicroDepositSender: MicroDepositSender = {
  send: () => Promise.reject(new ApiProblem(503, 'MESSAGE_SENDER_UNAVAILABLE')),
};

export function microDepositSenderFor(demoMode: boolean): MicroDepositSender {
  return demoMode ? outboxMicroDepositSender : unconfiguredMicroDepositSender;
}

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database } from '../../db/schema';
import { newConfirmationNumber } from '../messages/confirmation-number';

/** An APR in basis points as the member reads it: 524 → "5.24%" (as the lending screens write it). */
const formatApr = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

export type ReviewOutcome =
  | { status: 'APPROVED'; productKind: 'loan' | 'creditCard'; aprBps: number; paymentCents: number; termMonths: number | null }
  | { status: 'DECLINED'; reason: string };

/**
 * Tells the member what the loan officer decided: a secure message from the credit union (no author) in their
 * message center, on config/lending.json review.message's topic, with the offer or the reason.
 */
export async function sendDecisionMessage(
  trx: Transaction<Database>,
  input: { memberId: string; productName: string; amountCents: number; outcome: ReviewOutcome; now: Date },
): Promise<void> {
  const { message } = lendingManifest.review;
  const { outcome } = input;
  const tokens: Record<string, string | number> = { product: input.productName, amount: formatCents(input.amountCents) };
  const body =
    outcome.status === 'DECLINED'
      ? resolveTemplate(message.declined, { ...tokens, reason: outcome.reason })
      : resolveTemplate(outcome.productKind === 'loan' ? message.approvedLoan : message.approvedCard, {
          ...tokens,
          apr: formatApr(outcome.aprBps),
          payment: formatCents(outcome.paymentCents),
          months: outcome.termMonths ?? '',
        });
  const id = randomUUID();
  await trx
    .insertInto('messages')
    .values({
      id,
      owner_id: input.memberId,
      author_id: null,
      thread_id: id,
      message_type: 'Emessage',
      status: 'Unread',
      direction: 'inbound',
      confirmation_number: newConfirmationNumber(),
      topic_id: message.topicId,
      subject: resolveTemplate(message.subjects[outcome.status], tokens),
      body,
      sent_at: input.now,
    })
    .execute();
}

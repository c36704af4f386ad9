import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';

export interface SmsTarget {
  userId: string;
  /** Digits only. */
  number: string;
}

export interface EmailTarget {
  userId: string;
  address: string;
}

export interface PushTarget {
  userId: string;
  deviceId: string;
  deviceName: string;
  pushToken: string;
}

export interface PushRequest {
  transactionId: string;
  text: string;
}

/**
 * How the server reaches a member's phone: an SMS gateway and a push service in production, the demo outbox in demo
 * mode. Implementations must never log the text (it carries codes).
 */
export interface MessageSender {
  sendSms(phone: SmsTarget, text: string): Promise<void>;
  sendPush(device: PushTarget, request: PushRequest): Promise<void>;
  /** A notice by email (a changed contact confirmed to the old and the new address). */
  sendEmail(email: EmailTarget, text: string): Promise<void>;
}

/** Demo mode: every message lands in outbox_messages, which GET /api/dev/outbox shows to the member. */
export function outboxMessageSender(db: Kysely<Database>, clock: () => Date): MessageSender {
  return {
    async sendSms(phone, text) {
      await db
        .insertInto('outbox_messages')
        .values({ id: randomUUID(), user_id: phone.userId, channel: 'SMS', recipient: phone.number, body: text, transaction_id: null, created_at: clock() })
        .execute();
    },
    async sendPush(device, request) {
      await db
        .insertInto('outbox_messages')
        .values({ id: randomUUID(), user_id: device.userId, channel: 'PUSH', recipient: device.deviceName, body: request.text, transaction_id: request.transactionId, created_at: clock() })
        .execute();
    },
    async sendEmail(email, text) {
      await db
        .insertInto('outbox_messages')
        .values({ id: randomUUID(), user_id: email.userId, channel: 'EMAIL', recipient: email.address, body: text, transaction_id: null, created_at: clock() })
        .execute();
    },
  };
}

/** Outside demo mode with no provider wired in: sending fails visibly (503) instead of pretending to succeed. */
export const unconfiguredMessageSender: MessageSender = {
  sendSms: () => Promise.reject(new ApiProblem(503, 'MESSAGE_SENDER_UNAVAILABLE')),
  sendPush: () => Promise.reject(new ApiProblem(503, 'MESSAGE_SENDER_UNAVAILABLE')),
  sendEmail: () => Promise.reject(new ApiProblem(503, 'MESSAGE_SENDER_UNAVAILABLE')),
};

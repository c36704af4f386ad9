import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessionCookieOf } from '../support/test-app';

/** The code in the newest SMS of the signed-in member's demo outbox. */
export async function latestOtp(app: FastifyInstance, sid: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid } });
  expect(outbox.statusCode).toBe(200);
  const sms = (outbox.json() as { messages: { channel: string; text: string }[] }).messages.find((message) => message.channel === 'SMS');
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox: ${outbox.body}`);
  return code;
}

export async function firstPhoneId(app: FastifyInstance, sid: string): Promise<string> {
  const options = await app.inject({ method: 'GET', url: '/api/auth/tfa/options?workflow=HR', cookies: { sid } });
  const phoneId = (options.json() as { phoneNumbers: { phoneId: string }[] }).phoneNumbers[0]?.phoneId;
  if (!phoneId) throw new Error(`No phone: ${options.body}`);
  return phoneId;
}

export const sendOtp = (app: FastifyInstance, sid: string, phoneId: string, challengeId?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/tfa/challenge/otp', cookies: { sid }, payload: { otpType: 'SMS', phoneId, workflow: 'HR', ...(challengeId ? { challengeId } : {}) } });

export const verifyOtp = (app: FastifyInstance, sid: string, otp: string, challengeId?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/tfa/challenge/verification', cookies: { sid }, payload: { tfaType: 'otp', otp, workflow: 'HR', ...(challengeId ? { challengeId } : {}) } });

/** The new session id a passed step-up set. */
export function rotatedSid(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  if (!cookie?.value) throw new Error(`No new session cookie: ${response.statusCode} ${response.body}`);
  return cookie.value;
}

/** Passes the session's open challenge by SMS (reading the demo outbox) and returns the rotated session id. */
export async function passBySms(app: FastifyInstance, sid: string): Promise<string> {
  const sent = await sendOtp(app, sid, await firstPhoneId(app, sid));
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await verifyOtp(app, sid, await latestOtp(app, sid));
  expect(verified.statusCode, verified.body).toBe(200);
  return rotatedSid(verified);
}

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest, riskManifest } from '../../manifests';
import { heldPhoneTarget } from '../domain/profile/phone-verification';
import { ApiProblem } from '../errors';
import { recordSend, type StepUpChallenge } from './challenge-store';
import { hashOtpCode, newOtpCode } from '../auth/otp';
import { manifestIn } from '../i18n/localized-manifest';
import { languageOf } from '../i18n/user-language';

/** The challenge texts and the product's name in the language of the user the challenge is for. */
async function challengeTextsFor(request: FastifyRequest, userId: string): Promise<{ smsText: string; pushText: string; productName: string }> {
  const locale = await languageOf(request.server.db, userId);
  const { smsText, pushText } = manifestIn(riskManifest, 'risk.json', locale).challenge;
  return { smsText, pushText, productName: manifestIn(appManifest, 'app.json', locale).productName };
}

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Refuses a resend sooner than the configured interval after the last code or push of this challenge (429). */
function assertResendAllowed(challenge: StepUpChallenge, now: Date): void {
  if (challenge.last_sent_at && addSeconds(challenge.last_sent_at, riskManifest.challenge.resendIntervalSeconds) > now) {
    throw new ApiProblem(429, 'STEP_UP_TOO_SOON');
  }
}

/** Sends a fresh code by SMS to one of the member's active phones; only its salted hash is stored. */
export async function sendOtp(request: FastifyRequest, challenge: StepUpChallenge, phoneId: string): Promise<{ expiration: number }> {
  const { db, clock, messageSender } = request.server;
  const now = clock();
  const phone =
    (await db
      .selectFrom('member_phone_addresses')
      .select(['id', 'number'])
      .where('id', '=', phoneId)
      .where('user_id', '=', challenge.user_id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst()) ?? (await heldPhoneTarget(db, { challengeId: challenge.id, userId: challenge.user_id, phoneId }));
  if (!phone) throw new ApiProblem(400, 'STEP_UP_UNKNOWN_PHONE', '/phoneId');
  assertResendAllowed(challenge, now);
  const expiration = riskManifest.challenge.otpExpirySeconds;
  const id = randomUUID();
  const code = newOtpCode(appManifest.challenge.codeLength);
  await db
    .insertInto('step_up_deliveries')
    .values({ id, challenge_id: challenge.id, user_id: challenge.user_id, kind: 'OTP', code_hash: hashOtpCode(id, code), push_device_id: null, push_status: null, created_at: now, expires_at: addSeconds(now, expiration) })
    .execute();
  await recordSend(db, challenge.id, now);
  const texts = await challengeTextsFor(request, challenge.user_id);
  const text = resolveTemplate(texts.smsText, { productName: texts.productName, code, minutes: Math.ceil(expiration / 60) });
  await messageSender.sendSms({ userId: challenge.user_id, number: phone.number }, text);
  return { expiration };
}

/** Sends a push request to one of the member's devices, within the limit of outstanding requests. */
export async function sendPush(
  request: FastifyRequest,
  challenge: StepUpChallenge,
  deviceId: string,
  named: { pushToken?: string; deviceName?: string } = {},
): Promise<{ transactionId: string; expiration: number; pollingInterval: number }> {
  const { db, clock, messageSender } = request.server;
  const now = clock();
  const device = await db.selectFrom('push_devices').selectAll().where('id', '=', deviceId).where('user_id', '=', challenge.user_id).executeTakeFirst();
  if (!device) throw new ApiProblem(400, 'STEP_UP_UNKNOWN_DEVICE', '/credentialId');
  // The push address and name the browser repeats from the options must be that device's: a request naming
  // another device (a stale or tampered page) sends nothing.
  if (named.pushToken !== undefined && named.pushToken !== device.push_device) throw new ApiProblem(400, 'STEP_UP_UNKNOWN_DEVICE', '/pushToken');
  if (named.deviceName !== undefined && named.deviceName !== '' && named.deviceName !== device.device_name) throw new ApiProblem(400, 'STEP_UP_UNKNOWN_DEVICE', '/deviceName');
  assertResendAllowed(challenge, now);
  const outstanding = await db
    .selectFrom('step_up_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', challenge.user_id)
    .where('kind', '=', 'PUSH')
    .where('push_status', '=', 'IN_PROGRESS')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(outstanding?.n ?? 0) >= riskManifest.challenge.maxOutstandingPushes) throw new ApiProblem(429, 'STEP_UP_TOO_MANY_PUSHES');
  const expiration = riskManifest.challenge.pushExpirySeconds;
  const transactionId = randomUUID();
  await db
    .insertInto('step_up_deliveries')
    .values({ id: transactionId, challenge_id: challenge.id, user_id: challenge.user_id, kind: 'PUSH', code_hash: null, push_device_id: device.id, push_status: 'IN_PROGRESS', created_at: now, expires_at: addSeconds(now, expiration) })
    .execute();
  await recordSend(db, challenge.id, now);
  const texts = await challengeTextsFor(request, challenge.user_id);
  const text = resolveTemplate(texts.pushText, { productName: texts.productName });
  await messageSender.sendPush({ userId: challenge.user_id, deviceId: device.id, deviceName: device.device_name, pushToken: device.push_token }, { transactionId, text });
  return { transactionId, expiration, pollingInterval: riskManifest.challenge.pushPollingIntervalSeconds };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceNameOf } from '../domain/device-name';
import { recognizeDevice, rememberDevice, touchDevice } from '../domain/known-devices';
import { memberAlertsInForce } from '../domain/member-alerts/alerts-in-force';
import { reportMemberEvent } from '../domain/member-alerts/member-events';
import { decideRisk, type StepUpEvent } from '../stepup/risk';
import { deviceToken, setDeviceCookie } from './device-cookie';
import { NEW_DEVICE_EVENT } from './pending-step-up';

/**
 * Recognises the device of a sign-in whose password was right (policy in src/server/domain/known-devices.ts). A known
 * or first device is remembered (its cookie set or renewed) and the sign-in proceeds; for a new device the answer is
 * the risk event to check first, unless config/risk.json allows it.
 */
export async function checkSignInDevice(request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): Promise<StepUpEvent | null> {
  const { db } = request.server;
  const recognition = await recognizeDevice(db, { userId, token: deviceToken(request) });
  if (recognition.kind === 'new') {
    if (decideRisk({ event: NEW_DEVICE_EVENT }).outcome !== 'ALLOW') return NEW_DEVICE_EVENT;
    await rememberSignInDevice(request, reply, userId, now);
    await reportNewDeviceSignIn(request, userId, now);
    return null;
  }
  if (recognition.kind === 'first') {
    await rememberSignInDevice(request, reply, userId, now);
    return null;
  }
  await touchDevice(db, { deviceId: recognition.deviceId, now });
  return null;
}

/** Registers this request's device for the member and sets its cookie. */
export async function rememberSignInDevice(request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): Promise<void> {
  const name = deviceNameOf(request.headers['user-agent'] ?? '');
  setDeviceCookie(request, reply, await rememberDevice(request.server.db, { userId, name, now }));
}

/** A sign-in from a new device went through (allowed by risk, or its step-up passed): the member's new-device alerts. */
export async function reportNewDeviceSignIn(request: FastifyRequest, userId: string, now: Date): Promise<void> {
  const deviceName = deviceNameOf(request.headers['user-agent'] ?? '') ?? (await memberAlertsInForce(request.server.db)).copy.unknownDevice;
  await reportMemberEvent(request.server.db, { kind: 'new-device-sign-in', userId, deviceName, at: now });
}

/**
 * The device of a passkey sign-in: the passkey (a registered authenticator, with user verification) is the proof the
 * new-device check asks for, so the device is known from now on. A recognised one (its device cookie) is marked seen; any other is remembered, and one not seen before raises the member's new-device alert as
 * a confirmed new-device sign-in does.
 */
export async function trustPasskeySignInDevice(request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): Promise<void> {
  const { db } = request.server;
  const recognition = await recognizeDevice(db, { userId, token: deviceToken(request) });
  if (recognition.kind === 'known') {
    await touchDevice(db, { deviceId: recognition.deviceId, now });
    return;
  }
  await rememberSignInDevice(request, reply, userId, now);
  if (recognition.kind === 'new') await reportNewDeviceSignIn(request, userId, now);
}

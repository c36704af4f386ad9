import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../db/schema';
import { SESSION_COOKIE, sessionCookieOptions, sessionPolicy, sessionToken } from '../../plugins/session';
import { checkSignInDevice, rememberSignInDevice, reportNewDeviceSignIn } from '../new-device-sign-in';
import { createSession, deleteEndedSessions, deleteSessionByToken } from '../session-store';
import { recordSignIn } from '../sign-in';

/**
 * Starts the session of a member the identity provider signed in, as a password sign-in does: a fresh id (whatever
 * session this browser had is gone), the member's ended sessions cleared, the sign-in times recorded, the device
 * recognised and the cookie set. The provider authenticated the member with its own checks, so a new device is not
 * challenged again here: it is remembered and reported to the member (the new-device alert) as an allowed one is.
 */
export async function startProviderSignInSession(request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): Promise<Session> {
  const { db } = request.server;
  const previous = sessionToken(request);
  if (previous !== undefined) await deleteSessionByToken(db, previous);
  await deleteEndedSessions(db, userId, now);
  const serviceAgreementId = await recordSignIn(db, userId, now);
  if ((await checkSignInDevice(request, reply, userId, now)) !== null) {
    await rememberSignInDevice(request, reply, userId, now);
    await reportNewDeviceSignIn(request, userId, now);
  }
  const { token, session } = await createSession(db, { userId, serviceAgreementId, now, policy: sessionPolicy(request.server.serverConfig) });
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
  request.session = session;
  return session;
}

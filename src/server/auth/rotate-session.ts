import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../db/schema';
import { SESSION_COOKIE, currentSession, sessionCookieOptions } from '../plugins/session';
import { hashSessionToken, newSessionToken } from './session-token';

/**
 * Issues a new session id for the same member, agreement, idle deadline and absolute cap (after a passed step-up,
 * so an id seen before the check is worthless after it). What hangs off the session (its challenges, its profile
 * reminder, what it keeps of the identity provider) moves to the new id in the same transaction, and the old row is deleted: the old cookie gets 401 on
 * every server process.
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const old = currentSession(request);
  const token = newSessionToken();
  // Decisions start over: some of them (a profile reminder, a paperless answer) name the session's id.
  const rotated: Session = { ...old, id: hashSessionToken(token), decisions: null, decisions_epoch: 0 };
  await request.server.db.transaction().execute(async (trx) => {
    await trx.insertInto('sessions').values(rotated).execute();
    await trx.updateTable('step_up_challenges').set({ session_id: rotated.id }).where('session_id', '=', old.id).execute();
    await trx.updateTable('profile_reminders').set({ session_id: rotated.id }).where('session_id', '=', old.id).execute();
    await trx.updateTable('identity_provider_sessions').set({ session_id: rotated.id }).where('session_id', '=', old.id).execute();
    await trx.deleteFrom('sessions').where('id', '=', old.id).execute();
  });
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
  request.session = rotated;
  return rotated;
}

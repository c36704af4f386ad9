import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../errors';
import { currentSession } from '../plugins/session';
import { accessAgreementIdOf } from './staff/staff-session';

/**
 * 403 unless the signed-in user's access in the session's agreement is more than view-only. A VIEW_ONLY (or
 * NO_ACCESS) trusted member may look at the member's accounts and change nothing, whatever view permission a route's
 * guard asks for; the guards of config/permissions.json that pages use are view permissions, so every call that
 * changes a member's data asks this too. Call it before the request's ids are looked up, so a refusal reveals nothing.
 */
export async function refuseViewOnly(request: FastifyRequest): Promise<void> {
  const session = currentSession(request);
  const agreementId = accessAgreementIdOf(session);
  const access =
    agreementId === null
      ? undefined
      : await request.server.db
          .selectFrom('agreement_users')
          .select('access_level')
          .where('agreement_id', '=', agreementId)
          .where('user_id', '=', session.user_id)
          .executeTakeFirst();
  if (!access || access.access_level === 'VIEW_ONLY' || access.access_level === 'NO_ACCESS') throw new ApiProblem(403, 'FORBIDDEN');
}

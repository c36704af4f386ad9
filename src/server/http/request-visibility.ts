import type { FastifyRequest } from 'fastify';
import { audiencesForUser, channelForUser } from '../../../engine/core/audience';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import { evaluateFlag, type FlagContext } from '../../../engine/core/flags';
import { decideGuard } from '../../../engine/core/guard-decision';
import { decide } from '../../../engine/core/policy';
import { evaluateVisibility, type VisibilityRule } from '../../../engine/core/visibility';
import { flagContextOf, type FlagMember } from '../domain/flag-context';
import { loadAgreement } from '../domain/service-agreements';
import { permissionsManifest, policyManifest } from '../../manifests';
import { currentSession } from '../plugins/session';
import { flagsInForce } from '../studio/flags-in-force';
import { permissionsOf } from './request-permissions';
import { policySubjectOf } from './request-policy';

/**
 * Whether a visibility rule of the manifests holds for the signed-in user, judged by the server with the same pure
 * evaluator the browser uses (flags for the user, guards and capabilities by the policy and their permissions in the
 * current agreement, audiences, channel), so a rule that hides a feature in the browser also refuses it here. The server knows no precheck alert
 * at this point: a rule naming one does not hold.
 */
export async function isVisibleTo(request: FastifyRequest, member: FlagMember, rule: DeepReadonly<VisibilityRule>): Promise<boolean> {
  const session = currentSession(request);
  const { flags } = await flagsInForce(request.server, session);
  const flagContext = flagContextOf(member);
  const flagValues: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(flags)) flagValues[key] = evaluateFlag(definition, flagContext);
  const [permissions, subject] = await Promise.all([permissionsOf(request), policySubjectOf(request)]);
  const agreement = session.service_agreement_id === null ? undefined : await loadAgreement(request.server.db, session.service_agreement_id);
  const user = { additions: { membershipType: member.membership_type, ...(member.employee_guid ? { employee_guid: member.employee_guid } : {}) } };
  return evaluateVisibility(rule, {
    flags: flagValues,
    guards: (name) => decideGuard(policyManifest, permissionsManifest, { subject, permissions }, name).allowed,
    can: (capability) => decide(policyManifest, subject, { capability }).allowed,
    audiences: audiencesForUser(user, agreement === undefined ? undefined : { isMaster: agreement.is_master }),
    channel: channelForUser(user),
  });
}

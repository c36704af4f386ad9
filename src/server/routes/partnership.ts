import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PartnershipSsoAnswer, PartnershipSsoQuery } from '../../../engine/core/generated/api.gen';
import { ssoManifest } from '../../manifests';
import { loadMember } from '../domain/current-user';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { decideHandOff } from '../domain/partnership/hand-off';
import { mintHandOffToken, redeemHandOffToken } from '../domain/partnership/hand-off-token';
import { HAND_OFF_PAGE, handOffUrl } from '../domain/partnership/partner-url';
import { findTarget, pickTarget, targetsByRoutePath } from '../domain/partnership/targets';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { isVisibleTo } from '../http/request-visibility';
import { partnershipSsoCopy } from '../domain/partnership/sso-copy';
import { ssoExpiredPage, ssoLandingPage, ssoNotFoundPage } from '../partner/sso-page';
import type { CapabilityName, GuardName } from '../plugins/route-guards';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 401: error, 403: error, 404: error };
const TAGS = ['partnership'];
const DEFAULT_GUARD: GuardName = 'canViewProductSummary';
const DEFAULT_HAND_OFF_SECONDS = 120;

/**
 * Partnership single sign-on, mounted at /api/partnership: one route per config/sso.json path, guarded by
 * its target's guard. It checks the path parameters are the member's and the member is eligible, then mints a
 * single-use hand-off token and answers the partner URL carrying it. A refusal is a validationError, not an error.
 */
export const partnershipRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const lifetimeSeconds = ssoManifest.handOffSeconds ?? DEFAULT_HAND_OFF_SECONDS;

  for (const [path, group] of targetsByRoutePath()) {
    app.get<{ Params: Record<string, string>; Querystring: PartnershipSsoQuery; Reply: PartnershipSsoAnswer }>(
      path,
      {
        schema: {
          tags: TAGS,
          summary: `Hands the member off to ${group.map((target) => target.key).join(' / ')} (config/sso.json)`,
          querystring: apiSchemaRef('partnership-sso-query'),
          response: { 200: apiSchemaRef('partnership-sso-answer'), ...errors },
        },
        // Targets sharing a path share its capability (npm run validate checks).
        config: { capability: (group[0]?.capability ?? 'view-accounts') as CapabilityName, guard: (group[0]?.guard as GuardName | undefined) ?? DEFAULT_GUARD },
      },
      async (request) => {
        const picked = pickTarget(group, request.query ?? {});
        if (!picked) throw new ApiProblem(404, 'NOT_FOUND');
        const { target, query } = picked;
        const params = { ...request.params };
        const scope = await loadMemberScope(app.db, currentSession(request));
        const decision = await decideHandOff(app.db, { target, params, scope, today: businessDate(app.clock()) });
        if (decision.kind === 'notFound') throw new ApiProblem(404, 'NOT_FOUND');
        if (decision.kind === 'refused') return { ssoPostUrl: '', validationError: decision.message };
        // A hand-off the menus hide from this member (e.g. the Investment Center from a business or trusted
        // member) is refused here too, judged with the menus' own rule.
        const eligible = target.eligibleWhen;
        const member = eligible ? await loadMember(app.db, scope.userId) : undefined;
        if (eligible && member && !(await isVisibleTo(request, member, eligible.rule))) return { ssoPostUrl: '', validationError: eligible.refusal };
        const config = app.serverConfig.partnerSso;
        const token = await mintHandOffToken(app.db, {
          key: config.signingKey,
          userId: scope.userId,
          externalId: scope.externalId,
          target: target.key,
          params: { ...params, ...query },
          now: app.clock(),
          lifetimeSeconds,
        });
        return { ssoPostUrl: handOffUrl(config, { target, params, query, token }), validationError: '', ...(target.opens === 'none' ? { accessToken: token } : {}) };
      },
    );
  }
};

function sendPage(reply: FastifyReply, html: string, status: number): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The same-origin landing a hand-off reaches when no partner is configured (/partner/sso/<target>?token=): it
 * redeems the token once for the signed-in member and stands in for the partner; frameable by this app only.
 */
export const partnershipPageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  // The token, minted under the target's guard for this very member, is the authorization here.
  app.get<{ Params: { target: string }; Querystring: { token?: string } }>(
    `${HAND_OFF_PAGE}/:target`,
    { config: { capability: 'own-session', guard: null, frameAncestors: 'self' } },
    async (request, reply) => {
      const target = findTarget(request.params.target);
      const copy = await partnershipSsoCopy(app.db);
      if (!target) return sendPage(reply, ssoNotFoundPage(copy), 404);
      const session = currentSession(request);
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const redeemed = token === '' ? undefined : await redeemHandOffToken(app.db, { key: app.serverConfig.partnerSso.signingKey, token, target: target.key, userId: session.user_id, now: app.clock() });
      if (!redeemed) return sendPage(reply, ssoExpiredPage(copy), 410);
      const member = await app.db.selectFrom('members').select('full_name').where('id', '=', session.user_id).executeTakeFirstOrThrow();
      return sendPage(reply, ssoLandingPage({ description: target.description, memberName: member.full_name }, copy), 200);
    },
  );
};

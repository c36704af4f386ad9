import type { FastifyPluginAsync } from 'fastify';
import type { RemindMeLaterRequest, UpdateAdditionsRequest } from '../../../engine/core/generated/api.gen';
import { remindAboutProfileLater } from '../domain/member-contacts';
import { loadMemberScope } from '../domain/member-scope';
import { recordPaperlessResponse } from '../domain/statement-delivery';
import { completeOnboarding } from '../domain/onboarding';
import { completeTutorial } from '../domain/tutorial';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { requireCapability } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error };

/**
 * The profile-manager calls of the sign-in intercepts: 'Remind Me Later' on the profile intercept, and
 * update-additions (the go-paperless answer, the tutorial). Mounted at /api/profile-manager.
 */
export const profileManagerRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Body: RemindMeLaterRequest }>(
    '/client-api/profile/v1/remind-me-later',
    {
      schema: {
        tags: ['profile-manager'],
        summary: 'Not now for the profile intercept: the precheck does not raise it again in this session (it does at the next sign-in)',
        body: apiSchemaRef('remind-me-later-request'),
        response: { 204: { type: 'null' }, ...errors },
      },
      // The signed-in user's own reminder: any signed-in user, for themselves only (externalId must be theirs).
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      if (request.body.externalId !== scope.externalId) throw new ApiProblem(403, 'FORBIDDEN', '/externalId');
      await remindAboutProfileLater(app.db, { sessionId: scope.sessionId, userId: scope.userId, now: app.clock() });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: UpdateAdditionsRequest }>(
    '/client-api/profile/v1/update-additions',
    {
      schema: {
        tags: ['profile-manager'],
        summary: "Record the member's answer to the go-paperless prompt (RML, PDP, GOP: every account electronic), that they finished the tutorial and that they went on from onboarding",
        body: apiSchemaRef('update-additions-request'),
        response: { 204: { type: 'null' }, ...errors },
      },
      // The person's own progress (tutorial, onboarding) is their session's; the go-paperless answer is the statement
      // delivery consent config/policy.json gives the holder only, decided before anything is written.
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      if (request.body.stmtSuppModalResponse !== undefined) await requireCapability(request, 'manage-statement-delivery');
      const scope = await loadMemberScope(app.db, currentSession(request));
      const now = app.clock();
      if (request.body.stmtSuppModalResponse !== undefined) await recordPaperlessResponse(app.db, scope, request.body.stmtSuppModalResponse, now);
      if (request.body.tutorialCompleted === true) await completeTutorial(app.db, scope.userId, now);
      if (request.body.onboardingCompleted === true) await completeOnboarding(app.db, scope.userId);
      return reply.code(204).send();
    },
  );
};

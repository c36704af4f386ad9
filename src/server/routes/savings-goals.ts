import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SavingsGoal, SavingsGoalCreate, SavingsGoalList, SavingsGoalParams, SavingsGoalUpdate } from '../../../engine/core/generated/api.gen';
import { businessDate } from '../domain/business-date';
import type { AccountReach } from '../domain/visible-arrangements';
import { loadMemberScope } from '../domain/member-scope';
import { createSavingsGoal, deleteSavingsGoal, listSavingsGoals, updateSavingsGoal } from '../domain/savings-goals';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const tags = ['savings-goals'];
const BASE = '/client-api/v1/goals';
// Goals are kept beside the member's accounts: the product summary's permission, as money insights' budgets.
const guard = 'canViewProductSummary';

/** What the session reaches: its agreements' accounts, narrowed to a trusted user's shared ones. */
const reachOf = async (request: FastifyRequest): Promise<AccountReach> => loadMemberScope(request.server.db, currentSession(request));

/**
 * Savings goals, mounted at /api/savings-goals: the goals of the savings accounts the session reaches, and creating,
 * changing and deleting one (the organize-finances capability, which view-only trusted users and staff lack). A goal
 * or account the session does not reach is 404. Today is the credit union's business date from the app clock.
 */
export const savingsGoalRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const today = () => businessDate(app.clock());

  app.get<{ Reply: SavingsGoalList }>(
    BASE,
    {
      schema: { tags, summary: 'The savings goals of the savings accounts the session reaches, soonest target first, with their progress', response: { 200: apiSchemaRef('savings-goal-list'), ...errors } },
      config: { capability: 'view-accounts', guard },
    },
    async (request) => listSavingsGoals(app.db, await reachOf(request)),
  );

  app.post<{ Body: SavingsGoalCreate; Reply: SavingsGoal }>(
    BASE,
    {
      schema: { tags, summary: 'Create a savings goal on a savings account', body: apiSchemaRef('savings-goal-create'), response: { 201: apiSchemaRef('savings-goal'), ...errors } },
      config: { capability: 'organize-finances', guard },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const goal = await createSavingsGoal(app.db, { reach: scope, userId: scope.userId, goal: request.body, now: app.clock(), today: today() });
      return reply.code(201).send(goal);
    },
  );

  app.put<{ Params: SavingsGoalParams; Body: SavingsGoalUpdate; Reply: SavingsGoal }>(
    `${BASE}/:goalId`,
    {
      schema: { tags, summary: "Change a savings goal's name, target and target date", params: apiSchemaRef('savings-goal-params'), body: apiSchemaRef('savings-goal-update'), response: { 200: apiSchemaRef('savings-goal'), ...errors } },
      config: { capability: 'organize-finances', guard },
    },
    async (request) => updateSavingsGoal(app.db, { reach: await reachOf(request), goalId: request.params.goalId, goal: request.body, now: app.clock(), today: today() }),
  );

  app.delete<{ Params: SavingsGoalParams }>(
    `${BASE}/:goalId`,
    {
      schema: { tags, summary: 'Delete a savings goal', params: apiSchemaRef('savings-goal-params'), response: { 204: { type: 'null' }, ...errors } },
      config: { capability: 'organize-finances', guard },
    },
    async (request, reply) => {
      await deleteSavingsGoal(app.db, await reachOf(request), request.params.goalId);
      return reply.code(204).send();
    },
  );
};

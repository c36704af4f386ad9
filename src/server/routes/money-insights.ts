import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ArrangementIdParams,
  BalanceHistory,
  Budget,
  BudgetList,
  BudgetParams,
  BudgetUpdate,
  MoneyInsightsOverview,
  MoneyInsightsPeriodQuery,
  RecurringChargeList,
} from '../../../engine/core/generated/api.gen';
import { moneyInsightsManifest } from '../../manifests/money-insights-manifest';
import { balanceHistory } from '../domain/money-insights/balance-history';
import { listBudgets, removeBudget, setBudget, type BudgetKeeper, type BudgetOwner } from '../domain/money-insights/budgets';
import { moneyOverview, recurringCharges } from '../domain/money-insights/insights';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const tags = ['money-insights'];
const BASE = '/client-api/v1';
// Everything here is read from (or kept beside) the member's accounts: the product summary's permission. The
// /personal-finance page has no guard of its own, /my-makingcents adds canAccessMyMakingCents on the page.
const guard = 'canViewProductSummary';

/** The period asked for: one of the configured choices, the default when absent; any other is a 400. */
function monthsOf(query: MoneyInsightsPeriodQuery): number {
  const months = query.months ?? moneyInsightsManifest.periods.defaultMonths;
  if (!moneyInsightsManifest.periods.monthChoices.includes(months)) throw new ApiProblem(400, 'BAD_REQUEST', '/months');
  return months;
}

async function budgetOwner(request: FastifyRequest): Promise<BudgetOwner> {
  const session = currentSession(request);
  const scope = await loadMemberScope(request.server.db, session);
  return { userId: scope.userId, agreementId: session.service_agreement_id, reach: { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds } };
}

/**
 * Budgets are kept by the signed-in member or trusted user who changes them (the organize-finances capability of
 * config/policy.json, which view-only trusted users and staff lack, decided before anything is read).
 */
async function budgetKeeperOf(request: FastifyRequest): Promise<BudgetKeeper> {
  const session = currentSession(request);
  const scope = await loadMemberScope(request.server.db, session);
  if (session.service_agreement_id === null) throw new ApiProblem(403, 'FORBIDDEN');
  return { userId: scope.userId, agreementId: session.service_agreement_id, reach: { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds } };
}

/**
 * Money insights (/my-makingcents and /personal-finance), mounted at /api/money-insights: spending by
 * category and income versus spending per month, budgets with this month's progress, repeating charges and an
 * account's balance history, all read from the booked transactions of the accounts the session reaches; and the
 * signed-in user's budgets (set, remove). Today is the credit union's business date from the app clock.
 */
export const moneyInsightRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const today = (): string => businessDate(app.clock());

  app.get<{ Querystring: MoneyInsightsPeriodQuery; Reply: MoneyInsightsOverview }>(
    `${BASE}/overview`,
    {
      schema: {
        tags,
        summary: 'Spending by category per month and income versus spending per month over the last months (booked transactions; moves between own accounts left out)',
        querystring: apiSchemaRef('money-insights-period-query'),
        response: { 200: apiSchemaRef('money-insights-overview'), ...errors },
      },
      config: { capability: 'view-accounts', guard },
    },
    async (request) => {
      const months = monthsOf(request.query);
      const scope = await loadMemberScope(app.db, currentSession(request));
      return moneyOverview(app.db, scope, today(), months);
    },
  );

  app.get<{ Reply: RecurringChargeList }>(
    `${BASE}/recurring-charges`,
    {
      schema: {
        tags,
        summary: 'Charges that repeat (same merchant, similar amount, weekly, biweekly, monthly or yearly) with their next expected date',
        response: { 200: apiSchemaRef('recurring-charge-list'), ...errors },
      },
      config: { capability: 'view-accounts', guard },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return recurringCharges(app.db, scope, today());
    },
  );

  app.get<{ Params: ArrangementIdParams; Querystring: MoneyInsightsPeriodQuery; Reply: BalanceHistory }>(
    `${BASE}/accounts/:id/balance-history`,
    {
      schema: {
        tags,
        summary: "One account's booked balance over the last months, by day and month end; 404 for an account the session does not reach",
        params: apiSchemaRef('arrangement-id-params'),
        querystring: apiSchemaRef('money-insights-period-query'),
        response: { 200: apiSchemaRef('balance-history'), ...errors },
      },
      config: { capability: 'view-accounts', guard },
    },
    async (request) => {
      const months = monthsOf(request.query);
      const scope = await loadMemberScope(app.db, currentSession(request));
      return balanceHistory(app.db, scope, request.params.id, today(), months);
    },
  );

  app.get<{ Reply: BudgetList }>(
    `${BASE}/budgets`,
    {
      schema: {
        tags,
        summary: "The signed-in user's budgets with this month's spending against each, and the categories a budget can be set for",
        response: { 200: apiSchemaRef('budget-list'), ...errors },
      },
      config: { capability: 'view-accounts', guard },
    },
    async (request) => listBudgets(app.db, await budgetOwner(request), today()),
  );

  app.put<{ Params: BudgetParams; Body: BudgetUpdate; Reply: Budget }>(
    `${BASE}/budgets/:categoryId`,
    {
      schema: {
        tags,
        summary: "Set the monthly limit of a category's budget (creates or changes it); answers it with this month's progress",
        params: apiSchemaRef('budget-params'),
        body: apiSchemaRef('budget-update'),
        response: { 200: apiSchemaRef('budget'), ...errors },
      },
      config: { capability: 'organize-finances', guard },
    },
    async (request) => {
      const owner = await budgetKeeperOf(request);
      return setBudget(app.db, owner, { categoryId: Number(request.params.categoryId), monthlyLimitCents: request.body.monthlyLimitCents }, app.clock(), today());
    },
  );

  app.delete<{ Params: BudgetParams }>(
    `${BASE}/budgets/:categoryId`,
    {
      schema: { tags, summary: "Remove a category's budget; 404 when the user has none for it", params: apiSchemaRef('budget-params'), response: { 204: { type: 'null' }, ...errors } },
      config: { capability: 'organize-finances', guard },
    },
    async (request, reply) => {
      const owner = await budgetKeeperOf(request);
      await removeBudget(app.db, owner, Number(request.params.categoryId));
      return reply.code(204).send();
    },
  );
};

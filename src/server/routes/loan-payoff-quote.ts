import type { FastifyPluginAsync } from 'fastify';
import type { ArrangementIdParams, ErrorResponse, LoanPayoffQuote, LoanPayoffQuoteQuery } from '../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../engine/core';
import { payoffThroughProblem } from '../../../engine/core/payoff-quote';
import { loanServicingManifest } from '../../manifests/loan-servicing-manifest';
import { businessDate } from '../domain/business-date';
import { loadPayoffQuote } from '../domain/lending/payoff-quote';
import { loadMemberScope } from '../domain/member-scope';
import { productGroupOf } from '../domain/product-summary';
import { findVisibleArrangement } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { requireCapability } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const rules = loanServicingManifest.payoffQuote;

/**
 * A payoff quote of one of the member's loans or home equity lines good through a day they choose (today up to payoffQuote.maxDaysAhead
 * days later), read with the same permission as the account's page. Mounted at /api/arrangement-manager.
 */
export const loanPayoffQuoteRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Params: ArrangementIdParams; Querystring: LoanPayoffQuoteQuery; Reply: LoanPayoffQuote | ErrorResponse }>(
    '/client-api/v2/productsummary/arrangements/:id/payoff-quote',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary:
          "The payoff of one of the member's loans or home equity lines good through ?through=yyyy-mm-dd (today up to the configured days ahead), assuming no further payments, with its per-diem interest: a loan with a payment schedule by its schedule, any other by its balance owed plus interest accrued daily since it was last charged. A date it cannot quote: 400 at /through. Not one of the member's loans or lines: 404.",
        params: apiSchemaRef('arrangement-id-params'),
        querystring: apiSchemaRef('loan-payoff-quote-query'),
        response: { 200: apiSchemaRef('loan-payoff-quote'), 400: error, 401: error, 403: error, 404: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      // A payoff is a loan's details: a condition that takes those away (litigation) refuses it before the loan is looked up.
      await requireCapability(request, 'view-accounts', 'loans');
      const scope = await loadMemberScope(app.db, currentSession(request));
      const arrangement = await findVisibleArrangement(app.db, scope, request.params.id);
      const group = arrangement ? productGroupOf(arrangement.product_kind) : undefined;
      if (!arrangement || (group !== 'loans' && group !== 'heloc')) throw new ApiProblem(404, 'NOT_FOUND');
      if (group === 'heloc') await requireCapability(request, 'view-accounts', 'heloc');
      const today = businessDate(app.clock());
      const problem = payoffThroughProblem(request.query.through, today, rules.maxDaysAhead);
      if (problem !== undefined) {
        return reply.code(400).send({ errors: [{ path: '/through', message: resolveTemplate(rules.errors[problem], { days: String(rules.maxDaysAhead) }) }] });
      }
      // Every loan and line has a payoff (by its schedule, or by daily interest on its balance owed).
      const quote = await loadPayoffQuote(app.db, arrangement.id, request.query.through);
      if (!quote) throw new ApiProblem(404, 'NOT_FOUND');
      return quote;
    },
  );
};

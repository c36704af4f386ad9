import type { FastifyPluginAsync } from 'fastify';
import type { AccountPreferenceList, AccountPreferencesUpdate, ErrorResponse } from '../../../engine/core/generated/api.gen';
import { listAccountPreferences, saveAccountPreferences } from '../domain/account-preferences/account-preferences';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { readerLanguage } from '../i18n/reader-language';
import { wordsForReader } from '../i18n/reader-words';
import { accountPreferencesManifest } from '../../manifests/account-preferences-manifest';
import { decideFor } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const PATH = '/client-api/v2/account-preferences';

/** Whose choices a scope reads: the signed-in user's own; staff read the member's (the agreement's primary user). */
const holderOf = (scope: MemberScope): string => (scope.staff ? scope.ownerId : scope.userId);

/**
 * Edit Accounts (/accounts/list/edit, page key accountsummaryedit): nicknames, order and hidden accounts of the
 * summary, per user. Mounted at /api/arrangement-manager. Saving is the personalize capability of config/policy.json:
 * a view-only trusted user may (the choices are their own view and change nothing of the member's); staff may not
 * (they are the member's own, and no staff reason makes them the bank's business), nor a member whose condition
 * takes it away (delinquent, level 7).
 */
export const accountPreferenceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: AccountPreferenceList }>(
    PATH,
    {
      schema: { tags: ['arrangement-manager'], summary: "Every account the session reaches, in the user's summary order, with its nickname and whether it is hidden", response: { 200: apiSchemaRef('account-preference-list'), ...errors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const [accounts, decision] = await Promise.all([listAccountPreferences(app.db, { userId: holderOf(scope), agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds }), decideFor(request, 'personalize')]);
      return { accounts, editable: decision.allowed };
    },
  );

  app.put<{ Body: AccountPreferencesUpdate; Reply: AccountPreferenceList | ErrorResponse }>(
    PATH,
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: 'Replaces the summary arrangement: every account once, in order, with its nickname and hidden choice',
        body: apiSchemaRef('account-preferences-update'),
        response: { 200: apiSchemaRef('account-preference-list'), ...errors, 422: error },
      },
      config: { capability: 'personalize', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const outcome = await saveAccountPreferences(app.db, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, update: request.body, now: app.clock() });
      if (outcome.kind === 'not-found') throw new ApiProblem(404, 'NOT_FOUND', outcome.path);
      if (outcome.kind === 'invalid') {
        const { manifest } = await wordsForReader(app.db, (db) => readerLanguage(request, db), 'account-preferences.json', accountPreferencesManifest);
        return reply.code(422).send({ errors: outcome.errors.map(({ path, message }) => ({ path, message: message(manifest) })) });
      }
      return { accounts: await listAccountPreferences(app.db, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds }), editable: true };
    },
  );
};

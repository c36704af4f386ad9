import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { TransactionExportQuery, TransactionIdParams } from '../../../engine/core/generated/api.gen';
import { loadAccountDetail } from '../domain/account-detail';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { transactionAccount } from '../domain/transaction-access';
import { planTransactionExport } from '../domain/transaction-export/export-file';
import { transactionFilterOf } from '../domain/transaction-items';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { accountViewRefusalFor } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const text = { schema: { type: 'string' } };
const exportResponse = {
  description: 'The file, as an attachment named after the account and the date range, streamed as it is read.',
  content: { 'text/csv': text, 'application/x-ofx': text, 'application/vnd.intu.qfx': text },
};
const imageResponse = {
  description: 'The stored image of the paid check.',
  content: { 'image/svg+xml': { schema: { type: 'string' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } },
};

/**
 * Files of the transaction-manager service: an account's transactions exported whole (every page of the current
 * search) as CSV, OFX or QFX, and the image of a paid check. Same guard and account rules as the list. Mounted at
 * /api/transaction-manager.
 */
export const transactionFileRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Querystring: TransactionExportQuery }>(
    '/client-api/v2/transactions/export',
    {
      schema: {
        tags: ['transaction-manager'],
        summary: "Every transaction of an account matching the list's filters (all pages) as a CSV, OFX or QFX download, streamed",
        querystring: apiSchemaRef('transaction-export-query'),
        response: { 200: exportResponse, ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const scope = await loadMemberScope(app.db, session);
      const now = app.clock();
      const today = businessDate(now);
      const query = request.query;
      const access = await transactionAccount(app.db, scope, query.arrangementId, await accountViewRefusalFor(request));
      if (access === undefined) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementId');
      if ('blocked' in access) return reply.code(403).send({ errors: [{ path: '', message: access.blocked }] });
      const account = await loadAccountDetail(app.db, { agreementId: session.service_agreement_id, arrangementId: access.account.id, mask: true, today });
      if (!account) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementId');
      const plan = await planTransactionExport(app.db, {
        account,
        filter: transactionFilterOf(query, [access.account.id]),
        format: query.format,
        direction: query.secDirection ?? 'DESC',
        now,
        today,
      });
      return reply
        .header('content-type', plan.mediaType)
        .header('content-disposition', `attachment; filename="${plan.fileName}"`)
        .send(Readable.from(plan.chunks));
    },
  );

  app.get<{ Params: TransactionIdParams }>(
    '/client-api/v2/transactions/:id/check-image',
    {
      schema: {
        tags: ['transaction-manager'],
        summary: "The image of a paid check (front), for a transaction of an account the session reaches; 404 when it has none",
        params: apiSchemaRef('transaction-id-params'),
        response: { 200: imageResponse, ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const image = await app.db
        .selectFrom('check_images as ci')
        .innerJoin('transactions as t', 't.id', 'ci.transaction_id')
        .select(['t.arrangement_id', 't.check_number', 'ci.media_type', 'ci.content'])
        .where('ci.transaction_id', '=', request.params.id)
        .executeTakeFirst();
      // Another member's check answers exactly as a transaction without one: nothing tells them apart.
      const access = image === undefined ? undefined : await transactionAccount(app.db, scope, image.arrangement_id, await accountViewRefusalFor(request));
      if (image === undefined || access === undefined) throw new ApiProblem(404, 'NOT_FOUND');
      if ('blocked' in access) return reply.code(403).send({ errors: [{ path: '', message: access.blocked }] });
      const extension = image.media_type === 'image/png' ? 'png' : 'svg';
      return reply
        .header('content-type', image.media_type)
        .header('content-disposition', `inline; filename="check-${image.check_number ?? 'image'}.${extension}"`)
        .send(Buffer.from(image.content));
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type {
  ErrorResponse,
  TransactionCategoryList,
  TransactionCategoryQuery,
  TransactionCategoryUpdate,
  TransactionList,
  TransactionListQuery,
} from '../../../engine/core/generated/api.gen';
import listQuerySchema from '../../../schemas/api/transaction-list-query.schema.json';
import { loadMemberScope } from '../domain/member-scope';
import { chooseCategory, listCategories } from '../domain/transaction-categories';
import { transactionAccount } from '../domain/transaction-access';
import { toTransactionItem, transactionFilterOf } from '../domain/transaction-items';
import { decodeCursor, encodeCursor, listFingerprint } from '../domain/transaction-cursor';
import { countTransactionLines, readTransactionLines } from '../domain/transaction-lines';
import { visibleArrangements } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { accountViewRefusalFor } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const DEFAULT_PAGE_SIZE = listQuerySchema.properties.size.default;

/**
 * The transaction-manager service: an account's transactions with paging, search and filters, the
 * category catalogue, and the member's own re-categorisation. Mounted at /api/transaction-manager.
 */
export const transactionRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Querystring: TransactionListQuery; Reply: TransactionList | ErrorResponse }>(
    '/client-api/v2/transactions',
    {
      schema: {
        tags: ['transaction-manager'],
        summary:
          'One page of transactions (newest first unless secDirection=ASC), pending and posted, with running balances; x-total-count gives how many match, x-next-cursor and x-previous-cursor the neighbouring pages (keyset paging)',
        querystring: apiSchemaRef('transaction-list-query'),
        response: {
          200: {
            ...apiSchemaRef('transaction-list'),
            headers: {
              type: 'object',
              properties: { 'x-total-count': { type: 'integer', minimum: 0 }, 'x-next-cursor': { type: 'string' }, 'x-previous-cursor': { type: 'string' } },
            },
          },
          ...errors,
        },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const query = request.query;
      let arrangementIds: string[];
      if (query.arrangementId !== undefined) {
        const access = await transactionAccount(app.db, scope, query.arrangementId, await accountViewRefusalFor(request));
        if (access === undefined) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementId');
        if ('blocked' in access) return reply.code(403).send({ errors: [{ path: '', message: access.blocked }] });
        arrangementIds = [access.account.id];
      } else {
        // Without an account named, the accounts whose details the caller may not see are left out rather than refused.
        const refusal = await accountViewRefusalFor(request);
        arrangementIds = (await visibleArrangements(app.db, scope, 'all')).filter((account) => refusal(account) === undefined).map((account) => account.id);
      }
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const from = query.from ?? 0;
      if (query.cursor !== undefined && from > 0) throw new ApiProblem(400, 'BAD_REQUEST', '/from');
      const direction = query.secDirection ?? 'DESC';
      const filter = transactionFilterOf(query, arrangementIds);
      const fingerprint = listFingerprint(filter, direction);
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint);
      // One line more than the page, on the side it reads towards: whether a page lies beyond it.
      const read = await readTransactionLines(app.db, filter, { offset: from * size, limit: size + 1, direction, ...(cursor === undefined ? {} : { cursor }) });
      const beyond = read.length > size;
      const lines = cursor?.side === 'before' ? read.slice(beyond ? 1 : 0) : read.slice(0, size);
      const first = lines[0];
      const last = lines.at(-1);
      const hasNext = cursor?.side === 'before' ? last !== undefined : beyond;
      const hasPrevious = cursor === undefined ? from > 0 : cursor.side === 'after' || beyond;
      if (hasNext && last !== undefined) reply.header('x-next-cursor', encodeCursor(fingerprint, { side: 'after', key: last.key }));
      if (hasPrevious && first !== undefined) reply.header('x-previous-cursor', encodeCursor(fingerprint, { side: 'before', key: first.key }));
      reply.header('x-total-count', String(await countTransactionLines(app.db, filter)));
      return lines.map(toTransactionItem);
    },
  );

  app.get<{ Querystring: TransactionCategoryQuery; Reply: TransactionCategoryList }>(
    '/client-api/v2/transactions/categories',
    {
      schema: {
        tags: ['transaction-manager'],
        summary: 'The category catalogue with numeric ids: groups (level 1) and the categories a transaction can take (level 2)',
        querystring: apiSchemaRef('transaction-category-query'),
        response: { 200: apiSchemaRef('transaction-category-list'), ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => listCategories(app.db, request.query.level ?? 'ALL'),
  );

  app.patch<{ Body: TransactionCategoryUpdate }>(
    '/client-api/v2/transactions',
    {
      schema: {
        tags: ['transaction-manager'],
        summary: "File a transaction under another category (the member's view; the ledger is never changed)",
        body: apiSchemaRef('transaction-category-update'),
        response: { 204: { type: 'null' }, ...errors },
      },
      config: { capability: 'organize-finances', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      // The choice is what everyone on the accounts sees: a view-only trusted member may not make it.
      const session = currentSession(request);
      const scope = await loadMemberScope(app.db, session);
      await chooseCategory(app.db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, transactionId: request.body.id, categoryId: request.body.categoryId, userId: scope.userId, now: app.clock() });
      return reply.code(204).send();
    },
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  DisputeAccountList,
  DisputeDetail,
  DisputeDisputableList,
  DisputeDisputableQuery,
  DisputeDocumentQuery,
  DisputeDocumentReceipt,
  DisputeList,
  DisputeNewRequest,
  DisputeParams,
  DisputeProgressRequest,
  DisputeSummary,
  DisputeTransaction,
  DisputeTransactionParams,
} from '../../../engine/core/generated/api.gen';
import { disputesManifest } from '../../manifests/disputes-manifest';
import { describeTransaction, disputeDetail, disputeLimits, fileDispute, listDisputes, visibleDispute } from '../domain/disputes/disputes';
import { disputeProblem } from '../domain/disputes/dispute-problem';
import { listDisputableTransactions, listDisputeAccounts } from '../domain/disputes/disputable';
import { addEvent } from '../domain/disputes/events';
import { markUnderReview, postProvisionalCredit, resolveDispute } from '../domain/disputes/progress';
import { IDEMPOTENCY_HEADER, sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { storeMemberUpload, uploadTooLarge } from '../domain/uploads/store-upload';
import { uploadRules } from '../domain/uploads/upload-rules';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { OCTET_STREAM, acceptRawUploads } from '../http/raw-upload-parser';
import { uploadRequestHooks } from '../http/upload-limits';
import { receivedUploadOf, type ReceivedUpload } from '../domain/uploads/intake';

const BASE = '/client-api/v1/disputes';
const TAGS = ['claims'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const changeErrors = { ...readErrors, 409: error, 422: error };
const MAX_BYTES = uploadRules.maxBytes;
/** The disputes portal of config/upload-portals.json: a dispute's documents are its uploads under the case number. */
const DISPUTES_PORTAL = 'disputes';

const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(request.server.db, currentSession(request));

/**
 * The claims center, mounted at /api/claims-manager-service beside the precheck. A dispute is about a
 * transaction of an account the session's agreements reach: any other id is 404 and changes nothing. Reading needs
 * canViewProductSummary (the disputes are about account activity); filing and adding documents also more than
 * view-only access. The credit union's side (review, provisional credit, resolution) is not a member's call: the
 * deadline rule runs with the payment executor, and in demo mode /api/dev plays the disputes team (devDisputeRoutes).
 */
export const disputeRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

  acceptRawUploads(app, MAX_BYTES, uploadTooLarge);

  app.get<{ Reply: DisputeList }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'The disputes of the accounts the session reaches, newest first, with the Regulation E limits of config/disputes.json',
        response: { 200: apiSchemaRef('dispute-list'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => ({ disputes: await listDisputes(app.db, await scopeOf(request)), limits: disputeLimits() }),
  );

  app.get<{ Reply: DisputeAccountList }>(
    `${BASE}/accounts`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'The accounts the session reaches whose charges may be disputed online (accountKinds of config/disputes.json), where Start a dispute begins',
        response: { 200: apiSchemaRef('dispute-account-list'), ...readErrors },
      },
      config: { capability: 'file-dispute', guard: 'canViewProductSummary' },
    },
    async (request) => listDisputeAccounts(app.db, await scopeOf(request)),
  );

  app.get<{ Querystring: DisputeDisputableQuery; Reply: DisputeDisputableList }>(
    `${BASE}/disputable-transactions`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          "One account's most recent transactions that may be disputed now, newest first: the filing rule itself (a posted charge or withdrawal of an account kind taken online, inside the filing window, not yet disputed); another member's account is 404",
        querystring: apiSchemaRef('dispute-disputable-query'),
        response: { 200: apiSchemaRef('dispute-disputable-list'), ...readErrors },
      },
      config: { capability: 'file-dispute', guard: 'canViewProductSummary' },
    },
    async (request) => listDisputableTransactions(app.db, await scopeOf(request), request.query.arrangementId, businessDate(app.clock())),
  );

  app.get<{ Params: DisputeTransactionParams; Reply: DisputeTransaction }>(
    `${BASE}/transactions/:transactionId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          'One transaction as the dispute form shows it: whether it may be disputed (a posted charge or withdrawal within the filing window, not yet disputed), else why not; when it may, the other charges of its account a duplicate-charge dispute may name',
        params: apiSchemaRef('dispute-transaction-params'),
        response: { 200: apiSchemaRef('dispute-transaction'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => describeTransaction(app.db, await scopeOf(request), request.params.transactionId, businessDate(app.clock())),
  );

  app.post<{ Body: DisputeNewRequest; Reply: DisputeSummary }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          "Files a dispute of a posted charge or withdrawal: a reason of config/disputes.json, an amount in cents up to the transaction (400 over it, or under it for a reason that takes the whole amount), for a duplicate charge the other charge of the same account it duplicates (400 missing, 404 not the session's, 422 itself or another account's), optional details; a case number and the Regulation E dates come back. 409 when the transaction is already disputed; Idempotency-Key optional",
        body: apiSchemaRef('dispute-new-request'),
        response: { 201: apiSchemaRef('dispute-summary'), ...changeErrors },
      },
      config: { capability: 'file-dispute', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { transactionId, reasonId, amountCents, duplicateOfTransactionId, details } = request.body;
      const work = async (trx: Parameters<typeof fileDispute>[0]) => {
        const now = app.clock();
        return fileDispute(trx, scope, {
          transactionId,
          reasonId,
          amountCents,
          ...(duplicateOfTransactionId === undefined ? {} : { duplicateOfTransactionId }),
          ...(details === undefined ? {} : { details }),
          now,
          today: businessDate(now),
        });
      };
      if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
        const summary = await app.db.transaction().execute(work);
        return reply.code(201).send(summary);
      }
      const answer = await withIdempotency<DisputeSummary>(request, async (trx) => ({ status: 201, body: await work(trx) }));
      return sendIdempotent(reply, answer);
    },
  );

  app.get<{ Params: DisputeParams; Reply: DisputeDetail }>(
    `${BASE}/:disputeId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'One dispute: its status, Regulation E dates, timeline (filed, under review, provisional credit, resolved, credit made final or reversed) and documents',
        params: apiSchemaRef('dispute-params'),
        response: { 200: apiSchemaRef('dispute-detail'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => disputeDetail(app.db, await scopeOf(request), request.params.disputeId),
  );

  app.post<{ Params: DisputeParams; Querystring: DisputeDocumentQuery; Body: ReceivedUpload | undefined; Reply: DisputeDocumentReceipt }>(
    `${BASE}/:disputeId/documents`,
    {
      bodyLimit: MAX_BYTES + 1,
      // Before the body is read: no session, a session already sending its share or a membership past its allowance is
      // refused without the server taking in the upload.
      ...uploadRequestHooks(),
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: `Adds a document to an open dispute: the raw bytes (Content-Type ${OCTET_STREAM}), ?fileName=. Stored through the disputes upload portal under the case number (type from the bytes, size limit, virus scan, SHA-256, receipt number; the upload limits answer 429)`,
        params: apiSchemaRef('dispute-params'),
        querystring: apiSchemaRef('dispute-document-query'),
        consumes: [OCTET_STREAM],
        response: { 201: apiSchemaRef('dispute-document-receipt'), 413: error, 429: error, ...changeErrors },
      },
      config: { capability: 'file-dispute', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const dispute = await visibleDispute(app.db, scope, request.params.disputeId);
      if (dispute.status === 'RESOLVED') throw disputeProblem(409, 'alreadyResolved');
      const count = await app.db
        .selectFrom('document_uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', dispute.member_id)
        .where('portal_id', '=', DISPUTES_PORTAL)
        .where('reference', '=', dispute.case_number)
        .executeTakeFirstOrThrow();
      const max = disputesManifest.maxDocumentsPerDispute;
      if (Number(count.n) >= max) throw disputeProblem(400, 'tooManyDocuments', '', { max: String(max) });
      const now = app.clock();
      const stored = await storeMemberUpload(app.db, {
        userId: scope.userId,
        memberId: dispute.member_id,
        portalId: DISPUTES_PORTAL,
        reference: dispute.case_number,
        fileName: request.query.fileName,
        upload: receivedUploadOf(request.body),
        now,
      });
      const fileName = (await app.db.selectFrom('document_uploads').select('file_name').where('id', '=', stored.id).executeTakeFirstOrThrow()).file_name;
      await app.db.transaction().execute((trx) => addEvent(trx, dispute.id, 'DOCUMENT_ADDED', now, { detail: `${fileName} (${stored.receiptNumber})` }));
      return reply.code(201).send({ uploadId: stored.id, receiptNumber: stored.receiptNumber, fileName, mediaType: stored.mediaType, sizeBytes: stored.sizeBytes, sha256: stored.sha256 });
    },
  );
};

/**
 * Demo mode only (registered only then, like dev-card-network.ts, at /api/dev): plays the credit union's disputes team
 * on one of the signed-in member's disputes, so a demo can follow a dispute's timeline to the end. review: under
 * review; post-provisional-credit: the provisional credit now (as the deadline rule would); resolve with an outcome.
 */
export const devDisputeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Params: DisputeParams; Body: DisputeProgressRequest; Reply: DisputeDetail }>(
    '/disputes/:disputeId/progress',
    {
      schema: {
        tags: ['dev'],
        summary: "Demo only: the credit union's side of one of the member's disputes (review, post the provisional credit, resolve IN_MEMBER_FAVOR or DENIED); answers the dispute as the member sees it",
        params: apiSchemaRef('dispute-params'),
        body: apiSchemaRef('dispute-progress-request'),
        response: { 200: apiSchemaRef('dispute-detail'), 400: error, 401: error, 404: error, 409: error },
      },
      // Demo only: a caller who may file disputes plays the disputes team for their own (any other id is 404).
      config: { capability: 'file-dispute', guard: null },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const dispute = await visibleDispute(app.db, scope, request.params.disputeId);
      const { action, outcome } = request.body;
      if (action === 'resolve' && outcome === undefined) throw disputeProblem(400, 'badProgression', '/outcome');
      if (action !== 'resolve' && outcome !== undefined) throw disputeProblem(400, 'badProgression', '/outcome');
      await app.db.transaction().execute(async (trx) => {
        const now = app.clock();
        if (action === 'review') await markUnderReview(trx, dispute.id, now);
        else if (action === 'post-provisional-credit') {
          if (dispute.status === 'RESOLVED') throw disputeProblem(409, 'alreadyResolved');
          await postProvisionalCredit(trx, dispute.id, now);
        } else await resolveDispute(trx, dispute.id, outcome!, now);
      });
      return disputeDetail(app.db, scope, dispute.id);
    },
  );
};

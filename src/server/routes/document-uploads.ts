import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  DocumentPortalList,
  DocumentPortalParams,
  DocumentUpload,
  DocumentUploadList,
  DocumentUploadParams,
  DocumentUploadQuery,
} from '../../../engine/core/generated/api.gen';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { findMemberUpload, listMemberUploads, portalList } from '../domain/uploads/upload-rows';
import { uploadRules } from '../domain/uploads/upload-rules';
import { storeMemberUpload, uploadTooLarge } from '../domain/uploads/store-upload';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { OCTET_STREAM, acceptRawUploads } from '../http/raw-upload-parser';
import { uploadRequestHooks } from '../http/upload-limits';
import { receivedUploadOf, type ReceivedUpload } from '../domain/uploads/intake';

const BASE = '/client-api/v1';
const TAGS = ['document-upload'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const MAX_BYTES = uploadRules.maxBytes;

const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(request.server.db, currentSession(request));


/**
 * Upload Documents (the portal choices), mounted at /api/document-upload. The documents are the membership's
 * (MemberScope.ownerId, the agreement's primary user): another membership's upload id is 404. The portals offered
 * depend on the membership's kind (consumer or business, config/upload-portals.json); a portal of the other kind is
 * 403, an informational or hand-off portal 404. Files are raw bytes, typed from their content, size-limited,
 * virus-scanned and stored with their SHA-256 and a receipt number (domain/uploads/store-upload.ts).
 */
export const documentUploadRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

  acceptRawUploads(app, MAX_BYTES, uploadTooLarge);

  app.get<{ Reply: DocumentPortalList }>(
    `${BASE}/portals`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "The document portals of the membership's kind (consumer or business; config/upload-portals.json): an in-app upload, a hand-off to a partner portal or information only, and the chatbot entry",
        response: { 200: apiSchemaRef('document-portal-list'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewUploadDocuments' },
    },
    async (request) => portalList(app.db, (await scopeOf(request)).ownerId),
  );

  app.post<{ Params: DocumentPortalParams; Querystring: DocumentUploadQuery; Body: ReceivedUpload | undefined; Reply: DocumentUpload }>(
    `${BASE}/portals/:portalId/uploads`,
    {
      bodyLimit: MAX_BYTES + 1,
      // Before the body is read: no session, a session already sending its share or a membership past its allowance is
      // refused without the server taking in the upload.
      ...uploadRequestHooks(),
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: `Uploads a document to a portal: the raw bytes (Content-Type ${OCTET_STREAM}), ?fileName= and an optional ?reference=. Typed from its bytes; empty, a type the portal does not take or a name of another type 400, a portal of the other member type 403, larger than uploads.maxBytes 413, refused by the virus scan 422, a session already sending its share or a membership past its allowance 429; answers the receipt`,
        params: apiSchemaRef('document-portal-params'),
        querystring: apiSchemaRef('document-upload-query'),
        consumes: [OCTET_STREAM],
        response: { 201: apiSchemaRef('document-upload'), 413: error, 422: error, 429: error, ...readErrors },
      },
      config: { capability: 'upload-documents', guard: 'canUploadDocuments' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const stored = await storeMemberUpload(app.db, {
        userId: scope.userId,
        memberId: scope.ownerId,
        portalId: request.params.portalId,
        ...(request.query.reference === undefined ? {} : { reference: request.query.reference }),
        fileName: request.query.fileName,
        upload: receivedUploadOf(request.body),
        now: app.clock(),
      });
      return reply.code(201).send(await findMemberUpload(app.db, scope.ownerId, stored.id));
    },
  );

  app.get<{ Reply: DocumentUploadList }>(
    `${BASE}/uploads`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "The membership's uploaded documents, newest first: receipt number, portal, type, size, SHA-256 and when",
        response: { 200: apiSchemaRef('document-upload-list'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewUploadDocuments' },
    },
    async (request) => ({ uploads: await listMemberUploads(app.db, (await scopeOf(request)).ownerId) }),
  );

  app.get<{ Params: DocumentUploadParams; Reply: DocumentUpload }>(
    `${BASE}/uploads/:uploadId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "One of the membership's uploaded documents (another membership's id is 404)",
        params: apiSchemaRef('document-upload-params'),
        response: { 200: apiSchemaRef('document-upload'), ...readErrors },
      },
      config: { capability: 'view-accounts', guard: 'canViewUploadDocuments' },
    },
    async (request) => findMemberUpload(app.db, (await scopeOf(request)).ownerId, request.params.uploadId),
  );
};

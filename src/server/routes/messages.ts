import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  MessageAttachmentParams,
  MessageAttachmentQuery,
  MessageAttachmentUpload,
  MessageDeletion,
  MessageDetail,
  MessageIndicator,
  MessageList,
  MessageListQuery,
  MessageNewRequest,
  MessageParams,
  MessageReceipt,
  MessageStatus,
  MessageStatusRequest,
  MessageTopicList,
} from '../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../manifests/messages-manifest';
import { attachmentContent, attachmentsOf, contentDisposition, storeUpload, tooLarge } from '../domain/messages/attachments';
import { deleteMessage, selectableTopics, sendMessage, setMessageStatus } from '../domain/messages/changes';
import { findMessage, listFilterOf, listMessages, threadOf, toSummaries, unreadIndicator } from '../domain/messages/message-rows';
import { DOWNLOAD_HEADERS } from '../http/download-headers';
import { IDEMPOTENCY_HEADER, sendIdempotent, withIdempotency } from '../http/idempotency';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { OCTET_STREAM, acceptRawUploads } from '../http/raw-upload-parser';
import { uploadRequestHooks } from '../http/upload-limits';
import { receivedUploadOf, type ReceivedUpload } from '../domain/uploads/intake';

const BASE = '/client-api/v1/messages';
const TAGS = ['messages'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const changeErrors = { ...readErrors, 409: error, 422: error };
const MAX_BYTES = messagesManifest.attachments.maxBytes;

const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(request.server.db, currentSession(request));

/**
 * The messages service (base /client-api/v1/messages), mounted at /api/messages-service. A member's message center is
 * the membership's: the agreement's primary user owns the messages (MemberScope.ownerId), so another member's id is
 * 404 and changes nothing. Reads need canViewMessageCenter; sending and uploading canSendMessages, the status call
 * canEditMessages, delete canDeleteMessages (Message Center.Messages create/edit/delete: the member's full access;
 * trusted users hold no Messages function, staff only its view), and every change more than view-only access.
 */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  // Every call keeps the session alive except the unread indicator, which the header polls in the background: a
  // poll is not the member's activity, and extending on it would keep an idle session open forever.
  const extend = requireSession({ extend: true });
  const idle = requireSession({ extend: false });

  acceptRawUploads(app, MAX_BYTES, tooLarge);

  app.get<{ Querystring: MessageListQuery; Reply: MessageList }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "The member's messages sent in the last `days` days (1, 7 default, 30 or 60: config/app.json messages), newest first; `type` Email (with Emessage), Letter or Text/SMS",
        querystring: apiSchemaRef('message-list-query'),
        response: { 200: apiSchemaRef('message-list'), ...readErrors },
      },
      config: { capability: 'read-messages', guard: 'canViewMessageCenter' },
    },
    async (request) => {
      const filter = listFilterOf(request.query);
      const scope = await scopeOf(request);
      return { messages: await listMessages(app.db, scope.ownerId, filter, app.clock()) };
    },
  );

  app.get<{ Reply: MessageIndicator }>(
    `${BASE}/indicator`,
    {
      preValidation: idle,
      schema: { tags: TAGS, summary: 'newMessagePresent: whether any message is Unread, and how many are', response: { 200: apiSchemaRef('message-indicator'), ...readErrors } },
      config: { capability: 'read-messages', guard: 'canViewMessageCenter' },
    },
    async (request) => unreadIndicator(app.db, (await scopeOf(request)).ownerId, app.clock()),
  );

  app.get<{ Reply: MessageTopicList }>(
    `${BASE}/topics`,
    {
      preValidation: extend,
      schema: { tags: TAGS, summary: 'The topics a member may choose for a new message (config/messages.json)', response: { 200: apiSchemaRef('message-topic-list'), ...readErrors } },
      config: { capability: 'read-messages', guard: 'canViewMessageCenter' },
    },
    async () => ({ topics: selectableTopics() }),
  );

  app.post<{ Body: MessageNewRequest; Reply: MessageReceipt }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'Sends a new message (an Emessage): a topic, optionally a reply to a message of the member (joins its thread), a reference to one of their items, their unused uploads; Idempotency-Key optional',
        body: apiSchemaRef('message-new-request'),
        response: { 201: apiSchemaRef('message-receipt'), ...changeErrors },
      },
      config: { capability: 'send-messages', guard: 'canSendMessages' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const send = async (trx: Parameters<typeof sendMessage>[0]) =>
        sendMessage(trx, { ownerId: scope.ownerId, authorId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, request: request.body, now: app.clock() });
      if (request.headers[IDEMPOTENCY_HEADER] !== undefined) {
        return sendIdempotent(reply, await withIdempotency<MessageReceipt>(request, async (trx) => ({ status: 201, body: await send(trx) })));
      }
      return reply.code(201).send(await app.db.transaction().execute(send));
    },
  );

  app.post<{ Querystring: MessageAttachmentQuery; Body: ReceivedUpload | undefined; Reply: MessageAttachmentUpload }>(
    `${BASE}/attachments`,
    {
      bodyLimit: MAX_BYTES + 1,
      // Before the body is read: no session, a session already sending its share or a membership past its allowance is
      // refused without the server taking in the upload.
      ...uploadRequestHooks(),
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: `Uploads a file to attach to a new message: the raw bytes (Content-Type ${OCTET_STREAM}), ?fileName=. Its type is decided from the bytes; empty, disallowed types and a name of another type are 400, larger than config/messages.json attachments.maxBytes 413, refused by the virus scan 422, a session already sending its share or a membership past its allowance 429 (docs/uploads.md)`,
        querystring: apiSchemaRef('message-attachment-query'),
        consumes: [OCTET_STREAM],
        response: { 201: apiSchemaRef('message-attachment-upload'), 413: error, 429: error, ...changeErrors },
      },
      config: { capability: 'send-messages', guard: 'canSendMessages' },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const upload = await storeUpload(app.db, { ownerId: scope.ownerId, uploadedBy: scope.userId, fileName: request.query.fileName, upload: receivedUploadOf(request.body), now: app.clock() });
      return reply.code(201).send(upload);
    },
  );

  app.get<{ Params: MessageAttachmentParams }>(
    `${BASE}/:messageId/attachments/:attachmentId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "An attachment's bytes, as a download (Content-Disposition attachment, nosniff, a sandboxing CSP, not cached)",
        params: apiSchemaRef('message-attachment-params'),
        response: { 200: { description: 'The stored file, with the content type decided when it was uploaded.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }, ...readErrors },
      },
      config: { capability: 'read-messages', guard: 'canViewMessageCenter' },
      // After the app-wide security headers (route hooks run last): the file's own CSP and caching win.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) void reply.headers(DOWNLOAD_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const message = await findMessage(app.db, scope.ownerId, request.params.messageId, undefined);
      const file = await attachmentContent(app.db, message.id, request.params.attachmentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(Buffer.from(file.content));
    },
  );

  app.get<{ Params: MessageParams; Reply: MessageDetail }>(
    `${BASE}/:messageId/:messageType`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'One message with its body, its attachments and the other messages of its thread, oldest first (the type must be its own; Text/SMS is Text%2FSMS)',
        params: apiSchemaRef('message-params'),
        response: { 200: apiSchemaRef('message-detail'), ...readErrors },
      },
      config: { capability: 'read-messages', guard: 'canViewMessageCenter' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const message = await findMessage(app.db, scope.ownerId, request.params.messageId, request.params.messageType);
      const [summary] = await toSummaries(app.db, [message]);
      return { ...summary!, body: message.body, attachments: await attachmentsOf(app.db, message.id), thread: await threadOf(app.db, message) };
    },
  );

  app.post<{ Params: MessageParams; Body: MessageStatusRequest; Reply: MessageStatus }>(
    `${BASE}/:messageId/:messageType/status`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'Marks a received message Read or Unread (newStatus); a Sent or Broadcast message keeps its status and is answered unchanged',
        params: apiSchemaRef('message-params'),
        body: apiSchemaRef('message-status-request'),
        response: { 200: apiSchemaRef('message-status'), ...changeErrors },
      },
      config: { capability: 'send-messages', guard: 'canEditMessages' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db
        .transaction()
        .execute((trx) => setMessageStatus(trx, { ownerId: scope.ownerId, messageId: request.params.messageId, messageType: request.params.messageType, newStatus: request.body.newStatus }));
    },
  );

  app.delete<{ Params: MessageParams; Reply: MessageDeletion }>(
    `${BASE}/:messageId/:messageType`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'Deletes a message: gone from the list, the indicator and reads afterwards',
        params: apiSchemaRef('message-params'),
        response: { 200: apiSchemaRef('message-deletion'), ...changeErrors },
      },
      config: { capability: 'send-messages', guard: 'canDeleteMessages' },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return app.db.transaction().execute((trx) => deleteMessage(trx, { ownerId: scope.ownerId, messageId: request.params.messageId, messageType: request.params.messageType, now: app.clock() }));
    },
  );
};

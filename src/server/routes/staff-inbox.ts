import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  MessageAttachmentQuery,
  MessageAttachmentUpload,
  StaffInboxAttachmentParams,
  StaffInboxDetail,
  StaffInboxItem,
  StaffInboxList,
  StaffInboxListQuery,
  StaffInboxParams,
  StaffInboxReply,
  StaffInboxReplyRequest,
  StaffInboxUpdate,
} from '../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../manifests/messages-manifest';
import { contentDisposition, tooLarge } from '../domain/messages/attachments';
import { inboxDetail, listInbox, replyInInbox, requireThread, updateInbox, type InboxStaff } from '../domain/staff/inbox';
import { inboxAttachmentContent, storeInboxUpload } from '../domain/staff/inbox-attachments';
import { receivedUploadOf, type ReceivedUpload } from '../domain/uploads/intake';
import { DOWNLOAD_HEADERS } from '../http/download-headers';
import { OCTET_STREAM, acceptRawUploads } from '../http/raw-upload-parser';
import { uploadRequestHooks } from '../http/upload-limits';
import { staffOf } from '../http/staff-request';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const BASE = '/client-api/v1/inbox';
const ONE = `${BASE}/:kind/:threadId`;
const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const changeErrors = { ...readErrors, 409: error };
const MAX_BYTES = messagesManifest.attachments.maxBytes;

/** The staff user asking (the guards already refuse members; this keeps the inbox staff-only whatever the roles say). */
async function inboxStaff(request: FastifyRequest): Promise<InboxStaff> {
  const staff = await staffOf(request);
  if (!staff) throw new ApiProblem(403, 'FORBIDDEN');
  return { userId: staff.userId, fullName: staff.fullName };
}

/**
 * The staff inbox, mounted at /api/service-desk: the conversations members started (message-center
 * threads and chats), their status (NEW, OPEN, PENDING, CLOSED: domain/staff/inbox-status.ts) and assignee, and
 * replies that reach the member. Reading needs canViewStaffInbox, changing and replying canWorkStaffInbox; members
 * hold neither. Every call is in the staff audit; the calls about one conversation name its member there. A message's
 * files download from the conversation they belong to (canViewStaffInbox), and a reply's files go through the one
 * upload intake (docs/uploads.md) with the message center's rules (canWorkStaffInbox).
 */
export const staffInboxRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

  acceptRawUploads(app, MAX_BYTES, tooLarge);

  app.get<{ Querystring: StaffInboxListQuery; Reply: StaffInboxList }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'The conversations members started, newest activity first: status (none: all), assignee me | unassigned | all, page (zero-based); with counts per status',
        querystring: apiSchemaRef('staff-inbox-list-query'),
        response: { 200: apiSchemaRef('staff-inbox-list'), ...readErrors },
      },
      config: { capability: 'staff-desk', guard: 'canViewStaffInbox' },
    },
    async (request) => {
      const staff = await inboxStaff(request);
      noteStaffAudit(request, { detail: { status: request.query.status ?? 'ALL', assignee: request.query.assignee ?? 'all', page: request.query.page ?? 0 } });
      return listInbox(app.db, staff, request.query, app.clock());
    },
  );

  app.get<{ Params: StaffInboxParams; Reply: StaffInboxDetail }>(
    ONE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "One conversation: every message oldest first with the side that wrote it, and where what it is about lives in the member's accounts",
        params: apiSchemaRef('staff-inbox-params'),
        response: { 200: apiSchemaRef('staff-inbox-detail'), ...readErrors },
      },
      config: { capability: 'staff-desk', guard: 'canViewStaffInbox' },
    },
    async (request) => {
      await inboxStaff(request);
      const now = app.clock();
      const thread = await requireThread(app.db, now, request.params.kind, request.params.threadId);
      noteStaffAudit(request, { memberId: thread.member.id });
      return inboxDetail(app.db, thread, now);
    },
  );

  app.patch<{ Params: StaffInboxParams; Body: StaffInboxUpdate; Reply: StaffInboxItem }>(
    ONE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'Sets a conversation\'s status and/or assignee (a staff user of the service desk, or null)',
        params: apiSchemaRef('staff-inbox-params'),
        body: apiSchemaRef('staff-inbox-update'),
        response: { 200: apiSchemaRef('staff-inbox-item'), ...changeErrors },
      },
      config: { capability: 'staff-service', guard: 'canWorkStaffInbox' },
    },
    async (request) => {
      const staff = await inboxStaff(request);
      const now = app.clock();
      const thread = await requireThread(app.db, now, request.params.kind, request.params.threadId);
      noteStaffAudit(request, { memberId: thread.member.id, detail: { ...request.body } });
      return updateInbox(app.db, thread, staff, request.body, now);
    },
  );

  app.post<{ Params: StaffInboxParams; Body: StaffInboxReplyRequest; Reply: StaffInboxReply }>(
    `${ONE}/replies`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Replies to the member: a message from the credit union in their message center thread, or a line in their chat; the conversation becomes PENDING",
        params: apiSchemaRef('staff-inbox-params'),
        body: apiSchemaRef('staff-inbox-reply-request'),
        response: { 201: apiSchemaRef('staff-inbox-reply'), ...changeErrors },
      },
      config: { capability: 'staff-service', guard: 'canWorkStaffInbox' },
    },
    async (request, reply) => {
      const staff = await inboxStaff(request);
      const now = app.clock();
      const thread = await requireThread(app.db, now, request.params.kind, request.params.threadId);
      noteStaffAudit(request, { memberId: thread.member.id, detail: { replyLength: request.body.body.length, attachmentIds: request.body.attachmentIds ?? [] } });
      return reply.code(201).send(await replyInInbox(app.db, thread, staff, request.body, now));
    },
  );

  app.post<{ Params: StaffInboxParams; Querystring: MessageAttachmentQuery; Body: ReceivedUpload | undefined; Reply: MessageAttachmentUpload }>(
    `${ONE}/attachments`,
    {
      bodyLimit: MAX_BYTES + 1,
      // Before the body is read: no session, or a session already sending its share, is refused without the server
      // taking in the upload.
      ...uploadRequestHooks(),
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: `Uploads a file for a reply in a message conversation: the raw bytes (Content-Type ${OCTET_STREAM}), ?fileName=. The message center's rules (config/messages.json attachments): empty, disallowed types and a name of another type 400, too large 413, refused by the virus scan 422, past the uploader's allowance 429; a chat 400. Held as the staff user's own until a reply carries it (attachmentIds)`,
        params: apiSchemaRef('staff-inbox-params'),
        querystring: apiSchemaRef('message-attachment-query'),
        consumes: [OCTET_STREAM],
        response: { 201: apiSchemaRef('message-attachment-upload'), 413: error, 422: error, 429: error, ...changeErrors },
      },
      config: { capability: 'staff-service', guard: 'canWorkStaffInbox' },
    },
    async (request, reply) => {
      const staff = await inboxStaff(request);
      const now = app.clock();
      const thread = await requireThread(app.db, now, request.params.kind, request.params.threadId);
      noteStaffAudit(request, { memberId: thread.member.id });
      const upload = await storeInboxUpload(app.db, { thread, staffUserId: staff.userId, fileName: request.query.fileName, upload: receivedUploadOf(request.body), now });
      noteStaffAudit(request, { detail: { attachmentId: upload.attachmentId, sizeBytes: upload.sizeBytes } });
      return reply.code(201).send(upload);
    },
  );

  app.get<{ Params: StaffInboxAttachmentParams }>(
    `${ONE}/attachments/:attachmentId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "A file of a message in this conversation, as a download (Content-Disposition attachment, the type decided from its bytes when it was scanned, nosniff, a sandboxing CSP, not cached); another conversation's file is 404",
        params: apiSchemaRef('staff-inbox-attachment-params'),
        response: { 200: { description: 'The stored file, with the content type decided when it was uploaded.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }, ...readErrors },
      },
      config: { capability: 'staff-desk', guard: 'canViewStaffInbox' },
      // After the app-wide security headers (route hooks run last): the file's own CSP and caching win.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) void reply.headers(DOWNLOAD_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      await inboxStaff(request);
      const now = app.clock();
      const thread = await requireThread(app.db, now, request.params.kind, request.params.threadId);
      noteStaffAudit(request, { memberId: thread.member.id });
      const file = await inboxAttachmentContent(app.db, thread, request.params.attachmentId, now);
      return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName)).send(Buffer.from(file.content));
    },
  );
};

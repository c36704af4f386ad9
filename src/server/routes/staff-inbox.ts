import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  StaffInboxDetail,
  StaffInboxItem,
  StaffInboxList,
  StaffInboxListQuery,
  StaffInboxParams,
  StaffInboxReply,
  StaffInboxReplyRequest,
  StaffInboxUpdate,
} from '../../../engine/core/generated/api.gen';
import { inboxDetail, listInbox, replyInInbox, requireThread, updateInbox, type InboxStaff } from '../domain/staff/inbox';
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
 * hold neither. Every call is in the staff audit; the calls about one conversation name its member there.
 */
export const staffInboxRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

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
      noteStaffAudit(request, { memberId: thread.member.id, detail: { replyLength: request.body.body.length } });
      return reply.code(201).send(await replyInInbox(app.db, thread, staff, request.body.body, now));
    },
  );
};

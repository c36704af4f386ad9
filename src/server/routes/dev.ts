import type { FastifyPluginAsync } from 'fastify';
import type { OutboxList, PushTransactionParams } from '../../../engine/core/generated/api.gen';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const tags = ['dev'];

/**
 * Demo mode only, and registered only then: the SMS and push messages the server "sent" the signed-in
 * member, and the member's phone answering a push request. Mounted at /api/dev. The outbox stands for the member's
 * phone, so a session restricted by a new-device sign-in may use it too: that is how a demo in a second browser
 * gets its one-time code. Each call sees only the session's own member's messages.
 */
export const devRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: false, openWhileStepUpPending: true }));

  app.get<{ Reply: OutboxList }>(
    '/outbox',
    { schema: { tags, summary: 'Demo only: messages sent to the signed-in member, newest first', response: { 200: apiSchemaRef('outbox-list'), 401: error } }, config: { capability: 'own-session', guard: null } },
    async (request) => {
      const rows = await app.db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'body', 'transaction_id', 'created_at'])
        .where('user_id', '=', currentSession(request).user_id)
        .orderBy('seq', 'desc')
        .limit(50)
        .execute();
      return {
        messages: rows.map((row) => ({ id: row.id, channel: row.channel, recipient: row.recipient, text: row.body, transactionId: row.transaction_id, createdAt: row.created_at.toISOString() })),
      };
    },
  );

  app.post<{ Params: PushTransactionParams }>(
    '/push/:transactionId/:answer',
    {
      schema: { tags, summary: "Demo only: the member's phone approves or denies a push request", params: apiSchemaRef('push-transaction-params'), response: { 204: { type: 'null' }, 401: error, 404: error } },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const answered = await app.db
        .updateTable('step_up_deliveries')
        .set({ push_status: request.params.answer === 'approve' ? 'APPROVED' : 'DENIED' })
        .where('id', '=', request.params.transactionId)
        .where('kind', '=', 'PUSH')
        .where('user_id', '=', currentSession(request).user_id)
        .where('push_status', '=', 'IN_PROGRESS')
        .where('expires_at', '>', app.clock())
        .returning('id')
        .executeTakeFirst();
      if (!answered) throw new ApiProblem(404, 'NOT_FOUND');
      return reply.code(204).send();
    },
  );
};

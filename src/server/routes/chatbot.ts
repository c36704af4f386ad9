import type { FastifyPluginAsync } from 'fastify';
import type { ChatConversation, ChatConversationQuery, ChatMessage, ChatMessageRequest, ChatToken, ChatTokenQuery } from '../../../engine/core/generated/api.gen';
import { chatManifest } from '../../manifests/chat-manifest';
import { appManifest } from '../../manifests';
import { CHAT_ASSETS, CHAT_PAGE, chatAsset, chatPage } from '../chat/chat-page';
import { PARTNER_ASSETS } from '../partner/html';
import { bearerToken, openChatSession, requireChatSession } from '../domain/chat/chat-sessions';
import { loadConversation, sendMemberMessage } from '../domain/chat/conversations';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import type { GuardName } from '../plugins/route-guards';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const TAGS = ['chatbot'];
/** The partnership /chat sign-on's guard (sso.json names none, so the hand-off default): chat is open to whoever may sign on to it. */
const GUARD: GuardName = 'canViewProductSummary';
const extend = requireSession({ extend: true });
/** Polling for replies must not keep an idle session alive (the chat page reports typing as activity instead). */
const noExtend = requireSession({ extend: false });

/**
 * Chat, mounted at /api/chatbot. The token call redeems the single-use accessToken of the partnership
 * /chat sign-on for the signed-in member and opens a chat session; the chat page's calls then need both that chat
 * token (Authorization: Bearer) and the same member's session. A trusted user chats as themself (their own
 * conversation, keyed by their own user id): writing in chat changes nothing of the agreement's accounts.
 */
export const chatbotRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ChatTokenQuery; Reply: ChatToken }>(
    '/api/tokens',
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Redeems the chat sign-on's accessToken for a chat token and the chat page's URL (channelPlatform V7, channelID OLB)",
        querystring: apiSchemaRef('chat-token-query'),
        response: { 200: apiSchemaRef('chat-token'), 400: error, 401: error, 403: error, 410: error },
      },
      config: { capability: 'chat', guard: GUARD },
    },
    async (request) => {
      const { accessToken, channelPlatform, channelID } = request.query;
      if (channelPlatform !== appManifest.chat.channelPlatform) throw new ApiProblem(400, 'CHAT_CHANNEL_UNKNOWN', '/channelPlatform');
      if (channelID !== appManifest.chat.channelId) throw new ApiProblem(400, 'CHAT_CHANNEL_UNKNOWN', '/channelID');
      const now = app.clock();
      const issued = await openChatSession(app.db, {
        signingKey: app.serverConfig.partnerSso.signingKey,
        accessToken,
        userId: currentSession(request).user_id,
        channelPlatform,
        channelId: channelID,
        now,
        lifetimeSeconds: chatManifest.tokenLifetimeSeconds,
      });
      return { chatToken: issued.chatToken, chatUrl: chatManifest.chatUrl, expiresIn: Math.round((issued.expiresAt.getTime() - now.getTime()) / 1000) };
    },
  );

  app.get<{ Querystring: ChatConversationQuery; Reply: ChatConversation }>(
    '/api/conversation',
    {
      preValidation: noExtend,
      schema: {
        tags: TAGS,
        summary: "The member's conversation, oldest first; after=<seq> for only the newer messages (header Authorization: Bearer <chat token>)",
        querystring: apiSchemaRef('chat-conversation-query'),
        response: { 200: apiSchemaRef('chat-conversation'), 400: error, 401: error, 403: error },
      },
      config: { capability: 'chat', guard: GUARD },
    },
    async (request) => {
      const userId = currentSession(request).user_id;
      await requireChatSession(app.db, { chatToken: bearerToken(request.headers.authorization), userId, now: app.clock() });
      return loadConversation(app.db, { userId, after: request.query.after, limit: chatManifest.historyLimit });
    },
  );

  app.post<{ Body: ChatMessageRequest; Reply: ChatMessage }>(
    '/api/conversation/messages',
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: 'Sends a chat message into the member\'s open conversation, starting one when there is none (header Authorization: Bearer <chat token>)',
        body: apiSchemaRef('chat-message-request'),
        response: { 201: apiSchemaRef('chat-message'), 400: error, 401: error, 403: error },
      },
      config: { capability: 'chat', guard: GUARD },
    },
    async (request, reply) => {
      const userId = currentSession(request).user_id;
      const now = app.clock();
      await requireChatSession(app.db, { chatToken: bearerToken(request.headers.authorization), userId, now });
      const body = request.body.body.trim();
      if (body.length === 0 || body.length > chatManifest.messageMaxLength) {
        throw new ApiProblem(400, 'CHAT_MESSAGE_INVALID', '/body', { max: String(chatManifest.messageMaxLength) });
      }
      return reply.code(201).send(await sendMemberMessage(app.db, { userId, body, now }));
    },
  );
};

/**
 * The same-origin chat page (config/chat.json chatUrl by default) and its script and style sheet: framed by this app
 * only, no inline script (the CSP allows none), signed-in callers only. The page holds no member data; its script
 * reads the chat token from the URL fragment and loads the conversation through the chat calls above.
 */
export const chatPageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const frameable = { capability: 'own-session', guard: null, frameAncestors: 'self' } as const;
  app.get(CHAT_PAGE, { config: { ...frameable, capability: 'chat' } }, async (_request, reply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(chatPage(PARTNER_ASSETS)));
  app.get(CHAT_ASSETS.script, { config: frameable }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(chatAsset('script')));
  app.get(CHAT_ASSETS.style, { config: frameable }, async (_request, reply) => reply.type('text/css; charset=utf-8').send(chatAsset('style')));
};

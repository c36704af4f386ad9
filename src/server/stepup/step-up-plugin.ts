import { globalPlugin } from '../http/global-plugin';
import { outboxMessageSender, unconfiguredMessageSender, type MessageSender } from '../messaging/message-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where step-up codes and push requests go (the demo outbox in demo mode). */
    messageSender: MessageSender;
  }
}

/** Chooses the message adapter once for the whole app (a test may hand in its own). */
export const stepUpSupport = globalPlugin<{ messageSender?: MessageSender }>('step-up', async (app, options) => {
  app.decorate('messageSender', options.messageSender ?? (app.serverConfig.demoMode ? outboxMessageSender(app.db, app.clock) : unconfiguredMessageSender));
});

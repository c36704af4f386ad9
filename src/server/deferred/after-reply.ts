import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin';

/**
 * Work a request hands off to be done after its answer has gone out: an SMS or e-mail whose sending must not show in
 * the answer's timing (sign-in help answers in the same time whether or not the claimed facts named a member). The
 * tasks of a request start once its response is sent (onResponse), run one after another in this process, and a
 * failing one is logged, never answered. `idle()` resolves when every queued task has finished (closing the server
 * waits for it, and tests use it to read what was sent).
 */
export interface DeferredTasks {
  /** Runs `task` after this request's answer is sent. */
  afterReply(request: FastifyRequest, name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deferredTasks: DeferredTasks;
  }
}

interface Queued {
  name: string;
  task: () => Promise<void>;
}

function deferredTaskQueue(log: FastifyBaseLogger): DeferredTasks & { release(request: FastifyRequest): void } {
  const waiting = new WeakMap<FastifyRequest, Queued[]>();
  let chain: Promise<void> = Promise.resolve();
  const run = (queued: Queued): void => {
    chain = chain.then(async () => {
      try {
        await queued.task();
      } catch (error) {
        log.error({ err: error, task: queued.name }, 'a task run after the answer failed');
      }
    });
  };
  return {
    afterReply(request, name, task) {
      const list = waiting.get(request) ?? [];
      list.push({ name, task });
      waiting.set(request, list);
    },
    release(request) {
      const list = waiting.get(request);
      if (list === undefined) return;
      waiting.delete(request);
      for (const queued of list) run(queued);
    },
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
  };
}

/** The app's deferred task queue: tasks are released when their request's response has been sent. */
export const deferredTaskSupport = globalPlugin('deferred-tasks', async (app) => {
  const queue = deferredTaskQueue(app.log);
  app.decorate('deferredTasks', { afterReply: queue.afterReply, idle: queue.idle });
  app.addHook('onResponse', async (request) => {
    queue.release(request);
  });
  app.addHook('onClose', async () => {
    await queue.idle();
  });
});

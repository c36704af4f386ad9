import type { Kysely } from 'kysely';
import type { Database, Session } from './db/schema';
import type { ServerConfig } from './config';
import type { Clock } from './clock';

export type { Clock } from './clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    serverConfig: Readonly<ServerConfig>;
    clock: Clock;
  }
  interface FastifyRequest {
    /** Set by the session hook on routes that require a signed-in user. */
    session: Session | null;
    /** What the session hook's `alongside` read with the session row (plugins/session.ts), if it asked. */
    sessionAlongside: unknown;
  }
}

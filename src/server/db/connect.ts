import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
// Kysely ships its own PGlite dialect only from 0.29, which requires Node 22; we support Node 20, so this package stays.
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import { openPGliteDataDir } from './pglite-data-dir';
import { keepAppParsers } from './pglite-parsers';
import type { Database } from './schema';
import { typeParsers } from './type-parsers';

/** Where the data lives: the embedded PGlite (a directory, or memory when none is given) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string };

/** Picks the target the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: env.DATA_DIR?.trim() || './data' };
}

/**
 * Opens Kysely over the target. `db.destroy()` closes the pool or PGlite (PGlite must be closed, or Node waits on
 * it; closing also frees the data folder's lock). A PostgreSQL `schema` pins every connection's search_path, which
 * gives tests a private namespace.
 */
/** The PostgreSQL pool behind each Kysely this module opened (PGlite has none), for the pool's metrics. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool `db` runs on, or undefined on PGlite (and for a Kysely opened elsewhere). */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

export async function openDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  if (target.kind === 'pglite') {
    // A folder is opened crash-safely (fsync on, a lock, a redo of an interrupted initialisation: see
    // pglite-data-dir.ts). In memory: the options form, since PGlite.create(undefined, options) ignores the options.
    const parsers = { ...typeParsers };
    const client = target.dataDir ? await openPGliteDataDir(target.dataDir, { parsers }) : await PGlite.create({ parsers });
    keepAppParsers(client);
    return new Kysely<Database>({ dialect: new PGliteDialect(client) });
  }
  // Loaded here, not at the top: a process on the embedded database never needs the PostgreSQL driver.
  const { default: postgres } = await import('pg');
  const pool = new postgres.Pool({
    connectionString: target.url,
    ...(target.schema ? { options: `-c search_path=${quoteIdentifier(target.schema)}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? postgres.types.getTypeParser(oid, format)) as typeof postgres.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Double-quotes an SQL identifier (schema names built by tests). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

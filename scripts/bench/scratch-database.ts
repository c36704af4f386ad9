/** Throwaway PostgreSQL databases for the benchmarks: created on the server the bench runs against, dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier } from '../../src/server/db/connect';

/** DATABASE_URL, else the local server the README's PostgreSQL instructions use. */
export function benchPostgresUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The server's version when it answers within a few seconds, else null (the bench is then skipped). */
export async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  /** Connection URL of the new database (same server and credentials). */
  url: string;
  drop(): Promise<void>;
}

/** A new empty database named `<prefix>_<random>`; `drop()` removes it even with connections left open. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${quoteIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${quoteIdentifier(name)} with (force)`) };
}

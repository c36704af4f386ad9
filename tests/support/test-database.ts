import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, quoteIdentifier } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { copyMigratedPGlite } from './seeded-snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated, empty database: an in-memory PGlite, or a uniquely named schema on the DATABASE_URL server
 * (so test files run side by side without seeing each other's rows).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const copied = await copyMigratedPGlite();
    const db = copied ?? (await openDatabase({ kind: 'pglite' }));
    if (copied === undefined) await migrateToLatest(db);
    return { kind, db, destroy: () => db.destroy() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: PostgreSQL tests need a server');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  await sql.raw(`create schema ${quoteIdentifier(schema)}`).execute(admin);
  const db = await openDatabase({ kind: 'postgres', url, schema });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await sql.raw(`drop schema ${quoteIdentifier(schema)} cascade`).execute(admin);
    await admin.destroy();
    throw error;
  }
  return {
    kind,
    db,
    destroy: async () => {
      await db.destroy();
      await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * The demo seed, made once per test run and copied for every test app that wants it. Migrating and seeding took
 * several seconds per test file and database; a copy of the finished database takes a fraction of that. PGlite
 * copies a dumped data folder; PostgreSQL clones a template database. The snapshot is made fresh at the start of
 * each run (tests/api/global-setup.ts), from the same migrations, seed and clock the tests use, so it cannot be stale.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, quoteIdentifier } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { keepAppParsers } from '../../src/server/db/pglite-parsers';
import { typeParsers } from '../../src/server/db/type-parsers';
import { seedDemoData } from '../../src/server/seed';
import { kyselyFromDump, writeDump } from './pglite-copies';
import type { DatabaseKind, TestDatabase } from './test-database';

/** Where a run's snapshots are and the instant they were seeded at. */
export interface SeededSnapshots {
  /** The seed's clock instant (ISO); a test app seeded at another instant does not use the snapshot. */
  seededAt: string;
  /** A PGlite data-folder dump (uncompressed tar). */
  pgliteDump: string;
  /** The same before the seed: migrated and empty. */
  pgliteMigratedDump: string;
  /** A PostgreSQL template database on the DATABASE_URL server, when DATABASE_URL is set. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshots?: SeededSnapshots;
  }
}

function databaseUrl(database: string): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

function adminPool(): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }) }) });
}

/** Seeds both databases once (global setup). Returns a teardown that drops the PostgreSQL template. */
export async function makeSeededSnapshots(now: Date, folder: string): Promise<{ snapshots: SeededSnapshots; drop(): Promise<void> }> {
  const client = await PGlite.create({ parsers: { ...typeParsers } });
  keepAppParsers(client);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  const migratedPath = await writeDump(client, join(folder, 'pglite-migrated.tar'));
  await seedDemoData(db, { now });
  const seededPath = await writeDump(client, join(folder, 'pglite-seeded.tar'));
  await db.destroy();
  const snapshots: SeededSnapshots = { seededAt: now.toISOString(), pgliteDump: seededPath, pgliteMigratedDump: migratedPath };
  if (!process.env.DATABASE_URL) return { snapshots, drop: async () => {} };

  const template = `cu_seed_${randomBytes(4).toString('hex')}`;
  const admin = adminPool();
  await sql.raw(`create database ${quoteIdentifier(template)}`).execute(admin);
  const seeded = await openDatabase({ kind: 'postgres', url: databaseUrl(template) });
  await migrateToLatest(seeded);
  await seedDemoData(seeded, { now });
  await seeded.destroy();
  return {
    snapshots: { ...snapshots, postgresTemplate: template },
    drop: async () => {
      await sql.raw(`drop database if exists ${quoteIdentifier(template)}`).execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * A fresh, migrated, empty in-memory PGlite copied from the run's snapshot, or undefined outside a run that made one
 * (PGlite's own initdb then costs several seconds more).
 */
export async function copyMigratedPGlite(): Promise<Kysely<Database> | undefined> {
  const snapshots = inject('seededSnapshots');
  if (!snapshots) return undefined;
  return kyselyFromDump(snapshots.pgliteMigratedDump);
}

/** A private copy of the run's seeded database, or undefined when there is no snapshot for this kind and instant. */
export async function copySeededDatabase(kind: DatabaseKind, now: Date): Promise<TestDatabase | undefined> {
  const snapshots = inject('seededSnapshots');
  if (!snapshots || snapshots.seededAt !== now.toISOString()) return undefined;
  if (kind === 'pglite') {
    const db = await kyselyFromDump(snapshots.pgliteDump);
    return { kind, db, destroy: () => db.destroy() };
  }
  if (!snapshots.postgresTemplate) return undefined;
  const name = `cu_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = adminPool();
  await sql.raw(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(snapshots.postgresTemplate)}`).execute(admin);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  return {
    kind,
    db,
    destroy: async () => {
      await db.destroy();
      await sql.raw(`drop database if exists ${quoteIdentifier(name)}`).execute(admin);
      await admin.destroy();
    },
  };
}

import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration and returns the names it applied; throws the first failure (DDL is
 * transactional, so nothing is half-applied). The bookkeeping table is pinned to the connection's current schema:
 * left unpinned, Kysely would take another schema's table on the same server for its own.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database connection has no current schema (check search_path)');
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * The migrations this code has that the database has not applied (empty when the schema is current), read from the
 * bookkeeping table in the connection's current schema as migrateToLatest writes it.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database connection has no current schema (check search_path)');
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

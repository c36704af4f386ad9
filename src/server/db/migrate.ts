import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration and returns the names it applied; throws the first failure (DDL is
 * transactional, so nothing is half-applied). The bookkeeping table is pinned to the connection's current schema:
 * left unpinned, Kysely would take another schema's table on the same server for its own.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const schema = await currentSchema(db);
  // A schema already current needs no lock and no migrator: the migrator first reads the whole catalogue (every
  // table and column) to find its own tables, which costs a start on the embedded database half a second.
  const { pending, unknown } = await migrationState(db, schema);
  if (pending.length === 0 && unknown.length === 0) return [];
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
  return (await migrationState(db, await currentSchema(db))).pending;
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database connection has no current schema (check search_path)');
  return schema;
}

/** The bookkeeping table Kysely's migrator keeps in `schema` (its default name). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * What `schema`'s bookkeeping table says against this code, in one query: the code's migrations it does not list
 * (`pending`, in the migrator's order; all of them when there is no table yet), and the ones it lists that this code
 * does not have (`unknown`: a database a newer release migrated, which the migrator refuses to run against).
 */
async function migrationState(db: Kysely<Database>, schema: string): Promise<{ pending: string[]; unknown: string[] }> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass(${`${quoted(schema)}.${MIGRATION_TABLE}`}::text) is not null as present`.execute(db);
  const applied = new Set<string>();
  if (rows[0]?.present === true) {
    const names = await sql<{ name: string }>`select name from ${sql.table(`${schema}.${MIGRATION_TABLE}`)}`.execute(db);
    for (const { name } of names.rows) applied.add(name);
  }
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  return { pending: known.filter((name) => !applied.has(name)), unknown: [...applied].filter((name) => !known.includes(name)) };
}

/** A schema name as a quoted identifier for to_regclass (a schema name may hold capitals or dots). */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

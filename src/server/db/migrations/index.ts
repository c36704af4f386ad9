import type { Migration, MigrationProvider } from 'kysely';
import * as coreBanking from './0001-core-banking';

/** Every migration, in order. Names sort in the order they must run; never rename or edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-core-banking': coreBanking,
};

/** Hands Kysely's Migrator the in-code list (no file-system scan, so it works the same under tsx and bundlers). */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The version in force: its number (0 when nothing is published) and the manifests it replaces, by file name. */
export interface PublishedConfig {
  readonly version: number;
  /** The version row's own id: a number repeats across databases, the id never does. */
  readonly id: string | null;
  readonly manifests: Readonly<Record<string, unknown>>;
}

export const RELEASE_VERSION: PublishedConfig = Object.freeze({ version: 0, id: null, manifests: Object.freeze({}) });

// A published version never changes, so its manifests are kept by its id once read; the few newest are enough.
const KEPT_VERSIONS = 8;
const manifestsById = new Map<string, Readonly<Record<string, unknown>>>();

function keep(id: string, manifests: Readonly<Record<string, unknown>>): void {
  manifestsById.set(id, manifests);
  for (const oldest of manifestsById.keys()) {
    if (manifestsById.size <= KEPT_VERSIONS) break;
    manifestsById.delete(oldest);
  }
}

/** The number and id of the version in force: one indexed row, cheap enough to ask before each decision it changes. */
export async function currentVersionKey(db: Kysely<Database>): Promise<{ version: number; id: string | null }> {
  const row = await db.selectFrom('studio_versions').select(['number', 'id']).orderBy('number', 'desc').limit(1).executeTakeFirst();
  return row ? { version: row.number, id: row.id } : { version: 0, id: null };
}

/**
 * The version in force, read from the database so every server process agrees within one query: the number is read
 * each time, the manifests only the first time this process meets that version.
 */
export async function currentPublishedConfig(db: Kysely<Database>): Promise<PublishedConfig> {
  const key = await currentVersionKey(db);
  if (key.id === null) return RELEASE_VERSION;
  const kept = manifestsById.get(key.id);
  if (kept) return { version: key.version, id: key.id, manifests: kept };
  const row = await db.selectFrom('studio_versions').select('manifests').where('id', '=', key.id).executeTakeFirstOrThrow();
  const manifests = Object.freeze(row.manifests);
  keep(key.id, manifests);
  return { version: key.version, id: key.id, manifests };
}

/**
 * A manifest as the version in force has it: the published document when the version replaces it, else the one
 * the release bundles. The published one passed the same schema and cross-reference checks before it was published.
 */
export async function publishedManifest<T>(db: Kysely<Database>, name: string, bundled: T): Promise<T> {
  const published = await currentPublishedConfig(db);
  return Object.hasOwn(published.manifests, name) ? (published.manifests[name] as T) : bundled;
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StudioDraft, StudioDraftWrite } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { unknownManifestNames } from './check-draft';
import { currentVersionKey } from './published-manifests';

const iso = (value: Date | string): string => new Date(value).toISOString();

function draftQuery(db: Kysely<Database>) {
  return db
    .selectFrom('studio_drafts as d')
    .innerJoin('members as m', 'm.id', 'd.author_id')
    .select(['d.id', 'd.title', 'd.author_id', 'm.full_name', 'd.manifests', 'd.base_version', 'd.published_version', 'd.created_at', 'd.updated_at']);
}

type DraftRow = Awaited<ReturnType<ReturnType<typeof draftQuery>['executeTakeFirstOrThrow']>>;

const toDraft = (row: DraftRow): StudioDraft => ({
  id: row.id,
  title: row.title,
  author: { id: row.author_id, name: row.full_name },
  manifests: row.manifests as StudioDraft['manifests'],
  baseVersion: row.base_version,
  publishedVersion: row.published_version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The drafts no version has published yet, most recently changed first. */
export async function listOpenDrafts(db: Kysely<Database>): Promise<StudioDraft[]> {
  const rows = await draftQuery(db).where('d.published_version', 'is', null).orderBy('d.updated_at', 'desc').execute();
  return rows.map(toDraft);
}

/** One draft, or 404 with the catalogue's code. */
export async function loadDraft(db: Kysely<Database>, draftId: string): Promise<StudioDraft> {
  const row = await draftQuery(db).where('d.id', '=', draftId).executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'STUDIO_DRAFT_NOT_FOUND');
  return toDraft(row);
}

function refuseUnknownManifests(write: StudioDraftWrite): void {
  const unknown = unknownManifestNames(write.manifests);
  if (unknown.length > 0) throw new ApiProblem(400, 'STUDIO_UNKNOWN_MANIFEST', `/manifests/${unknown[0]!.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** A new draft by its author, based on the version in force. Saving checks nothing but the names: any draft may be kept. */
export async function createDraft(db: Kysely<Database>, input: { authorId: string; write: StudioDraftWrite; now: Date }): Promise<StudioDraft> {
  refuseUnknownManifests(input.write);
  const { version } = await currentVersionKey(db);
  const id = randomUUID();
  await db
    .insertInto('studio_drafts')
    .values({ id, author_id: input.authorId, title: input.write.title, manifests: JSON.stringify(input.write.manifests), base_version: version, created_at: input.now, updated_at: input.now })
    .execute();
  return loadDraft(db, id);
}

/**
 * The author's new title and manifests for a draft not yet published. Saving bases it on the version in force: the
 * author saw that version's manifests when saving, so publishing it cannot silently undo a later version.
 */
export async function updateDraft(db: Kysely<Database>, input: { draftId: string; authorId: string; write: StudioDraftWrite; now: Date }): Promise<StudioDraft> {
  const draft = await loadDraft(db, input.draftId);
  if (draft.author.id !== input.authorId) throw new ApiProblem(403, 'STUDIO_NOT_DRAFT_AUTHOR');
  if (draft.publishedVersion !== null) throw new ApiProblem(409, 'STUDIO_DRAFT_PUBLISHED');
  refuseUnknownManifests(input.write);
  const { version } = await currentVersionKey(db);
  await db
    .updateTable('studio_drafts')
    .set({ title: input.write.title, manifests: JSON.stringify(input.write.manifests), base_version: version, updated_at: input.now })
    .where('id', '=', input.draftId)
    .where('published_version', 'is', null)
    .execute();
  return loadDraft(db, input.draftId);
}

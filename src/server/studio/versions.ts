import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StudioVersion, StudioVersionList } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { draftIssues, nextVersionManifests } from './check-draft';
import { loadDraft } from './drafts';
import { currentPublishedConfig, RELEASE_VERSION } from './published-manifests';

const RELEASE_REASON = 'The manifests this release ships with.';

/** The answer for a draft the checks refuse: the catalogue's message, then each problem at its manifest and pointer. */
export class DraftRefused extends Error {
  constructor(readonly errors: { path: string; message: string }[]) {
    super('The draft fails the config checks');
  }
}

const escapeToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every published version, newest first, then version 0: the release's own manifests. */
export async function listVersions(db: Kysely<Database>): Promise<StudioVersionList> {
  const rows = await db
    .selectFrom('studio_versions as v')
    .innerJoin('members as a', 'a.id', 'v.author_id')
    .leftJoin('members as p', 'p.id', 'v.approver_id')
    .select(['v.number', 'v.manifests', 'v.author_id', 'a.full_name as author_name', 'v.approver_id', 'p.full_name as approver_name', 'v.reason', 'v.published_at', 'v.restored_from', 'v.draft_id'])
    .orderBy('v.number', 'desc')
    .execute();
  const versions: StudioVersion[] = rows.map((row) => ({
    number: row.number,
    manifestNames: Object.keys(row.manifests).sort(),
    author: { id: row.author_id, name: row.author_name },
    approver: row.approver_id === null ? null : { id: row.approver_id, name: row.approver_name ?? '' },
    reason: row.reason,
    publishedAt: new Date(row.published_at).toISOString(),
    restoredFrom: row.restored_from,
    draftId: row.draft_id,
  }));
  versions.push({ number: 0, manifestNames: [], author: null, approver: null, reason: RELEASE_REASON, publishedAt: null, restoredFrom: null, draftId: null });
  return { currentVersion: rows[0]?.number ?? 0, versions };
}

/** One version's manifests (version 0 replaces none), or 404. */
async function versionManifests(db: Kysely<Database>, number: number): Promise<Record<string, unknown>> {
  if (number === 0) return { ...RELEASE_VERSION.manifests };
  const row = await db.selectFrom('studio_versions').select('manifests').where('number', '=', number).executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'STUDIO_VERSION_NOT_FOUND');
  return row.manifests;
}

/** Publishing waits for any other publish to finish, so numbers follow one another and none is taken twice. */
async function lockVersions(trx: Transaction<Database>): Promise<void> {
  await sql`lock table studio_versions in share row exclusive mode`.execute(trx);
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw new ApiProblem(400, 'STUDIO_REASON_REQUIRED', '/reason');
  return trimmed;
}

/**
 * Publishes a draft as the next version. Four eyes for every manifest (menus, limits, the policy and permissions
 * alike): the approver is never the draft's author. A draft based on an older version, or one the config checks
 * refuse, is not published; the refusal lists each problem by manifest, pointer and what was expected.
 */
export async function publishDraft(db: Kysely<Database>, input: { draftId: string; approverId: string; reason: string; now: Date }): Promise<StudioVersion> {
  const reason = requireReason(input.reason);
  const number = await db.transaction().execute(async (trx) => {
    await lockVersions(trx);
    const draft = await loadDraft(trx, input.draftId);
    if (draft.author.id === input.approverId) throw new ApiProblem(403, 'STUDIO_AUTHOR_CANNOT_PUBLISH');
    if (draft.publishedVersion !== null) throw new ApiProblem(409, 'STUDIO_DRAFT_PUBLISHED');
    const published = await currentPublishedConfig(trx);
    if (draft.baseVersion !== published.version) throw new ApiProblem(409, 'STUDIO_DRAFT_OUTDATED');
    const issues = draftIssues(published, draft.manifests);
    if (issues.length > 0) {
      throw new DraftRefused(issues.map((issue) => ({ path: `/manifests/${escapeToken(issue.manifest)}${issue.pointer}`, message: issue.message })));
    }
    const next = published.version + 1;
    await trx
      .insertInto('studio_versions')
      .values({
        number: next,
        id: randomUUID(),
        manifests: JSON.stringify(nextVersionManifests(published, draft.manifests)),
        author_id: draft.author.id,
        approver_id: input.approverId,
        draft_id: draft.id,
        restored_from: null,
        reason,
        published_at: input.now,
      })
      .execute();
    await trx.updateTable('studio_drafts').set({ published_version: next }).where('id', '=', draft.id).execute();
    return next;
  });
  return versionByNumber(db, number);
}

/**
 * Restores version N by publishing a new version with N's manifests: history is never rewritten. N's manifests were
 * approved by an approver other than their author when N was published, so a restore needs no second approval; it
 * names who restored and why, and which version it restores.
 */
export async function restoreVersion(db: Kysely<Database>, input: { number: number; restorerId: string; reason: string; now: Date }): Promise<StudioVersion> {
  const reason = requireReason(input.reason);
  const number = await db.transaction().execute(async (trx) => {
    await lockVersions(trx);
    const manifests = await versionManifests(trx, input.number);
    const published = await currentPublishedConfig(trx);
    if (published.version === input.number) throw new ApiProblem(409, 'STUDIO_SAME_VERSION');
    const next = published.version + 1;
    await trx
      .insertInto('studio_versions')
      .values({ number: next, id: randomUUID(), manifests: JSON.stringify(manifests), author_id: input.restorerId, approver_id: null, draft_id: null, restored_from: input.number, reason, published_at: input.now })
      .execute();
    return next;
  });
  return versionByNumber(db, number);
}

async function versionByNumber(db: Kysely<Database>, number: number): Promise<StudioVersion> {
  const { versions } = await listVersions(db);
  const version = versions.find((entry) => entry.number === number);
  if (!version) throw new ApiProblem(404, 'STUDIO_VERSION_NOT_FOUND');
  return version;
}

import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { StudioChange, StudioDraft, StudioIssue } from '../../../engine/core/generated/api.gen';
import { jsonEqual } from '../../../engine/core/json-diff';
import { isAllowed } from '../../../engine/core/policy';
import { policyManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { draftChanges, draftIssues, manifestInForce, studioFileNames } from './check-draft';
import { createDraft } from './drafts';
import { currentPublishedConfig } from './published-manifests';
import { releaseFile } from './release-config';

/** A manifest as the repository keeps it: two-space JSON with a final newline, so an export diffs cleanly in git. */
export const manifestFileText = (manifest: unknown): string => `${JSON.stringify(manifest, null, 2)}\n`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A published manifest with its keys in the order of the file it replaces, recursively, and that file's `$schema`:
 * the database keeps JSON objects without their order (jsonb), and an export that reordered every key would bury
 * the product owner's change in the diff. Keys the file lacks follow in their own order.
 */
export function inFileOrder(published: unknown, file: unknown, top = true): unknown {
  if (Array.isArray(published)) return published.map((element, index) => inFileOrder(element, Array.isArray(file) ? file[index] : undefined, false));
  if (!isRecord(published)) return published;
  const model = isRecord(file) ? file : {};
  const keys = [...Object.keys(model).filter((key) => Object.hasOwn(published, key)), ...Object.keys(published).filter((key) => !Object.hasOwn(model, key))];
  const ordered = Object.fromEntries(keys.map((key) => [key, inFileOrder(published[key], model[key], false)]));
  return top && typeof model.$schema === 'string' && !Object.hasOwn(published, '$schema') ? { $schema: model.$schema, ...ordered } : ordered;
}

export interface ConfigExport {
  readonly version: number;
  /** The files the export wrote because their text differed, by name under the folder ("menus.json"). */
  readonly written: readonly string[];
}

/**
 * Writes the version in force to a config folder: every manifest that version replaces, as the repository keeps
 * files. A file whose text is already the published one is left untouched, so a second export writes nothing.
 */
export async function exportPublishedConfig(db: Kysely<Database>, folder: string): Promise<ConfigExport> {
  const published = await currentPublishedConfig(db);
  const written: string[] = [];
  for (const name of Object.keys(published.manifests).sort()) {
    const path = join(folder, name);
    const text = manifestFileText(inFileOrder(published.manifests[name], releaseFile(name)));
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(name);
  }
  return { version: published.version, written };
}

/** A draft's title, as the studio's API takes it. */
const TITLE_MAX = 200;

/** Why `config:import` made no draft: it names the person or the file at fault, in one line. */
export class ConfigImportRefused extends Error {}

export interface ConfigImport {
  /** The draft made, or null when every file already matches the version in force. */
  readonly draft: StudioDraft | null;
  readonly changes: readonly StudioChange[];
  /** The checks' findings on the draft: it is kept either way, but cannot be published until they are fixed. */
  readonly issues: readonly StudioIssue[];
}

/** The person named as the draft's author, who must be one the policy lets write drafts (studio-edit). */
async function draftAuthor(db: Kysely<Database>, username: string): Promise<string> {
  const row = await db.selectFrom('members').select(['id', 'staff_role']).where('username', '=', username).executeTakeFirst();
  if (!row) throw new ConfigImportRefused(`No user has the username "${username}".`);
  const subject = { actor: row.staff_role === null ? 'no-access' : `staff-${row.staff_role}`, conditions: [] };
  if (!isAllowed(policyManifest, subject, { capability: 'studio-edit' })) throw new ConfigImportRefused(`"${username}" may not write studio drafts (the policy's studio-edit).`);
  return row.id;
}

function readManifest(folder: string, name: string): unknown {
  const path = join(folder, name);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new ConfigImportRefused(`${path} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Loads a config folder as a studio draft by the named product owner: each manifest the studio offers, read from the
 * folder, goes into the draft when it differs from the version in force. The draft then takes the studio's path (the
 * checks, an approver who is not its author, a version with a reason); nothing is published here.
 */
export async function importConfigAsDraft(db: Kysely<Database>, input: { folder: string; authorUsername: string; title: string; now: Date }): Promise<ConfigImport> {
  const title = input.title.trim();
  if (title === '' || title.length > TITLE_MAX) throw new ConfigImportRefused(`The draft's title must be 1 to ${TITLE_MAX} characters.`);
  const authorId = await draftAuthor(db, input.authorUsername);
  const published = await currentPublishedConfig(db);
  const manifests: Record<string, Record<string, unknown>> = {};
  for (const name of studioFileNames()) {
    if (!existsSync(join(input.folder, name))) continue;
    const manifest = readManifest(input.folder, name);
    if (!isRecord(manifest)) throw new ConfigImportRefused(`${join(input.folder, name)} holds no JSON object.`);
    if (!jsonEqual(manifest, manifestInForce(published, name))) manifests[name] = manifest;
  }
  if (Object.keys(manifests).length === 0) return { draft: null, changes: [], issues: [] };
  const draft = await createDraft(db, { authorId, write: { title, manifests }, now: input.now });
  return { draft, changes: draftChanges(published, manifests), issues: draftIssues(published, manifests) };
}

import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsManifest, menusManifest } from '../../src/manifests';
import { projectPath } from '../../src/server/project-files';
import { ConfigImportRefused, exportPublishedConfig, importConfigAsDraft, manifestFileText } from '../../src/server/studio/config-files';
import { createDraft } from '../../src/server/studio/drafts';
import { publishDraft } from '../../src/server/studio/versions';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The seeded product owners' ids, by username. */
async function memberId(t: TestApp, username: string): Promise<string> {
  const row = await t.app.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databaseKinds())('config:export and config:import (%s)', (kind) => {
  let t: TestApp;
  const folders: string[] = [];
  const folder = (): string => {
    const made = mkdtempSync(join(tmpdir(), 'cu-config-'));
    folders.push(made);
    return made;
  };
  /** A copy of the repository's config/ to change, as a product owner's checkout would be. */
  const repositoryCopy = (): string => {
    const made = folder();
    cpSync(projectPath('config'), made, { recursive: true });
    return made;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
    await t?.close();
  });

  it('imports nothing from the repository\'s own config/ while the release is in force', async () => {
    const result = await importConfigAsDraft(t.app.db, { folder: projectPath('config'), authorUsername: 'owner', title: 'From the repository', now: t.clock.now() });
    expect(result).toEqual({ draft: null, changes: [], issues: [] });
    expect(await exportPublishedConfig(t.app.db, folder())).toEqual({ version: 0, written: [] });
  });

  it('refuses an author the policy does not let write drafts, and a blank title, making no draft', async () => {
    const changed = repositoryCopy();
    const menus = clone(menusManifest) as unknown as { menus: Record<string, { items: { label?: string }[] }> };
    const first = Object.values(menus.menus)[0]?.items[0];
    if (!first) throw new Error('menus.json has no item');
    first.label = 'Renamed';
    writeFileSync(join(changed, 'menus.json'), manifestFileText(menus));
    const drafts = async () => (await t.app.db.selectFrom('studio_drafts').select('id').execute()).length;
    const before = await drafts();
    await expect(importConfigAsDraft(t.app.db, { folder: changed, authorUsername: 'member', title: 'Try', now: t.clock.now() })).rejects.toThrow(/"member" may not write studio drafts/);
    await expect(importConfigAsDraft(t.app.db, { folder: changed, authorUsername: 'nobody-here', title: 'Try', now: t.clock.now() })).rejects.toBeInstanceOf(ConfigImportRefused);
    await expect(importConfigAsDraft(t.app.db, { folder: changed, authorUsername: 'owner', title: '  ', now: t.clock.now() })).rejects.toThrow(/title/);
    expect(await drafts()).toBe(before);
  });

  it('loads a changed folder as a draft holding only the changed manifest, reporting its changes and its problems', async () => {
    const changed = repositoryCopy();
    const limits = clone(limitsManifest) as unknown as { amounts: Record<string, number> };
    limits.amounts.internalTransferMaxCents = 1_500_000;
    writeFileSync(join(changed, 'limits.json'), manifestFileText(limits));
    const result = await importConfigAsDraft(t.app.db, { folder: changed, authorUsername: 'owner', title: 'Lower the transfer cap', now: t.clock.now() });
    expect(Object.keys(result.draft?.manifests ?? {})).toEqual(['limits.json']);
    expect(result.draft?.author.id).toBe(await memberId(t, 'owner'));
    expect(result.changes).toEqual([{ manifest: 'limits.json', pointer: '/amounts/internalTransferMaxCents', before: limitsManifest.amounts.internalTransferMaxCents, after: 1_500_000 }]);
    expect(result.issues).toEqual([]);

    // A limit above the schema's maximum is kept as a draft, with the problem named by manifest and pointer.
    limits.amounts.internalTransferMaxCents = 999_999_999_99;
    writeFileSync(join(changed, 'limits.json'), manifestFileText(limits));
    const over = await importConfigAsDraft(t.app.db, { folder: changed, authorUsername: 'owner', title: 'Too high', now: t.clock.now() });
    expect(over.issues.map((issue) => `${issue.manifest}${issue.pointer}`)).toContain('limits.json/amounts/internalTransferMaxCents');
  });

  it('refuses a folder whose manifest is not JSON, naming the file', async () => {
    const broken = repositoryCopy();
    writeFileSync(join(broken, 'menus.json'), '{ "menus": ');
    await expect(importConfigAsDraft(t.app.db, { folder: broken, authorUsername: 'owner', title: 'Broken', now: t.clock.now() })).rejects.toThrow(/menus\.json is not readable JSON/);
  });

  it('exports a published version as the repository keeps files, and a second export writes nothing', async () => {
    const menus = clone(menusManifest) as unknown as { menus: Record<string, { items: { label?: string }[] }> };
    const item = Object.values(menus.menus).flatMap((menu) => menu.items).find((entry) => entry.label === 'Move Money');
    if (!item) throw new Error('menus.json has no "Move Money" item');
    item.label = 'Pay and Transfer';
    const draft = await createDraft(t.app.db, { authorId: await memberId(t, 'owner'), write: { title: 'Rename', manifests: { 'menus.json': menus } }, now: t.clock.now() });
    const version = await publishDraft(t.app.db, { draftId: draft.id, approverId: await memberId(t, 'approver'), reason: 'Members asked for it', now: t.clock.now() });

    const out = repositoryCopy();
    expect(await exportPublishedConfig(t.app.db, out)).toEqual({ version: version.number, written: ['menus.json'] });
    expect(readFileSync(join(out, 'menus.json'), 'utf8')).toBe(manifestFileText(menus));
    expect(readFileSync(join(out, 'limits.json'), 'utf8')).toBe(readFileSync(projectPath('config', 'limits.json'), 'utf8'));
    expect(await exportPublishedConfig(t.app.db, out)).toEqual({ version: version.number, written: [] });

    // The exported folder is the version in force: importing it back makes no draft, and an empty folder gets the file.
    expect((await importConfigAsDraft(t.app.db, { folder: out, authorUsername: 'owner', title: 'Round trip', now: t.clock.now() })).draft).toBeNull();
    const empty = folder();
    await exportPublishedConfig(t.app.db, empty);
    expect(readdirSync(empty)).toEqual(['menus.json']);
  });
});

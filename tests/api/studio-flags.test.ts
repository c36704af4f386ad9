/**
 * The flags are in the studio: a published flags.json is what every evaluation uses (the browser's flags, the
 * server's visibility rules), at once and without a restart; a preview evaluates the draft's; a draft may change a
 * flag's default and rules but not add or drop a flag, which code asks for by its key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagsClientConfig, StudioDraft, StudioDraftCheck, StudioPreview, StudioVersionList } from '../../engine/core/generated/api.gen';
import { PREVIEW_SESSION_HEADER } from '../../engine/core/preview-session';
import { flagsManifest } from '../../src/manifests';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { signInStudioPeople } from './studio.support';

const STUDIO = '/api/studio/client-api/v2/studio';
const CLIENT_CONFIG = '/api/flags/client-config';
const ORDER = 'show-card-order';
const BANNER = 'urgent-banner-notification';
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
type Flags = { flags: Record<string, { default: unknown; description: string; rules?: unknown[] }> };

describe.each(databaseKinds())('the flags in the studio (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let approver: string;
  let member: string;

  const call = (method: 'GET' | 'POST', url: string, sid: string, payload?: object) => t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
  const draft = async (title: string, flags: Flags): Promise<StudioDraft> => {
    const response = await call('POST', `${STUDIO}/drafts`, owner, { title, manifests: { 'flags.json': flags } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StudioDraft;
  };
  /** The flags the web app starts with for the member (their own session, or a preview's header). */
  const memberFlags = async (headers: Record<string, string> = {}): Promise<Record<string, unknown>> => {
    const response = await t.app.inject({ method: 'GET', url: CLIENT_CONFIG, ...(Object.keys(headers).length > 0 ? { headers } : { cookies: { sid: member } }) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as FlagsClientConfig).bootstrap as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, approver, member } = await signInStudioPeople(t.app));
  });
  afterAll(() => t?.close());

  it('refuses a draft that adds or drops a flag, naming each, and cannot publish it', async () => {
    const flags = clone(flagsManifest) as unknown as Flags;
    flags.flags['brand-new-flag'] = { default: true, description: 'New' };
    delete flags.flags[ORDER];
    const refused = await draft('New flag', flags);
    const check = (await call('GET', `${STUDIO}/drafts/${refused.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues.filter((issue) => issue.manifest === 'flags.json').map((issue) => issue.pointer).sort()).toEqual(['/flags/brand-new-flag', `/flags/${ORDER}`]);
    // The route the dropped flag guards names it too, as `npm run validate` would.
    expect(check.issues.some((issue) => issue.manifest === 'routes.json' && issue.found.includes(ORDER))).toBe(true);
    expect((await call('POST', `${STUDIO}/drafts/${refused.id}/publish`, approver, { reason: 'New flag' })).statusCode).toBe(422);
  });

  it("publishes a flag's new default and an urgent banner: the member's flags carry them at once; a preview shows a draft's; a restore brings the release's back", async () => {
    const before = ((await call('GET', `${STUDIO}/versions`, owner)).json() as StudioVersionList).currentVersion;
    const released = await memberFlags();
    expect(released[ORDER]).toBe(true);
    expect((released[BANNER] as { show: boolean }).show).toBe(false);

    const flags = clone(flagsManifest) as unknown as Flags;
    flags.flags[ORDER]!.default = false;
    flags.flags[ORDER]!.rules = [];
    flags.flags[BANNER]!.default = { ...(flags.flags[BANNER]!.default as object), show: true, bannerText: 'Our branches close at noon on Friday.' };
    const published = await draft('Card orders paused, early closing', flags);
    expect(((await call('GET', `${STUDIO}/drafts/${published.id}/check`, approver)).json() as StudioDraftCheck).issues).toEqual([]);
    expect((await call('POST', `${STUDIO}/drafts/${published.id}/publish`, approver, { reason: 'Branch hours' })).statusCode).toBe(201);
    try {
      const inForce = await memberFlags();
      expect(inForce[ORDER]).toBe(false);
      expect(inForce[BANNER]).toMatchObject({ show: true, bannerText: 'Our branches close at noon on Friday.' });

      // A draft that turns card orders back on, previewed as the member: the preview sees it, the member does not yet.
      const reopened = clone(flags);
      reopened.flags[ORDER]!.default = true;
      const pending = await draft('Card orders again', reopened);
      const preview = await call('POST', `${STUDIO}/drafts/${pending.id}/preview`, owner, { member: 'member' });
      expect(preview.statusCode, preview.body).toBe(201);
      const token = new URL((preview.json() as StudioPreview).url, 'http://localhost').searchParams.get('cu-preview')!;
      expect((await memberFlags({ [PREVIEW_SESSION_HEADER]: token }))[ORDER]).toBe(true);
      expect((await memberFlags())[ORDER]).toBe(false);
    } finally {
      expect((await call('POST', `${STUDIO}/versions/${before}/restore`, owner, { reason: 'Back' })).statusCode).toBe(201);
    }
    expect(await memberFlags()).toEqual(released);
  });
});

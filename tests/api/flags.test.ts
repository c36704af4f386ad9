import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, FlagEvaluations, FlagsClientConfig } from '../../engine/core/generated/api.gen';
import type { FlagsManifest } from '../../engine/core/generated/manifests.gen';
import { flagsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const ME = '/api/user-manager/client-api/v2/users/me';
const encode = (context: unknown): string => Buffer.from(JSON.stringify(context), 'utf8').toString('base64url');
const clientFlagKeys = (manifest: FlagsManifest): string[] =>
  Object.entries(manifest.flags).flatMap(([key, definition]) => (definition.clientSide === false ? [] : [key])).sort();

describe.each(databaseKinds())('local flag service with config/flags.json (%s)', (kind) => {
  let t: TestApp;
  const SECURE_MODE_KEY = 'test-sdk-key';
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { launchDarkly: { clientSideId: null, baseUrl: null, streamUrl: null, eventsUrl: null, secureModeKey: SECURE_MODE_KEY } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userOf = async (username: string): Promise<{ token: string; user: CurrentUser }> => {
    const token = await signInAs(t.app, username);
    const response = await t.app.inject({ method: 'GET', url: ME, cookies: { sid: token } });
    return { token, user: response.json() as CurrentUser };
  };
  const evalxGet = (context: unknown, token?: string, envId = 'local') =>
    t.app.inject({ method: 'GET', url: `/sdk/evalx/${envId}/contexts/${encode(context)}?h=abc&withReasons=true`, ...(token ? { cookies: { sid: token } } : {}) });
  const evalxReport = (context: unknown, token?: string, envId = 'local') =>
    t.app.inject({ method: 'REPORT', url: `/sdk/evalx/${envId}/context`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(context), ...(token ? { cookies: { sid: token } } : {}) });

  it('answers an anonymous context with every client-side flag at its default, and invents none', async () => {
    const response = await evalxGet({ kind: 'user', key: 'anon-1', anonymous: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const flags = response.json() as FlagEvaluations;
    expect(Object.keys(flags).sort()).toEqual(clientFlagKeys(flagsManifest));
    for (const [key, definition] of Object.entries(flagsManifest.flags)) {
      expect(flags[key], key).toEqual({ value: definition.default, variation: 0, version: expect.any(Number) });
    }
    expect(flags).not.toHaveProperty('show-something-unknown');
  });

  it("serves a signed-in user the targeted variations, from the database's facts (GET and REPORT agree)", async () => {
    const business = await userOf('business');
    const member = await userOf('member');
    const msr = await userOf('msr');
    const businessFlags = (await evalxGet({ kind: 'user', key: business.user.id }, business.token)).json() as FlagEvaluations;
    expect(businessFlags['show-open-new-account-business']).toMatchObject({ value: false, variation: 1 });
    const memberFlags = (await evalxGet({ kind: 'user', key: member.user.id }, member.token)).json() as FlagEvaluations;
    expect(memberFlags['show-open-new-account-business']).toMatchObject({ value: false, variation: 0 });
    expect(memberFlags['show-tutorial']).toMatchObject({ value: true, variation: 0 });
    const staffFlags = (await evalxReport({ kind: 'user', key: msr.user.id }, msr.token)).json() as FlagEvaluations;
    expect(staffFlags['show-tutorial']).toMatchObject({ value: false, variation: 1 });
    expect(staffFlags['show-paperless-prompt']).toMatchObject({ value: false, variation: 1 });

    const viaReport = (await evalxReport({ kind: 'user', key: business.user.id }, business.token)).json();
    expect(viaReport).toEqual(businessFlags);
    const multi = (await evalxGet({ kind: 'multi', user: { key: msr.user.id }, device: { key: 'd-1' } }, msr.token)).json() as FlagEvaluations;
    expect(multi).toEqual(staffFlags);
    const legacy = (await evalxReport({ key: msr.user.id }, msr.token)).json() as FlagEvaluations;
    expect(legacy).toEqual(staffFlags);
  });

  it("never targets on what the browser claims: another user's key, no cookie or sent attributes give defaults", async () => {
    const business = await userOf('business');
    const msr = await userOf('msr');
    const member = await userOf('member');
    const defaults = (await evalxGet({ kind: 'user', key: 'anon-2', anonymous: true })).json();
    expect((await evalxGet({ kind: 'user', key: msr.user.id })).json()).toEqual(defaults);
    expect((await evalxGet({ kind: 'user', key: msr.user.id }, business.token)).json()).toEqual(defaults);
    const claimed = (await evalxReport({ kind: 'user', key: member.user.id, membershipType: 'C', channel: 'OneView', custom: { membershipType: 'C' } }, member.token)).json() as FlagEvaluations;
    expect(claimed['show-open-new-account-business']?.variation).toBe(0);
    expect(claimed['show-tutorial']?.value).toBe(true);
  });

  it('reads a context with many attributes from the path (the SDK puts the whole context there)', async () => {
    const msr = await userOf('msr');
    const long = await evalxGet({ kind: 'user', key: msr.user.id, name: 'Priya Shah', notes: 'x'.repeat(3000) }, msr.token);
    expect(long.statusCode).toBe(200);
    expect((long.json() as FlagEvaluations)['show-tutorial']?.value).toBe(false);
  });

  it('refuses an unknown environment (404) and a context that is not one (400)', async () => {
    expect((await evalxGet({ key: 'x' }, undefined, 'someone-else')).statusCode).toBe(404);
    expect((await evalxReport({ key: 'x' }, undefined, 'someone-else')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/sdk/evalx/local/contexts/${Buffer.from('not json').toString('base64url')}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/sdk/evalx/local/contexts/${encode([1, 2])}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sdk/evalx/local/contexts/not*base64' })).statusCode).toBe(400);
    expect((await evalxReport([1, 2])).statusCode).toBe(400);
    expect((await evalxReport({ kind: 7 })).statusCode).toBe(400);
  });

  it('answers goals with none and accepts events without sending them anywhere', async () => {
    const goals = await t.app.inject({ method: 'GET', url: '/sdk/goals/local' });
    expect(goals.statusCode).toBe(200);
    expect(goals.json()).toEqual([]);
    for (const url of ['/events/bulk/local', '/events/diagnostic/local']) {
      const response = await t.app.inject({ method: 'POST', url, payload: url.includes('bulk') ? [{ kind: 'identify' }] : { kind: 'diagnostic' } });
      expect(response.statusCode, url).toBe(202);
      expect(response.body).toBe('');
    }
    expect((await t.app.inject({ method: 'POST', url: '/events/bulk/other', payload: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sdk/goals/other' })).statusCode).toBe(404);
  });

  it('tells the web app to use this server, with a bootstrap of defaults before sign-in and of the user after', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/flags/client-config', headers: { host: 'bank.example:8443' } });
    expect(anonymous.statusCode).toBe(200);
    const before = anonymous.json() as FlagsClientConfig;
    expect(before).toMatchObject({
      clientSideId: 'local',
      baseUrl: 'http://bank.example:8443',
      streamUrl: 'http://bank.example:8443',
      eventsUrl: 'http://bank.example:8443',
      local: true,
      context: { kind: 'user', anonymous: true },
    });
    expect(before.context).not.toHaveProperty('key');
    expect(before.bootstrap?.$valid).toBe(true);
    expect(before.bootstrap?.['show-tutorial']).toBe(true);
    expect(Object.keys(before.bootstrap?.$flagsState ?? {}).sort()).toEqual(clientFlagKeys(flagsManifest));

    const msr = await userOf('msr');
    const after = (await t.app.inject({ method: 'GET', url: '/api/flags/client-config', cookies: { sid: msr.token } })).json() as FlagsClientConfig;
    expect(after.context).toEqual({ kind: 'user', key: msr.user.id, anonymous: false });
    expect(after.bootstrap?.['show-tutorial']).toBe(false);
    expect(after.bootstrap?.$flagsState['show-tutorial']).toEqual({ variation: 1, version: expect.any(Number) });
    const evalx = (await evalxGet(after.context, msr.token)).json() as FlagEvaluations;
    for (const [key, evaluation] of Object.entries(evalx)) {
      expect(after.bootstrap?.[key], key).toEqual(evaluation.value);
      expect(after.bootstrap?.$flagsState[key], key).toEqual({ variation: evaluation.variation, version: evaluation.version });
    }
  });

  it("signs the flag context key in users/me (ld_hash) and adds the other context identifiers", async () => {
    const msr = await userOf('msr');
    const member = await userOf('member');
    expect(msr.user.additions).toMatchObject({
      employee_guid: expect.any(String),
      membershipType: 'P',
      isMinor: 'false',
      memberSince: '2018-01-08',
      guid: msr.user.id,
      ld_hash: createHmac('sha256', SECURE_MODE_KEY).update(msr.user.id).digest('hex'),
      analytics_guid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });
    expect(msr.user.additions.analytics_guid).not.toBe(member.user.additions.analytics_guid);
    expect(msr.user.additions.analytics_guid).not.toContain(msr.user.id);
    expect((await userOf('msr')).user.additions.analytics_guid).toBe(msr.user.additions.analytics_guid);
  });

  it('keeps the content security policy to this origin when no LaunchDarkly URL is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flags/client-config' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

describe('flag service pointed at LaunchDarkly, with its own flags', () => {
  const flags: FlagsManifest = {
    flags: {
      'pilot-feature': { default: 'off', description: 'test', rules: [{ when: { userKeys: ['trusted'] }, value: 'pilot' }, { when: { membershipType: ['C'] }, value: 'business' }] },
      'staff-only': { default: false, description: 'test', rules: [{ when: { channel: ['OneView'] }, value: true }] },
      'server-secret': { default: 42, description: 'test', clientSide: false },
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: {
        flags,
        launchDarkly: { clientSideId: 'env-123', baseUrl: 'https://relay.example:8443/sdk-base', streamUrl: 'https://stream.relay.example', eventsUrl: 'https://relay.example:8443', secureModeKey: 'k' },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the SDK the configured id and URLs, no bootstrap, and lets the browser reach those origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flags/client-config' });
    expect(response.json()).toEqual({
      clientSideId: 'env-123',
      baseUrl: 'https://relay.example:8443/sdk-base',
      streamUrl: 'https://stream.relay.example',
      eventsUrl: 'https://relay.example:8443',
      local: false,
      context: { kind: 'user', anonymous: true },
    });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://relay.example:8443 https://stream.relay.example;");
  });

  it('still evaluates for its environment: by username, membership and channel, never the server-only flags', async () => {
    const evaluate = async (username: string) => {
      const token = await signInAs(t.app, username);
      const me = (await t.app.inject({ method: 'GET', url: ME, cookies: { sid: token } })).json() as CurrentUser;
      const response = await t.app.inject({ method: 'GET', url: `/sdk/evalx/env-123/contexts/${encode({ kind: 'user', key: me.id })}`, cookies: { sid: token } });
      expect(response.statusCode).toBe(200);
      return response.json() as FlagEvaluations;
    };
    const trusted = await evaluate('trusted');
    expect(Object.keys(trusted).sort()).toEqual(['pilot-feature', 'staff-only']);
    expect(trusted['pilot-feature']).toMatchObject({ value: 'pilot', variation: 1 });
    expect((await evaluate('business'))['pilot-feature']).toMatchObject({ value: 'business', variation: 2 });
    expect((await evaluate('member'))['pilot-feature']).toMatchObject({ value: 'off', variation: 0 });
    expect((await evaluate('msr'))['staff-only']).toMatchObject({ value: true, variation: 1 });
    expect((await evaluate('member'))['staff-only']).toMatchObject({ value: false, variation: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/sdk/evalx/local/contexts/${encode({ key: 'x' })}` })).statusCode).toBe(404);
  });
});

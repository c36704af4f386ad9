import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnershipSsoAnswer, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { copyManifest, ssoManifest } from '../../src/manifests';
import { verifyHandOffToken } from '../../src/server/domain/partnership/hand-off-token';
import { tokenHash } from '../../src/server/token-hash';
import { partnerSsoConfigFromEnv, targetUrlVariable } from '../../src/server/domain/partnership/partner-config';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/partnership';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const copy = copyManifest.screens['partnership-sso'];
const SIGNING_KEY = 'test-partner-signing-key';

const tokenOf = (url: string): string => new URL(url, 'http://localhost').searchParams.get('token') ?? '';

describe.each(databaseKinds())('partnership single sign-on (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let logged = '';
  const productsOf = async (session: string) =>
    ((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: session } })).json() as ProductSummary).groups.flatMap((group) => group.products);
  const productOf = (productKind: string, list = products): ProductSummaryEntry => list.find((product) => product.productKind === productKind)!;
  const ask = (path: string, session = sid) => t.app.inject({ method: 'GET', url: `${API}${path}`, cookies: { sid: session } });
  const answerOf = async (path: string, session = sid): Promise<PartnershipSsoAnswer> => {
    const response = await ask(path, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PartnershipSsoAnswer;
  };
  const open = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    t = await createTestApp(kind, { config: { partnerSso: { baseUrl: null, targetUrls: {}, signingKey: SIGNING_KEY } }, logger: { level: 'info', stream } });
    sid = await signInAs(t.app, 'member');
    products = await productsOf(sid);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the Zelle hand-off as { ssoPostUrl, validationError } with a signed token stored only as its hash', async () => {
    const answer = await answerOf('/zelle');
    expect(answer).toEqual({ ssoPostUrl: expect.stringMatching(/^\/partner\/sso\/zelle\?token=[\w-]+\.[\w-]+$/), validationError: '' });
    const token = tokenOf(answer.ssoPostUrl);
    const claims = verifyHandOffToken(SIGNING_KEY, token);
    expect(claims?.tgt).toBe('zelle');
    expect(verifyHandOffToken('another key', token)).toBeUndefined();
    const rows = await t.database.db.selectFrom('partnership_sso_tokens').selectAll().where('token_hash', '=', tokenHash(token)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.target).toBe('zelle');
    expect(rows[0]?.redeemed_at).toBeNull();
    expect(rows[0]!.expires_at.getTime() - t.clock.now().getTime()).toBe((ssoManifest.handOffSeconds ?? 0) * 1000);
    expect(JSON.stringify(await t.database.db.selectFrom('partnership_sso_tokens').selectAll().execute())).not.toContain(token);
  });

  it('redeems a token once: the landing names the partner and the member, the second use says the link expired', async () => {
    const { ssoPostUrl } = await answerOf('/zelle');
    const first = await open(ssoPostUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(first.body).toContain('Alex Morgan');
    expect(first.body).toContain(ssoManifest.targets.zelle!.description);
    expect(first.body).toContain(copy.notConnected);
    expect(first.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const second = await open(ssoPostUrl);
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain(copy.expiredHeading);
  });

  it('refuses a token after it expires, for another target, for another member, or tampered', async () => {
    const late = (await answerOf('/zelle')).ssoPostUrl;
    t.clock.advanceSeconds((ssoManifest.handOffSeconds ?? 0) + 1);
    expect((await open(late)).statusCode).toBe(410);

    const { ssoPostUrl } = await answerOf('/zelle');
    const token = tokenOf(ssoPostUrl);
    expect((await open(`/partner/sso/disputes?token=${token}`)).statusCode).toBe(410);
    expect((await open(ssoPostUrl, await signInAs(t.app, 'business'))).statusCode).toBe(410);
    const [payload, signature] = token.split('.');
    expect((await open(`/partner/sso/zelle?token=${payload}x.${signature}`)).statusCode).toBe(410);
    expect((await open('/partner/sso/zelle')).statusCode).toBe(410);
    expect((await open('/partner/sso/nonesuch?token=x')).statusCode).toBe(404);
    // None of those uses spent it: the member it was minted for still can, once.
    expect((await open(ssoPostUrl)).statusCode).toBe(200);
  });

  it("fills {id} only with the member's own account of the right kind: another member's card or the wrong kind is 404", async () => {
    const card = productOf('creditCard').id;
    const answer = await answerOf(`/memberDeals/${card}`);
    expect(answer.validationError).toBe('');
    expect((await open(answer.ssoPostUrl)).statusCode).toBe(200);
    const theirCard = productOf('creditCard', await productsOf(await signInAs(t.app, 'business'))).id;
    expect((await ask(`/memberDeals/${theirCard}`)).statusCode).toBe(404);
    expect((await ask(`/loyaltyRewards/${theirCard}`)).statusCode).toBe(404);
    expect((await ask(`/memberDeals/${productOf('checking').id}`)).statusCode).toBe(404);
    expect((await ask('/memberDeals/not-a-uuid')).statusCode).toBe(404);
    expect((await ask(`/harlandClarke/${productOf('checking').id}`)).statusCode).toBe(200);
  });

  it('picks the /olb view by its fn and allows only the optional query values sso.json lists', async () => {
    const statements = await answerOf('/olb?fn=statements');
    expect(statements.validationError).toBe('');
    const row = await t.database.db.selectFrom('partnership_sso_tokens').select('target').where('token_hash', '=', tokenHash(tokenOf(statements.ssoPostUrl))).executeTakeFirstOrThrow();
    expect(row.target).toBe('olbStatements');
    expect((await ask('/olb?fn=nonsense')).statusCode).toBe(404);
    expect((await answerOf('/myHomeLoan/?applicationType=mortgage')).validationError).toBe('');
    expect((await ask('/myHomeLoan/?applicationType=yacht')).statusCode).toBe(404);
  });

  it('answers refusals as a validationError from config, not an error', async () => {
    expect(await answerOf('/someBusinessPath')).toEqual({ ssoPostUrl: '', validationError: copy.notOffered });
    expect((await answerOf('/someBusinessPath', await signInAs(t.app, 'business'))).validationError).toBe('');

    const paperless = await signInAs(t.app, 'paperless');
    expect((await answerOf('/zelle', paperless)).validationError).toBe('');
    const checking = productOf('checking', await productsOf(paperless));
    await t.database.db.updateTable('arrangements').set({ state: 'CLOSED' }).where('id', '=', checking.id).execute();
    const before = await t.database.db.selectFrom('partnership_sso_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await answerOf('/zelle', paperless)).toEqual({ ssoPostUrl: '', validationError: ssoManifest.targets.zelle!.eligibility!.refusal });
    const after = await t.database.db.selectFrom('partnership_sso_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs a session, and answers an in-app target (chat) its accessToken', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/zelle` })).statusCode).toBe(401);
    const chat = await answerOf('/chat');
    expect(chat.accessToken).toBe(tokenOf(chat.ssoPostUrl));
  });

  it('keeps every minted token out of the logs', async () => {
    const { ssoPostUrl } = await answerOf('/zelle');
    await open(ssoPostUrl);
    const token = tokenOf(ssoPostUrl);
    // The hand-off is logged by its route pattern, never by its URL.
    expect(logged).toMatch(/"route":"\/partner\/sso\/[^"]*"/);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[1]);
  });
});

describe.each(databaseKinds())('partnership single sign-on to configured partners (%s)', (kind) => {
  let t: TestApp;
  let sid: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { partnerSso: { baseUrl: 'https://partners.example', targetUrls: { zelle: 'https://zelle.example/sso/start' }, signingKey: SIGNING_KEY } },
    });
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the target's own partner URL, else the partner base plus the target path, each with the token", async () => {
    const zelle = (await t.app.inject({ method: 'GET', url: `${API}/zelle`, cookies: { sid } })).json() as PartnershipSsoAnswer;
    const zelleUrl = new URL(zelle.ssoPostUrl);
    expect(`${zelleUrl.origin}${zelleUrl.pathname}`).toBe('https://zelle.example/sso/start');
    expect(verifyHandOffToken(SIGNING_KEY, zelleUrl.searchParams.get('token') ?? '')?.tgt).toBe('zelle');
    const olb = (await t.app.inject({ method: 'GET', url: `${API}/olb?fn=dashboard`, cookies: { sid } })).json() as PartnershipSsoAnswer;
    const olbUrl = new URL(olb.ssoPostUrl);
    expect(`${olbUrl.origin}${olbUrl.pathname}`).toBe('https://partners.example/olb');
    expect(olbUrl.searchParams.get('fn')).toBe('dashboard');
    expect(verifyHandOffToken(SIGNING_KEY, olbUrl.searchParams.get('token') ?? '')?.tgt).toBe('olbDashboard');
  });
});

describe('partner URLs from the environment', () => {
  it('reads PARTNER_SSO_BASE_URL, SSO_<TARGET>_URL and PARTNER_SSO_SIGNING_KEY, and refuses a URL that is not http(s)', () => {
    const fallback = { baseUrl: null, targetUrls: {}, signingKey: 'fallback' };
    expect(targetUrlVariable('olbStatements')).toBe('SSO_OLB_STATEMENTS_URL');
    expect(
      partnerSsoConfigFromEnv({ PARTNER_SSO_BASE_URL: 'https://partners.example/', SSO_ZELLE_URL: ' https://zelle.example/sso ', SSO_CHAT_URL: '', PARTNER_SSO_SIGNING_KEY: 'k' }, fallback),
    ).toEqual({ baseUrl: 'https://partners.example', targetUrls: { zelle: 'https://zelle.example/sso' }, signingKey: 'k' });
    expect(partnerSsoConfigFromEnv({}, fallback)).toEqual(fallback);
    expect(() => partnerSsoConfigFromEnv({ SSO_ZELLE_URL: 'javascript:alert(1)' }, fallback)).toThrow(/SSO_ZELLE_URL/);
  });
});

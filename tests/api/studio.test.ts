import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ErrorResponse, ProductSummaryEntry, PublishedConfig, StudioDraft, StudioDraftCheck, StudioManifests, StudioVersion, StudioVersionList } from '../../engine/core/generated/api.gen';
import { STUDIO_MANIFESTS } from '../../engine/core/studio-manifests';
import { projectPath } from '../../src/server/project-files';
import { buildApp } from '../../src/server/app';
import { errorsManifest, limitsManifest, menusManifest } from '../../src/manifests';
import { postOrder, productOf, productsOf } from './payment-orders.support';
import { injectAsSameOrigin } from '../support/same-origin-inject';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const STUDIO = '/api/studio/client-api/v2/studio';
const PUBLISHED = '/api/config/client-api/v2/config/published';
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(databaseKinds())('the studio (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let approver: string;
  let member: string;
  let products: ProductSummaryEntry[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, sid: string, payload?: object) => t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
  const draft = async (sid: string, manifests: Record<string, unknown>, title = 'A change'): Promise<StudioDraft> => {
    const response = await call('POST', `${STUDIO}/drafts`, sid, { title, manifests });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StudioDraft;
  };
  const publish = (draftId: string, sid: string, reason = 'Approved after review') => call('POST', `${STUDIO}/drafts/${draftId}/publish`, sid, { reason });
  const lowerInternalLimit = (cents: number) => {
    const limits = clone(limitsManifest) as unknown as { amounts: Record<string, unknown> };
    limits.amounts.internalTransferMaxCents = cents;
    return limits;
  };
  const renameMoveMoney = (label: string) => {
    const menus = clone(menusManifest) as unknown as { menus: Record<string, { items: { label?: string }[] }> };
    const item = Object.values(menus.menus).flatMap((menu) => menu.items).find((entry) => entry.label === 'Move Money');
    if (!item) throw new Error('menus.json has no "Move Money" item');
    item.label = label;
    return menus;
  };
  const transfer = (app: TestApp['app'], amountCents: number) => postOrder(app, member, { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, amountCents });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signInAs(t.app, 'owner');
    approver = await signInAs(t.app, 'approver');
    member = await signInAs(t.app, 'member');
    products = await productsOf(t.app, member);
  });
  afterAll(() => t?.close());

  it('lets only the studio roles in: a member is refused by the policy, an owner cannot publish at all', async () => {
    expect((await call('GET', `${STUDIO}/drafts`, member)).statusCode).toBe(403);
    const mine = await draft(owner, { 'limits.json': lowerInternalLimit(20_000_000) });
    expect((await publish(mine.id, owner)).statusCode).toBe(403);
  });

  it('answers the manifests it offers whole, every key of the file included, as a draft starts from them', async () => {
    const answer = await call('GET', `${STUDIO}/manifests`, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as StudioManifests;
    // The manifests, then those offered for their words only (the alerts, the error catalogue, the forms, the routes),
    // then the Spanish overlays of all that have words (the flags have none): a label is changed in every language.
    const wordsOnly = ['alerts.json', 'errors.json', ...readdirSync(projectPath('config', 'forms')).filter((name) => name.endsWith('.json')).map((name) => `forms/${name}`).sort(), 'routes.json'];
    const overlays = [...STUDIO_MANIFESTS, ...wordsOnly].map((name) => `locales/es-US/${name}`).filter((name) => existsSync(projectPath('config', name)));
    const offered = Object.keys(body.manifests);
    expect(offered.slice(0, STUDIO_MANIFESTS.length)).toEqual([...STUDIO_MANIFESTS]);
    expect(offered.slice(STUDIO_MANIFESTS.length, STUDIO_MANIFESTS.length + wordsOnly.length)).toEqual(wordsOnly);
    expect(offered.slice(STUDIO_MANIFESTS.length + wordsOnly.length).sort()).toEqual(overlays.sort());
    for (const name of [...STUDIO_MANIFESTS, ...wordsOnly, ...overlays]) expect(body.manifests[name]).toEqual(JSON.parse(readFileSync(projectPath('config', name), 'utf8')));
    // Where each words-only manifest's words are, so the studio's form opens those fields alone.
    const locales = JSON.parse(readFileSync(projectPath('config', 'locales.json'), 'utf8')) as { text: Record<string, unknown> };
    expect(Object.keys(body.wordsOnly).sort()).toEqual([...wordsOnly].sort());
    expect(body.wordsOnly['errors.json']).toEqual(locales.text['errors.json']);
    expect((await call('GET', `${STUDIO}/manifests`, member)).statusCode).toBe(403);
  });

  it('refuses a draft of a manifest the server decides with as released (the policy, the permissions), naming it', async () => {
    for (const name of ['policy.json', 'permissions.json', 'no-such.json']) {
      const response = await call('POST', `${STUDIO}/drafts`, owner, { title: 'Out of reach', manifests: { [name]: {} } });
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorResponse).errors).toEqual([{ path: `/manifests/${name}`, message: errorsManifest.errors.STUDIO_UNKNOWN_MANIFEST.message }]);
    }
  });

  it('never lets the author publish their own draft (four eyes), whatever the manifest', async () => {
    const own = await draft(approver, { 'modals.json': clone((await import('../../src/manifests')).modalsManifest) });
    const response = await publish(own.id, approver);
    expect(response.statusCode).toBe(403);
    expect((response.json() as ErrorResponse).errors[0]!.message).toBe(errorsManifest.errors.STUDIO_AUTHOR_CANNOT_PUBLISH.message);
  });

  it('refuses a draft whose menu names a route that does not exist, naming the manifest and the pointer', async () => {
    const menus = clone(menusManifest) as unknown as { menus: Record<string, { items: { route?: unknown }[] }> };
    const [name, menu] = Object.entries(menus.menus).find(([, entry]) => entry.items.some((item) => typeof item.route === 'string'))!;
    const index = menu.items.findIndex((item) => typeof item.route === 'string');
    menu.items[index]!.route = '/no-such-page';
    const broken = await draft(owner, { 'menus.json': menus });
    const check = (await call('GET', `${STUDIO}/drafts/${broken.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues).toContainEqual(expect.objectContaining({ manifest: 'menus.json', pointer: `/menus/${name}/items/${index}/route` }));
    expect(check.changes).toEqual([{ manifest: 'menus.json', pointer: `/menus/${name}/items/${index}/route`, before: (menusManifest.menus as unknown as Record<string, { items: { route?: unknown }[] }>)[name]!.items[index]!.route, after: '/no-such-page' }]);
    const response = await publish(broken.id, approver);
    expect(response.statusCode).toBe(422);
    const errors = (response.json() as ErrorResponse).errors;
    expect(errors[0]!.message).toBe(errorsManifest.errors.STUDIO_DRAFT_INVALID.message);
    expect(errors).toContainEqual(expect.objectContaining({ path: `/manifests/menus.json/menus/${name}/items/${index}/route` }));
    expect(errors.find((entry) => entry.path.endsWith('/route'))!.message).toMatch(/^config\/menus\.json at \/menus\/.+\/route: expected /);
  });

  it("checks a draft's Spanish text against its English, naming the overlay and the pointer, and publishes it for Spanish readers", async () => {
    const spanish = clone(JSON.parse(readFileSync(projectPath('config', 'locales/es-US/menus.json'), 'utf8')) as { menus: { mainNav: { items: { label: string }[] } } });
    const moveMoney = menusManifest.menus.mainNav.items.findIndex((item) => item.label === 'Move Money');
    // A placeholder English does not have, and a key English lacks.
    spanish.menus.mainNav.items[moveMoney]!.label = 'Mover {amount}';
    (spanish.menus as Record<string, unknown>).noSuchMenu = { label: 'Nada' };
    const broken = await draft(owner, { 'locales/es-US/menus.json': spanish });
    const issues = ((await call('GET', `${STUDIO}/drafts/${broken.id}/check`, owner)).json() as StudioDraftCheck).issues;
    expect(issues).toContainEqual(expect.objectContaining({ manifest: 'locales/es-US/menus.json', pointer: `/menus/mainNav/items/${moveMoney}/label` }));
    expect(issues).toContainEqual(expect.objectContaining({ manifest: 'locales/es-US/menus.json', pointer: '/menus/noSuchMenu' }));
    expect((await publish(broken.id, approver)).statusCode).toBe(422);

    // English that drops a menu item leaves the release's Spanish one element too long: the draft must change both.
    const shorter = clone(menusManifest) as unknown as { menus: { mainNav: { items: unknown[] } } };
    shorter.menus.mainNav.items.pop();
    const englishOnly = await draft(owner, { 'menus.json': shorter });
    const englishIssues = ((await call('GET', `${STUDIO}/drafts/${englishOnly.id}/check`, owner)).json() as StudioDraftCheck).issues;
    expect(englishIssues).toContainEqual(expect.objectContaining({ manifest: 'locales/es-US/menus.json', pointer: '/menus/mainNav/items' }));

    const renamed = clone(JSON.parse(readFileSync(projectPath('config', 'locales/es-US/menus.json'), 'utf8')) as typeof spanish);
    renamed.menus.mainNav.items[moveMoney]!.label = 'Enviar y pagar';
    const good = await draft(owner, { 'locales/es-US/menus.json': renamed });
    expect(((await call('GET', `${STUDIO}/drafts/${good.id}/check`, owner)).json() as StudioDraftCheck).issues).toEqual([]);
    const published = await publish(good.id, approver, 'Clearer Spanish label');
    expect(published.statusCode, published.body).toBe(201);
    const config = (await t.app.inject({ method: 'GET', url: PUBLISHED })).json() as PublishedConfig;
    expect(config.manifests['locales/es-US/menus.json']).toEqual(renamed);
    const restored = await call('POST', `${STUDIO}/versions/${config.version - 1}/restore`, owner, { reason: 'Back' });
    expect(restored.statusCode, restored.body).toBe(201);
  });

  it('refuses a limit raised above the maximum of the limits schema', async () => {
    const raised = await draft(owner, { 'limits.json': lowerInternalLimit(25_000_001) });
    const response = await publish(raised.id, approver);
    expect(response.statusCode).toBe(422);
    expect((response.json() as ErrorResponse).errors).toContainEqual(expect.objectContaining({ path: '/manifests/limits.json/amounts/internalTransferMaxCents' }));
  });

  it('publishes a lowered limit that a second server on the same database applies at once, and restores by publishing a new version', async () => {
    const second = injectAsSameOrigin(await buildApp({ db: t.database.db, clock: t.clock.now, logger: false }));
    try {
      expect((await transfer(second, 150_000)).statusCode).toBeLessThan(300);
      const before = (await call('GET', `${STUDIO}/versions`, owner)).json() as StudioVersionList;
      const change = await draft(owner, { 'limits.json': lowerInternalLimit(100_000), 'menus.json': renameMoveMoney('Transfers') });
      // A clean draft has no problems: the whole configuration it would put in force passes, languages' overlays aside.
      expect(((await call('GET', `${STUDIO}/drafts/${change.id}/check`, owner)).json() as StudioDraftCheck).issues).toEqual([]);
      const published = await publish(change.id, approver, 'Lower the transfer limit for the pilot');
      expect(published.statusCode, published.body).toBe(201);
      const version = published.json() as StudioVersion;
      expect(version).toMatchObject({ number: before.currentVersion + 1, manifestNames: ['limits.json', 'menus.json'], author: { id: change.author.id }, reason: 'Lower the transfer limit for the pilot' });

      const refused = await transfer(second, 150_000);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as ErrorResponse).errors.map((entry) => entry.message)).toContain(errorsManifest.errors.TRANSFER_LIMIT_EXCEEDED.message);
      // A cashier's check is drawn as an internal transfer out of the account: the limit in force holds for it too.
      const check = await second.inject({
        method: 'POST',
        url: '/api/payment-order-service/client-api/v2/cashiers-checks',
        cookies: { sid: member },
        headers: { 'idempotency-key': randomUUID() },
        payload: { fromAccountId: productOf(products, 'checking').id, amountCents: 150_000, payeeName: 'Riverside Title Co', delivery: 'MAIL' },
      });
      expect(check.statusCode, check.body).toBe(400);
      expect((check.json() as ErrorResponse).errors.map((entry) => entry.message)).toContain(errorsManifest.errors.TRANSFER_LIMIT_EXCEEDED.message);
      // The answers' version header trails a publish by up to a second: each process rereads the number at most once
      // a second, while the limit itself is read from the version in force on every call.
      await expect.poll(async () => (await second.inject({ method: 'GET', url: PUBLISHED })).headers['x-config-version'], { timeout: 5_000 }).toBe(String(version.number));

      const config = await second.inject({ method: 'GET', url: PUBLISHED });
      expect((config.json() as PublishedConfig).version).toBe(version.number);
      // The whole manifests, not only their names: the answer's schema lets every key of a manifest through.
      expect((config.json() as PublishedConfig).manifests['limits.json']).toEqual(lowerInternalLimit(100_000));
      expect(await second.inject({ method: 'GET', url: PUBLISHED, headers: { 'if-none-match': String(config.headers.etag) } })).toHaveProperty('statusCode', 304);

      const restored = await call('POST', `${STUDIO}/versions/${before.currentVersion}/restore`, owner, { reason: 'Back to the release limits' });
      expect(restored.statusCode, restored.body).toBe(201);
      expect(restored.json()).toMatchObject({ number: version.number + 1, restoredFrom: before.currentVersion });
      const versions = (await call('GET', `${STUDIO}/versions`, owner)).json() as StudioVersionList;
      expect(versions.versions.map((entry) => entry.number).slice(0, 2)).toEqual([version.number + 1, version.number]);
      expect((await transfer(second, 150_000)).statusCode).toBeLessThan(300);
    } finally {
      await second.close();
    }
  });
});

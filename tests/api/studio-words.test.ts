import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, StudioDraft, StudioDraftCheck } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core/template';
import { alertsManifest, errorsManifest, routesManifest } from '../../src/manifests';
import { formManifests } from '../../src/manifests/form-manifests';
import { projectPath } from '../../src/server/project-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { signInStudioPeople } from './studio.support';

const STUDIO = '/api/studio/client-api/v2/studio';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const PUBLISHED = '/api/config/client-api/v2/config/published';
const LANGUAGE = '/api/user-manager/client-api/v2/users/me/language';
const FORM = 'forms/payee.json';
const GAS = { name: 'Northside Gas Co', accountNumber: 'NG-0042-7781', addressLine1: '9 Pipeline Ave', city: 'Springfield', state: 'IL', zipCode: '62704' };

interface PayeeForm {
  title: string;
  schema: { properties: Record<string, { title?: string; maxLength?: number }> };
}
const payeeForm = (): PayeeForm => JSON.parse(JSON.stringify(formManifests.payee)) as PayeeForm;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
interface RouteLike { title?: string; path?: string; visibleWhen?: unknown }

describe.each(databaseKinds())("the studio's words-only manifests: forms, routes, alerts, the error catalogue (%s)", (kind) => {
  let t: TestApp;
  let owner: string;
  let approver: string;
  let member: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, sid: string, payload?: object) => t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
  const draft = async (manifests: Record<string, unknown>): Promise<StudioDraft> => {
    const response = await call('POST', `${STUDIO}/drafts`, owner, { title: 'New words', manifests });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StudioDraft;
  };
  const stateMessage = async (): Promise<string | undefined> => {
    const response = await t.app.inject({ method: 'POST', url: PAYEES, cookies: { sid: member }, headers: { 'idempotency-key': randomUUID() }, payload: { ...GAS, state: 'Illinois' } });
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as ErrorResponse).errors.find((error) => error.path === '/state')?.message;
  };
  const patternMessage = (label: string) => resolveTemplate(errorsManifest.errors.FORM_PATTERN.message, { label });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, approver, member } = await signInStudioPeople(t.app));
  });
  afterAll(() => t?.close());

  it("refuses a change to a form's rules or fields, naming the form and the pointer, and cannot publish it", async () => {
    const form = payeeForm();
    form.schema.properties.name!.maxLength = 200;
    form.schema.properties.extra = { title: 'Extra' };
    const refused = await draft({ [FORM]: form });
    const check = (await call('GET', `${STUDIO}/drafts/${refused.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues.filter((issue) => issue.manifest === FORM).map((issue) => issue.pointer).sort()).toEqual(['/schema/properties/extra', '/schema/properties/name/maxLength']);
    expect(check.issues.find((issue) => issue.pointer === '/schema/properties/name/maxLength')).toMatchObject({ expected: "the release's 64", found: '200' });
    expect((await call('POST', `${STUDIO}/drafts/${refused.id}/publish`, approver, { reason: 'Longer names' })).statusCode).toBe(422);
    expect(await stateMessage()).toBe(patternMessage(payeeForm().schema.properties.state!.title!));
  });

  it("publishes new words for a form: the server's message names the field as the published form labels it", async () => {
    const form = payeeForm();
    form.title = 'Add someone to pay';
    form.schema.properties.state!.title = 'Two-letter state';
    const words = await draft({ [FORM]: form });
    const check = (await call('GET', `${STUDIO}/drafts/${words.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues).toEqual([]);
    const published = await call('POST', `${STUDIO}/drafts/${words.id}/publish`, approver, { reason: 'Clearer label' });
    expect(published.statusCode, published.body).toBe(201);
    expect(await stateMessage()).toBe(patternMessage('Two-letter state'));
    // The browser takes the same form from the version in force.
    const inForce = (await t.app.inject({ method: 'GET', url: PUBLISHED })).json() as { manifests: Record<string, PayeeForm> };
    expect(inForce.manifests[FORM]?.schema.properties.state?.title).toBe('Two-letter state');
  });

  it("publishes a route's title and an alert's words; refuses a route's visibility or path and an alert's mapping", async () => {
    const routes = clone(routesManifest) as unknown as { routes: RouteLike[] };
    const index = routes.routes.findIndex((route) => route.title === 'Enroll in Online Banking');
    expect(index).toBeGreaterThan(0);
    const alerts = clone(alertsManifest) as unknown as { fallbackAlertType: string; types: Record<string, { modal?: { title?: string } }> };
    const [alertType] = Object.entries(alerts.types).find(([, type]) => typeof type.modal?.title === 'string')!;

    const ruled = clone(routes);
    ruled.routes[index]!.path = 'enrol-now';
    const remapped = clone(alerts);
    remapped.fallbackAlertType = 'unknown';
    const refused = await draft({ 'routes.json': ruled, 'alerts.json': remapped });
    const check = (await call('GET', `${STUDIO}/drafts/${refused.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues.map((issue) => `${issue.manifest} ${issue.pointer}`)).toEqual(expect.arrayContaining([`routes.json /routes/${index}/path`, 'alerts.json /fallbackAlertType']));
    expect((await call('POST', `${STUDIO}/drafts/${refused.id}/publish`, approver, { reason: 'Rules' })).statusCode).toBe(422);

    routes.routes[index]!.title = 'Enroll Online';
    alerts.types[alertType]!.modal!.title = 'We cannot sign you in';
    const words = await draft({ 'routes.json': routes, 'alerts.json': alerts });
    expect(((await call('GET', `${STUDIO}/drafts/${words.id}/check`, approver)).json() as StudioDraftCheck).issues).toEqual([]);
    expect((await call('POST', `${STUDIO}/drafts/${words.id}/publish`, approver, { reason: 'Clearer words' })).statusCode).toBe(201);
    const inForce = (await t.app.inject({ method: 'GET', url: PUBLISHED })).json() as { manifests: Record<string, unknown> };
    expect((inForce.manifests['routes.json'] as { routes: RouteLike[] }).routes[index]!.title).toBe('Enroll Online');
    expect((inForce.manifests['alerts.json'] as typeof alerts).types[alertType]!.modal!.title).toBe('We cannot sign you in');
  });
  it("publishes new words for the error catalogue: the server's refusals carry them in the reader's language; its codes and descriptions stay", async () => {
    type Catalogue = { errors: Record<string, { message: string; description?: string }> };
    const english = clone(errorsManifest) as unknown as Catalogue;
    const spanish = JSON.parse(readFileSync(projectPath('config/locales/es-US/errors.json'), 'utf8')) as Catalogue;
    const chooseLanguage = async (language: string): Promise<string | undefined> => {
      const response = await call('PUT', LANGUAGE, member, { language });
      if (response.statusCode === 204) return undefined;
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as ErrorResponse).errors[0]?.message;
    };
    const before = (await call('GET', `${STUDIO}/versions`, owner)).json() as { currentVersion: number };

    // The release's words, in the member's stored language.
    expect(await chooseLanguage('fr-FR')).toBe(english.errors.LANGUAGE_NOT_OFFERED!.message);
    await chooseLanguage('es-US');
    expect(await chooseLanguage('fr-FR')).toBe(spanish.errors.LANGUAGE_NOT_OFFERED!.message);
    await chooseLanguage('en-US');

    const ruled = clone(english);
    ruled.errors.LANGUAGE_NOT_OFFERED!.description = 'Renamed';
    ruled.errors.BRAND_NEW = { message: 'New', description: 'New' };
    const refused = await draft({ 'errors.json': ruled });
    const check = (await call('GET', `${STUDIO}/drafts/${refused.id}/check`, approver)).json() as StudioDraftCheck;
    expect(check.issues.filter((issue) => issue.manifest === 'errors.json').map((issue) => issue.pointer).sort()).toEqual(['/errors/BRAND_NEW', '/errors/LANGUAGE_NOT_OFFERED/description']);
    expect((await call('POST', `${STUDIO}/drafts/${refused.id}/publish`, approver, { reason: 'New code' })).statusCode).toBe(422);

    english.errors.LANGUAGE_NOT_OFFERED!.message = 'Choose English or Español.';
    english.errors.FORM_PATTERN!.message = 'Write {label} the way the example shows.';
    spanish.errors.LANGUAGE_NOT_OFFERED!.message = 'Elija English o Español.';
    const words = await draft({ 'errors.json': english, 'locales/es-US/errors.json': spanish });
    expect(((await call('GET', `${STUDIO}/drafts/${words.id}/check`, approver)).json() as StudioDraftCheck).issues).toEqual([]);
    expect((await call('POST', `${STUDIO}/drafts/${words.id}/publish`, approver, { reason: 'Friendlier refusals' })).statusCode).toBe(201);
    try {
      expect(await chooseLanguage('fr-FR')).toBe('Choose English or Español.');
      // The field as the form in force labels it (an earlier version may have reworded it too).
      const forms = (await t.app.inject({ method: 'GET', url: PUBLISHED })).json() as { manifests: Record<string, PayeeForm | undefined> };
      const label = (forms.manifests[FORM] ?? payeeForm()).schema.properties.state!.title!;
      expect(await stateMessage()).toBe(resolveTemplate('Write {label} the way the example shows.', { label }));
      await chooseLanguage('es-US');
      expect(await chooseLanguage('fr-FR')).toBe('Elija English o Español.');
      // The browser takes the same catalogue from the version in force.
      const inForce = (await t.app.inject({ method: 'GET', url: PUBLISHED })).json() as { manifests: Record<string, Catalogue> };
      expect(inForce.manifests['errors.json']?.errors.LANGUAGE_NOT_OFFERED?.message).toBe('Choose English or Español.');
    } finally {
      await chooseLanguage('en-US');
      expect((await call('POST', `${STUDIO}/versions/${before.currentVersion}/restore`, owner, { reason: 'Back' })).statusCode).toBe(201);
    }
    expect(await chooseLanguage('fr-FR')).toBe(errorsManifest.errors.LANGUAGE_NOT_OFFERED.message);
  });
});

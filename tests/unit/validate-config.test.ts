import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screenEntries } from '../../screens/registry';
import { validateConfig, type ValidationIssue } from '../../scripts/lib/config-validator/index';
import { REAL_CONFIG_DIR, at, configWithRawFile, mutatedConfig, pointerOf } from '../fixtures/config/mutated-config';

const screenKeys = screenEntries.map((entry) => entry.key);
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

const real = (file: string): unknown => JSON.parse(readFileSync(join(REAL_CONFIG_DIR, file), 'utf8'));

/** Validates a copy of config/ whose `file` was changed at `pointer` by `change`. */
function issuesAfter(file: string, pointer: string, change: (node: any) => void): ValidationIssue[] {
  const fixture = mutatedConfig(file, (data) => change(at(data, pointer)));
  cleanups.push(fixture.cleanup);
  return validateConfig({ configDir: fixture.dir, screenKeys });
}

function theOnlyIssue(issues: readonly ValidationIssue[]): ValidationIssue {
  expect(issues.map((issue) => issue.message)).toHaveLength(1);
  return issues[0] as ValidationIssue;
}

describe('validateConfig', () => {
  it('finds no problem in the shipped config', () => {
    expect(validateConfig({ configDir: REAL_CONFIG_DIR, screenKeys })).toEqual([]);
  });

  it('reports a schema violation with file, pointer, expectation and the value found', () => {
    const issue = theOnlyIssue(issuesAfter('menus.json', '/menus/mainNav/items/0', (item) => (item.label = '')));
    expect(issue.file).toBe('config/menus.json');
    expect(issue.pointer).toBe('/menus/mainNav/items/0/label');
    expect(issue.expected).toContain('at least 1 character');
    expect(issue.found).toBe('""');
    expect(issue.message).toBe(`config/menus.json at /menus/mainNav/items/0/label: expected ${issue.expected}, found ""`);
  });

  it('names a misspelt property and the properties that are allowed', () => {
    const pointer = pointerOf(real('routes.json'), (node) => node.path === 'login');
    const issue = theOnlyIssue(
      issuesAfter('routes.json', pointer, (route) => {
        route.titel = route.title;
        delete route.title;
      }),
    );
    expect(issue.pointer).toBe(`${pointer}/titel`);
    expect(issue.found).toBe('an unknown property "titel"');
    expect(issue.expected).toContain('"title"');
  });

  it('explains a visibility rule that matches no rule shape in one issue', () => {
    const issue = theOnlyIssue(
      issuesAfter('menus.json', '/menus/more', (menu) => (menu.visibleWhen = { flagg: 'show-more-menu' })),
    );
    expect(issue.pointer).toBe('/menus/more/visibleWhen');
    expect(issue.expected).toContain('a visibility rule: an object with exactly one key');
    expect(issue.message).toContain('matches none of the allowed shapes');
  });

  it('reports the deepest problem inside a nested visibility rule, not every alternative', () => {
    const issue = theOnlyIssue(
      issuesAfter('menus.json', '/menus/more', (menu) => (menu.visibleWhen = { all: [{ flag: 'Show_More' }] })),
    );
    expect(issue.pointer).toBe('/menus/more/visibleWhen/all/0/flag');
    expect(issue.expected).toContain('text matching');
    expect(issue.found).toBe('"Show_More"');
  });

  it('requires the $schema of the file\'s own kind', () => {
    const issue = theOnlyIssue(issuesAfter('limits.json', '', (doc) => (doc.$schema = '../schemas/app.schema.json')));
    expect(issue).toMatchObject({ file: 'config/limits.json', pointer: '/$schema', expected: '"../schemas/limits.schema.json"' });
  });

  it('reports a route naming an unknown screen key', () => {
    const pointer = pointerOf(real('routes.json'), (node) => node.screen === 'accounts-summary');
    const issue = theOnlyIssue(issuesAfter('routes.json', pointer, (route) => (route.screen = 'acounts-summary')));
    expect(issue.file).toBe('config/routes.json');
    expect(issue.pointer).toBe(`${pointer}/screen`);
    expect(issue.found).toBe('"acounts-summary"');
    expect(issue.message).toContain('screen keys in screens/index.ts');
    expect(issue.message).toContain('accounts-summary');
    expect(issue.message).toMatch(/\(no screen has that key\)$/);
  });

  it('reports a menu item naming a route id routes.json does not have', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.route === 'security.hub');
    const issue = theOnlyIssue(issuesAfter('menus.json', pointer, (item) => (item.route = 'security.hbu')));
    expect(issue.pointer).toBe(`${pointer}/route`);
    expect(issue.found).toBe('"security.hbu"');
    expect(issue.message).toContain('expected the id of a route in routes.json');
    expect(issue.message).toMatch(/\(no route has that id\)$/);
  });

  it('refuses a menu item that links by path instead of by route id', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.route === 'security.hub');
    const byPath = issuesAfter('menus.json', pointer, (item) => {
      delete item.route;
      item.to = '/more-menu/security';
    });
    expect(byPath.map((issue) => issue.found)).toContain('an unknown property "to"');
    const pathAsId = theOnlyIssue(issuesAfter('menus.json', pointer, (item) => (item.route = '/more-menu/security')));
    expect(pathAsId.pointer).toBe(`${pointer}/route`);
  });

  it('reports menu params that do not fit the route\'s path', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.route === 'static-page');
    const missing = theOnlyIssue(issuesAfter('menus.json', pointer, (item) => (item.params = {})));
    expect(missing.pointer).toBe(`${pointer}/params`);
    expect(missing.expected).toContain('params page for route "static-page" (/static/:page)');
    const security = pointerOf(real('menus.json'), (node) => node.route === 'security.hub');
    const extra = theOnlyIssue(issuesAfter('menus.json', security, (item) => (item.params = { page: 'about' })));
    expect(extra.expected).toContain('no params (route "security.hub" is /more-menu/security)');
  });

  it('requires an id on every route with a path, used once', () => {
    const pointer = pointerOf(real('routes.json'), (node) => node.path === 'login');
    const missing = theOnlyIssue(issuesAfter('routes.json', pointer, (route) => delete route.id));
    expect(missing).toMatchObject({ pointer, found: 'none' });
    const repeated = theOnlyIssue(issuesAfter('routes.json', pointer, (route) => (route.id = 'enrol')));
    expect(repeated.pointer).toMatch(/\/id$/);
    expect(repeated.found).toBe('"enrol"');
  });

  it('reports a route redirect to a path no route answers', () => {
    const issue = theOnlyIssue(issuesAfter('routes.json', '/notFound', (notFound) => (notFound.redirect = '/acounts')));
    expect(issue).toMatchObject({ pointer: '/notFound/redirect', found: '"/acounts"' });
    expect(issue.message).toContain('(no route has that path)');
  });

  it('reports an unknown guard inside a menu visibility rule', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.id === 'my-makingcents');
    const issue = theOnlyIssue(
      issuesAfter('menus.json', pointer, (item) => (item.visibleWhen = { all: [{ flag: 'show-my-makingcents' }, { guard: 'canAccesMyMakingCents' }] })),
    );
    expect(issue.pointer).toBe(`${pointer}/visibleWhen/all/1/guard`);
    expect(issue.message).toContain('expected a guard in permissions.json, found "canAccesMyMakingCents" (no guard has that key)');
  });

  it('reports an unknown guard on a route', () => {
    const pointer = pointerOf(real('routes.json'), (node) => node.guard === 'canViewBillPay');
    const issue = theOnlyIssue(issuesAfter('routes.json', pointer, (route) => (route.guard = 'canViewBilPay')));
    expect(issue).toMatchObject({ file: 'config/routes.json', pointer: `${pointer}/guard`, found: '"canViewBilPay"' });
  });

  it('reports a menu item naming an unknown single sign-on target', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.sso === 'digitalInvestor');
    const issue = theOnlyIssue(issuesAfter('menus.json', pointer, (item) => (item.sso = 'digitalInvestr')));
    expect(issue.pointer).toBe(`${pointer}/sso`);
    expect(issue.message).toContain('expected a single sign-on target in sso.json, found "digitalInvestr"');
  });

  it('reports a calendar time zone the runtime does not know, and a cut-off that is not HH:MM', () => {
    const zone = theOnlyIssue(issuesAfter('app.json', '/calendar', (calendar) => (calendar.timeZone = 'America/New_Yrok')));
    expect(zone).toMatchObject({ file: 'config/app.json', pointer: '/calendar/timeZone', found: '"America/New_Yrok"' });
    const cutoff = theOnlyIssue(issuesAfter('app.json', '/calendar', (calendar) => (calendar.processingCutoff = '8 pm')));
    expect(cutoff).toMatchObject({ file: 'config/app.json', pointer: '/calendar/processingCutoff' });
  });

  it('reports a route naming an unknown flag', () => {
    const pointer = pointerOf(real('routes.json'), (node) => node.flag === 'show-zelle-button-omni');
    const issue = theOnlyIssue(issuesAfter('routes.json', pointer, (route) => (route.flag = 'show-zelle-buton-omni')));
    expect(issue.pointer).toBe(`${pointer}/flag`);
    expect(issue.message).toContain('expected a flag key in flags.json, found "show-zelle-buton-omni" (no flag has that key)');
  });

  it('reports an unknown modal key', () => {
    const issue = theOnlyIssue(issuesAfter('sso.json', '/targets/myHomeLoan', (target) => (target.errorModal = 'partnershipEror')));
    expect(issue).toMatchObject({ file: 'config/sso.json', pointer: '/targets/myHomeLoan/errorModal' });
    expect(issue.message).toContain('expected a modal key in modals.json, found "partnershipEror" (no modal has that key)');
  });

  it('reports a permission expression with a malformed identifier, naming it', () => {
    const issue = theOnlyIssue(
      issuesAfter('permissions.json', '/guards/canViewBillPay', (guard) => (guard.expression = 'BillPay.view OR BillPay.BillPay.view')),
    );
    expect(issue.file).toBe('config/permissions.json');
    expect(issue.pointer).toBe('/guards/canViewBillPay/expression');
    expect(issue.message).toContain('resource.function.privilege');
    expect(issue.message).toContain('"BillPay.view"');
  });

  it('reports a condition code mapped to an unknown alert type', () => {
    const issue = theOnlyIssue(issuesAfter('alerts.json', '/conditionCodes', (codes) => (codes.LIT_MBR = 'litigaton')));
    expect(issue.pointer).toBe('/conditionCodes/LIT_MBR');
    expect(issue.message).toContain('expected an alert type in alerts.json');
    expect(issue.message).toContain('found "litigaton" (no alert type has that key)');
  });

  it('reports a guard naming a capability config/policy.json does not have', () => {
    const issue = theOnlyIssue(issuesAfter('permissions.json', '/guards/canCreateTransfers', (guard) => (guard.capability = 'move-mony')));
    expect(issue).toMatchObject({ file: 'config/permissions.json', pointer: '/guards/canCreateTransfers/capability', found: '"move-mony"' });
    expect(issue.message).toContain('expected a capability of config/policy.json');
  });

  it('reports a menu rule asking for an unknown capability', () => {
    const pointer = pointerOf(real('menus.json'), (node) => node.id === 'credit-card-fraud');
    const issue = theOnlyIssue(issuesAfter('menus.json', pointer, (item) => (item.visibleWhen = { can: 'file-disput' })));
    expect(issue.pointer).toBe(`${pointer}/visibleWhen/can`);
  });

  it('reports a policy condition naming an unknown alert type, error code or capability', () => {
    const issues = issuesAfter('policy.json', '/conditions/bankruptcy', (condition) => {
      condition.alertTypes = ['bankrupcy'];
      condition.errorCode = 'NO_SUCH_ERROR';
      condition.removes = ['open-acount'];
    });
    expect(issues.map((issue) => issue.pointer).sort()).toEqual(['/conditions/bankruptcy/alertTypes/0', '/conditions/bankruptcy/errorCode', '/conditions/bankruptcy/removes/0']);
  });

  it('reports a policy condition that both keeps a list and removes one', () => {
    const issue = theOnlyIssue(issuesAfter('policy.json', '/conditions/litigation', (condition) => (condition.keepsOnly = ['view-accounts'])));
    expect(issue.pointer).toBe('/conditions/litigation');
    expect(issue.message).toContain('exactly one of "keepsOnly" and "removes"');
  });

  it('reports an actor holding the public capability, and targets of one path with different capabilities', () => {
    const publicHeld = issuesAfter('policy.json', '/actors/member', (actor) => actor.capabilities.push('public'));
    expect(publicHeld.map((issue) => issue.message).join('\n')).toContain('no public capability (a public call has no actor)');
    const issue = theOnlyIssue(issuesAfter('sso.json', '/targets/olbStatements', (target) => (target.capability = 'view-statements')));
    expect(issue.pointer).toBe('/targets/olbStatements/capability');
  });

  it('reports a profile-menu rule naming an unknown alert type', () => {
    const issue = theOnlyIssue(
      issuesAfter('menus.json', '/menus/profile', (menu) => (menu.visibleWhen = { not: { precheckAlertIn: ['fatl'] } })),
    );
    expect(issue.pointer).toBe('/menus/profile/visibleWhen/not/precheckAlertIn/0');
  });

  it('reports a file that is not JSON and a manifest that is missing', () => {
    const broken = configWithRawFile('banners.json', '{ "banners": ');
    const missing = configWithRawFile('risk.json', null);
    cleanups.push(broken.cleanup, missing.cleanup);
    const notJson = theOnlyIssue(validateConfig({ configDir: broken.dir, screenKeys }).filter((i) => i.file === 'config/banners.json'));
    expect(notJson.expected).toBe('valid JSON');
    const absent = validateConfig({ configDir: missing.dir, screenKeys });
    expect(absent.map((i) => i.message)).toEqual([expect.stringContaining('config/risk.json: expected a risk.json manifest')]);
  });

  it('checks that a form\'s uiSchema only names fields of its schema', () => {
    // The new placeholder is also member-read text the Spanish overlay lacks: that is the locale check's issue.
    const issues = issuesAfter('forms/payee.json', '/uiSchema', (ui) => (ui.zip = { 'ui:placeholder': '12345' }));
    const issue = theOnlyIssue(issues.filter((each) => each.file === 'config/forms/payee.json'));
    expect(issue).toMatchObject({ file: 'config/forms/payee.json', pointer: '/uiSchema/zip', found: '"zip"' });
  });
});

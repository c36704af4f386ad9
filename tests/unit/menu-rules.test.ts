import { describe, expect, it } from 'vitest';
import { audiencesForUser, channelForUser, type AudienceUser } from '../../engine/core/audience';
import { evaluateAllFlags } from '../../engine/core/flags';
import type { MenusManifest, RouteNode } from '../../engine/core/generated/manifests.gen';
import { pathOf } from '../../engine/core/route-ref';
import { evaluateVisibility, type VisibilityContext } from '../../engine/core/visibility';
import { alertsManifest, flagsManifest, menusManifest, routesManifest } from '../../src/manifests';
import { personaPolicySubject, policyDecisions } from '../support/persona-policy';
import { personaAccess, profilePermissionSummary } from '../../src/server/seed/persona-access';
import { personas, type PersonaSpec } from '../../src/server/seed/personas';

type MenuKey = keyof MenusManifest['menus'];

const personaNamed = (username: string): PersonaSpec => {
  const persona = personas.find((candidate) => candidate.username === username);
  if (!persona) throw new Error(`No persona ${username}`);
  return persona;
};

/** The member view's precheck alert type for a persona's seeded condition (staff view skips the precheck). */
function precheckAlertOf(persona: PersonaSpec): string | undefined {
  if (persona.employeeGuid) return undefined;
  const code = persona.conditions?.map((condition) => condition.code).find((base) => base !== 'ONBOARDING');
  if (code === undefined) return undefined;
  return alertsManifest.conditionCodes[`${code}_MBR`] ?? alertsManifest.unknownCodeAlertType;
}

/**
 * What the web app evaluates menus with, for a persona as the seed makes them: users/me additions, the agreement
 * they sign in to, their function group's permissions there, flags from flags.json for their context.
 */
function contextFor(persona: PersonaSpec, overrides: { flags?: Record<string, unknown>; precheckAlert?: string | null } = {}): VisibilityContext {
  const user: AudienceUser = {
    additions: { membershipType: persona.membershipType, isMinor: persona.isMinor ? 'true' : 'false', ...(persona.employeeGuid ? { employee_guid: persona.employeeGuid } : {}) },
  };
  const access = personaAccess(persona);
  const permissions = profilePermissionSummary(access.profile);
  const channel = channelForUser(user);
  const flags = evaluateAllFlags(flagsManifest, { key: `id-${persona.username}`, anonymous: false, username: persona.username, membershipType: persona.membershipType, channel });
  const precheckAlert = overrides.precheckAlert === null ? undefined : (overrides.precheckAlert ?? precheckAlertOf(persona));
  return {
    flags: { ...flags, ...overrides.flags },
    ...policyDecisions(personaPolicySubject(persona), permissions),
    audiences: audiencesForUser(user, { isMaster: access.isMaster }),
    channel,
    ...(precheckAlert === undefined ? {} : { precheckAlert }),
  };
}

function visibleItems(menu: MenuKey, ctx: VisibilityContext): string[] {
  const definition = menusManifest.menus[menu];
  if (!evaluateVisibility(definition.visibleWhen, ctx)) return [];
  return definition.items.filter((item) => evaluateVisibility(item.visibleWhen, ctx)).map((item) => item.id);
}

const shows = (menu: MenuKey, username: string, id: string, overrides?: Parameters<typeof contextFor>[1]): boolean =>
  visibleItems(menu, contextFor(personaNamed(username), overrides)).includes(id);

const CORE = ['member', 'business', 'trusted', 'trusted-mover', 'msr'] as const;
const ALERT_PERSONAS = personas.filter((persona) => persona.conditions !== undefined).map((persona) => persona.username);

describe('menu rules of config/menus.json for the demo personas', () => {
  it('covers every persona the seed creates', () => {
    // enrol has accounts but no sign-in yet: no menus until they enrol. The other staff roles
    // see msr's menus: menu rules know staff by their channel, not their role. The product owners (owner, approver)
    // land on the studio, which no menu links.
    expect(personas.map((persona) => persona.username).sort()).toEqual([...CORE, ...ALERT_PERSONAS, 'enrol', 'msr-viewer', 'msr-supervisor', 'owner', 'approver'].sort());
  });

  // [item, member, business, trusted, trusted-mover, msr]
  const moreMenu: readonly (readonly [string, boolean, boolean, boolean, boolean, boolean])[] = [
    ['security', true, true, false, false, true],
    ['data-and-privacy-preferences', true, true, true, true, false],
    ['claims-center', true, true, true, true, true],
    ['status-center', true, true, true, true, true],
    ['electronic-document-room', true, true, true, true, true],
    ['estate-planning-center', true, true, true, true, true],
    ['my-applications', true, true, true, true, true],
    ['disclosures', true, true, true, true, true],
    ['upload-documents', true, true, true, true, true],
    ['mrc-portal', false, false, false, false, true],
    ['manage-beneficiaries', false, false, false, false, true],
    ['investment-center', true, false, false, false, false],
    ['current-rates-and-terms', true, false, true, true, true],
    ['home-loan-application', true, false, false, false, false],
    ['digital-investor', false, false, true, true, false],
    ['direct-deposit', true, false, false, false, true],
  ];
  it.each(moreMenu)('More menu: %s for member, business, trusted, trusted-mover, msr', (id, ...expected) => {
    expect(CORE.map((username) => shows('more', username, id))).toEqual(expected);
  });

  const mainNav: readonly (readonly [string, boolean, boolean, boolean, boolean, boolean])[] = [
    ['accounts', true, true, true, true, true],
    ['move-money', true, true, true, true, true],
    ['cards', true, true, true, true, true],
    ['statements', true, true, true, true, true],
    ['my-makingcents', true, true, false, false, false],
    ['open-new-account', true, false, false, false, false],
  ];
  it.each(mainNav)('main navigation: %s for member, business, trusted, trusted-mover, msr', (id, ...expected) => {
    expect(CORE.map((username) => shows('mainNav', username, id))).toEqual(expected);
  });

  const settings: readonly (readonly [string, boolean, boolean, boolean, boolean, boolean])[] = [
    ['profile', true, true, false, false, true],
    ['sign-in', true, true, false, false, false],
    ['notifications', true, true, false, false, true],
    ['trusted-users', true, true, false, false, false],
    ['products-and-more', true, true, true, true, true],
  ];
  it.each(settings)('settings: %s for member, business, trusted, trusted-mover, msr', (id, ...expected) => {
    expect(CORE.map((username) => shows('settings', username, id))).toEqual(expected);
  });

  it('hides the home-loan application and digital investor for business and MSR, investment center for MSR', () => {
    for (const username of ['business', 'msr']) {
      expect(shows('more', username, 'home-loan-application'), username).toBe(false);
      expect(shows('more', username, 'digital-investor'), username).toBe(false);
    }
    expect(shows('more', 'msr', 'investment-center', { flags: { 'show-investment-center': true } })).toBe(false);
  });

  it('never shows both investment center and digital investor (investment center wins), for any persona or flag value', () => {
    for (const persona of personas) {
      for (const investmentCenter of [true, false]) {
        const items = visibleItems('more', contextFor(persona, { flags: { 'show-investment-center': investmentCenter } }));
        expect(items.includes('investment-center') && items.includes('digital-investor'), persona.username).toBe(false);
      }
    }
    expect(shows('more', 'member', 'investment-center')).toBe(true);
    expect(shows('more', 'member', 'digital-investor')).toBe(false);
    expect(shows('more', 'member', 'digital-investor', { flags: { 'show-investment-center': false } })).toBe(true);
  });

  it('shows disclosures always, and current rates and terms to everyone but business members', () => {
    for (const persona of personas) {
      expect(shows('more', persona.username, 'disclosures'), persona.username).toBe(true);
      expect(shows('more', persona.username, 'current-rates-and-terms'), persona.username).toBe(persona.membershipType === 'P');
    }
  });

  it("hides '+ Open New Account' for business members while show-open-new-account-business is off", () => {
    expect(contextFor(personaNamed('business')).flags['show-open-new-account-business']).toBe(false);
    expect(shows('mainNav', 'business', 'open-new-account')).toBe(false);
    expect(shows('mainNav', 'business', 'open-new-account', { flags: { 'show-open-new-account-business': true } })).toBe(true);
    expect(shows('mainNav', 'member', 'open-new-account', { flags: { 'show-open-new-account-business': false } })).toBe(true);
  });

  it('shows My MakingCents by its flag (and permission)', () => {
    expect(shows('mainNav', 'member', 'my-makingcents')).toBe(true);
    expect(shows('mainNav', 'member', 'my-makingcents', { flags: { 'show-my-makingcents': false } })).toBe(false);
    expect(shows('mainNav', 'trusted', 'my-makingcents', { flags: { 'show-my-makingcents': true } })).toBe(false);
  });

  it('hides the profile menu when the precheck alert is fatal, unknown or an API error, except for staff', () => {
    for (const username of ALERT_PERSONAS) {
      const alert = precheckAlertOf(personaNamed(username));
      expect(visibleItems('profile', contextFor(personaNamed(username))).length > 0, `${username} (${alert})`).toBe(!['fatal', 'unknown', 'apiError'].includes(alert ?? ''));
    }
    expect(precheckAlertOf(personaNamed('fatal'))).toBe('fatal');
    for (const alert of ['fatal', 'unknown', 'apiError']) {
      expect(visibleItems('profile', contextFor(personaNamed('member'), { precheckAlert: alert })), alert).toEqual([]);
      expect(visibleItems('profile', contextFor(personaNamed('msr'), { precheckAlert: alert })), alert).toEqual(['settings', 'message-center', 'sign-out']);
    }
    for (const alert of ['litigation', 'severeL7', 'delinquent']) expect(visibleItems('profile', contextFor(personaNamed('member'), { precheckAlert: alert })).length).toBeGreaterThan(0);
    expect(visibleItems('profile', contextFor(personaNamed('trusted')))).toEqual(['settings', 'sign-out']);
  });

  it("offers trusted users no menu item that leads to a route blocked for them", () => {
    const blocked = new Set<string>();
    const walk = (nodes: readonly RouteNode[], prefix: string): void => {
      for (const node of nodes) {
        const path = node.path ? `${prefix}/${node.path}` : prefix;
        if (node.trustedUserBlocked) blocked.add(path);
        walk(node.children ?? [], path);
      }
    };
    walk(routesManifest.routes, '');
    expect(blocked).toContain('/trusted-users');
    const linkedBlocked = (username: string): string[] =>
      (Object.keys(menusManifest.menus) as MenuKey[]).flatMap((menu) =>
        menusManifest.menus[menu].items
          .flatMap((item) => (item.route === undefined ? [] : [{ id: item.id, path: pathOf(routesManifest, item.route, item.params) }]))
          .filter((item) => blocked.has(item.path) && visibleItems(menu, contextFor(personaNamed(username))).includes(item.id))
          .map((item) => item.path),
      );
    for (const username of ['trusted', 'trusted-mover']) {
      expect(contextFor(personaNamed(username)).audiences.has('trusted'), username).toBe(true);
      expect(linkedBlocked(username), username).toEqual([]);
    }
    expect(linkedBlocked('member').sort()).toEqual(['/debit-digital-card-issuance/member', '/instantissuance', '/more-menu/investment-center', '/move-money/manage-accounts', '/trusted-users']);
  });

  it('gives staff the OneView channel and the MSR-only More items, and members the OnlineBanking channel', () => {
    expect(contextFor(personaNamed('msr')).channel).toBe('OneView');
    for (const username of ['member', 'business', 'trusted']) expect(contextFor(personaNamed(username)).channel).toBe('OnlineBanking');
    expect(visibleItems('more', contextFor(personaNamed('msr')))).toEqual(expect.arrayContaining(['mrc-portal', 'manage-beneficiaries']));
    expect(visibleItems('more', contextFor(personaNamed('msr'), { flags: { 'show-more-menu': false } }))).toEqual([]);
  });
});

describe('menu labels', () => {
  it('draw no icon beside a label that carries its own symbol ("+ Open New Account" shows one plus sign)', () => {
    const doubled = Object.values(menusManifest.menus)
      .flatMap((menu) => menu.items)
      .filter((item) => /^[+\-×]/.test(item.label) && item.icon !== undefined)
      .map((item) => item.id);
    expect(doubled).toEqual([]);
  });
});

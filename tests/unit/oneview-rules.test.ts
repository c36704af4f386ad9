import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiencesForUser, channelForUser, type AudienceUser } from '../../engine/core/audience';
import { evaluateAllFlags } from '../../engine/core/flags';
import type { MenusManifest, RouteNode } from '../../engine/core/generated/manifests.gen';
import { pathOf } from '../../engine/core/route-ref';
import { evaluateVisibility, type VisibilityContext } from '../../engine/core/visibility';
import { alertsManifest, appManifest, flagsManifest, menusManifest, permissionsManifest, routesManifest } from '../../src/manifests';
import { choosableAgreements } from '../../src/server/domain/service-agreements';
import { ACCESS_PROFILES, accessProfileFor } from '../../src/server/domain/trusted-users/access-profiles';
import { buildDemoRows } from '../../src/server/seed/build-rows';
import { personaPolicySubject, policyDecisions } from '../support/persona-policy';
import { personaAccess, profilePermissionSummary } from '../../src/server/seed/persona-access';
import { personas, type PersonaSpec } from '../../src/server/seed/personas';
import { createPrng } from '../../src/server/seed/prng';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The OneView / MSR rules: when the current user has employee_guid the channel is OneView, and the
 * menu rules apply to staff through the same engine rules (config/menus.json, evaluateVisibility) the member
 * side uses. tests/unit/menu-rules.test.ts already checks the core demo personas (member, business, trusted,
 * trusted-mover, msr) with the flags' default values; this file adds the staff angle: every staff role (msr,
 * msr-viewer, msr-supervisor), every value of the flags the rules read, and the OneView channel itself. The web
 * side's service-desk redirect is tests/unit/web/access-facts.test.ts "serviceDeskRedirect".
 */

type MenuKey = keyof MenusManifest['menus'];

const STAFF = ['msr', 'msr-viewer', 'msr-supervisor'] as const;

const personaNamed = (username: string): PersonaSpec => {
  const persona = personas.find((candidate) => candidate.username === username);
  if (!persona) throw new Error(`No persona ${username}`);
  return persona;
};

const userOf = (persona: PersonaSpec): AudienceUser => ({
  additions: { membershipType: persona.membershipType, isMinor: persona.isMinor ? 'true' : 'false', ...(persona.employeeGuid ? { employee_guid: persona.employeeGuid } : {}) },
});

/** What the web app evaluates menus with for a persona as the seed makes them (as menu-rules.test.ts does). */
function contextFor(persona: PersonaSpec, overrides: { flags?: Record<string, unknown>; precheckAlert?: string } = {}): VisibilityContext {
  const user = userOf(persona);
  const access = personaAccess(persona);
  const permissions = profilePermissionSummary(access.profile);
  const channel = channelForUser(user);
  const flags = evaluateAllFlags(flagsManifest, { key: `id-${persona.username}`, anonymous: false, username: persona.username, membershipType: persona.membershipType, channel });
  return {
    flags: { ...flags, ...overrides.flags },
    ...policyDecisions(personaPolicySubject(persona), permissions),
    audiences: audiencesForUser(user, { isMaster: access.isMaster }),
    channel,
    ...(overrides.precheckAlert === undefined ? {} : { precheckAlert: overrides.precheckAlert }),
  };
}

function visibleItems(menu: MenuKey, ctx: VisibilityContext): string[] {
  const definition = menusManifest.menus[menu];
  if (!evaluateVisibility(definition.visibleWhen, ctx)) return [];
  return definition.items.filter((item) => evaluateVisibility(item.visibleWhen, ctx)).map((item) => item.id);
}

const shows = (menu: MenuKey, username: string, id: string, overrides?: Parameters<typeof contextFor>[1]): boolean =>
  visibleItems(menu, contextFor(personaNamed(username), overrides)).includes(id);

/** Every combination of the given flags on and off. */
function flagCombinations(names: readonly string[]): Record<string, boolean>[] {
  return names.reduce<Record<string, boolean>[]>((combos, name) => combos.flatMap((combo) => [{ ...combo, [name]: true }, { ...combo, [name]: false }]), [{}]);
}

/** Every flag of flags.json on (the most a flag could ever show). */
const ALL_FLAGS_ON = Object.fromEntries(Object.keys(flagsManifest.flags).map((name) => [name, true]));

const isStaff = (persona: PersonaSpec): boolean => persona.employeeGuid !== undefined && persona.employeeGuid !== '';
const members = personas.filter((persona) => !isStaff(persona));

describe('OneView: the staff channel', () => {
  it('is the channel of every staff persona (employee_guid present), and the audience msr comes with it', () => {
    // Product owners are staff too, but serve no member: the studio is theirs, not the service desk.
    const serving = personas.filter(isStaff).filter((persona) => persona.staffRole?.startsWith('product-owner') !== true);
    expect(serving.map((persona) => persona.username).sort()).toEqual([...STAFF].sort());
    for (const username of STAFF) {
      const ctx = contextFor(personaNamed(username));
      expect(ctx.channel, username).toBe('OneView');
      expect(ctx.audiences.has('msr'), username).toBe(true);
    }
    for (const persona of members) {
      const ctx = contextFor(persona);
      expect(ctx.channel, persona.username).toBe('OnlineBanking');
      expect(ctx.audiences.has('msr'), persona.username).toBe(false);
    }
  });

  it('is decided by a non-empty employee_guid only', () => {
    expect(channelForUser({ additions: { membershipType: 'P', employee_guid: '' } })).toBe('OnlineBanking');
    expect(channelForUser({ additions: { membershipType: 'P' } })).toBe('OnlineBanking');
    expect(channelForUser({ additions: { membershipType: 'C', employee_guid: 'EMP-1' } })).toBe('OneView');
    expect(audiencesForUser({ additions: { membershipType: 'P', employee_guid: '' } }).has('msr')).toBe(false);
  });

  it("turns off the flags whose OneView rule says so (the staff view skips the member's precheck prompts)", () => {
    for (const username of STAFF) {
      const flags = contextFor(personaNamed(username)).flags;
      expect(flags['show-paperless-prompt'], username).toBe(false);
      expect(flags['show-tutorial'], username).toBe(false);
    }
    expect(contextFor(personaNamed('member')).flags['show-paperless-prompt']).toBe(true);
    expect(contextFor(personaNamed('member')).flags['show-tutorial']).toBe(true);
  });
});

describe('the menu rules for staff, through config/menus.json', () => {
  // menu-rules.test.ts "hides the home-loan application and digital investor for business and MSR" checks msr and
  // business with the default flags; here every staff role, with the item's own flag on, against the personal member.
  it('hides the home-loan application for business and every staff role, even with its flag on', () => {
    for (const flags of [{}, ALL_FLAGS_ON, { 'show-home-loan-application': true }]) {
      expect(shows('more', 'member', 'home-loan-application', { flags }), 'member').toBe(true);
      expect(shows('more', 'business', 'home-loan-application', { flags }), 'business').toBe(false);
      for (const username of STAFF) expect(shows('more', username, 'home-loan-application', { flags }), username).toBe(false);
    }
  });

  // menu-rules.test.ts checks msr with default flags and "never both" for every persona; here every staff role with
  // every value of the two flags, and which of the two the personal member gets for each.
  it('hides digital investor for business and staff, investment center for staff; investment center wins', () => {
    for (const flags of flagCombinations(['show-investment-center', 'show-digital-investor'])) {
      const label = JSON.stringify(flags);
      for (const username of STAFF) {
        expect(shows('more', username, 'investment-center', { flags }), `${username} ${label}`).toBe(false);
        expect(shows('more', username, 'digital-investor', { flags }), `${username} ${label}`).toBe(false);
      }
      expect(shows('more', 'business', 'digital-investor', { flags }), `business ${label}`).toBe(false);
      expect(shows('more', 'business', 'investment-center', { flags }), `business ${label}`).toBe(false);
      const memberItems = visibleItems('more', contextFor(personaNamed('member'), { flags }));
      const expected = flags['show-investment-center'] ? ['investment-center'] : flags['show-digital-investor'] ? ['digital-investor'] : [];
      expect(memberItems.filter((id) => id === 'investment-center' || id === 'digital-investor'), `member ${label}`).toEqual(expected);
    }
  });

  // menu-rules.test.ts's More-menu table checks the five core personas; here every persona the seed creates.
  it('shows the MRC portal and manage beneficiaries to staff only, whatever the flags', () => {
    for (const persona of personas.filter((candidate) => candidate.credentials !== false)) {
      for (const flags of [{}, ALL_FLAGS_ON]) {
        const items = visibleItems('more', contextFor(persona, { flags }));
        expect(items.includes('mrc-portal'), persona.username).toBe(isStaff(persona));
        expect(items.includes('manage-beneficiaries'), persona.username).toBe(isStaff(persona));
      }
    }
    const moreMenu = new Map(menusManifest.menus.more.items.map((item) => [item.id, item.route === undefined ? undefined : pathOf(routesManifest, item.route, item.params)]));
    expect(moreMenu.get('mrc-portal')).toBe('/more-menu/mrc-portal');
    expect(moreMenu.get('manage-beneficiaries')).toBe('/more-menu/manage-beneficiaries');
  });

  it('the two MSR-only pages are routes of routes.json that a member cannot reach through a guard they hold', () => {
    const found = new Map<string, RouteNode>();
    const walk = (nodes: readonly RouteNode[], prefix: string): void => {
      for (const node of nodes) {
        const path = node.path ? `${prefix}/${node.path}` : prefix;
        found.set(path, node);
        walk(node.children ?? [], path);
      }
    };
    walk(routesManifest.routes, '');
    for (const path of ['/more-menu/mrc-portal', '/more-menu/manage-beneficiaries']) {
      const node = found.get(path);
      expect(node, path).toBeDefined();
      const guard = node?.guard;
      // A member typing the address must not get the page: its guard is one staff hold and members do not.
      expect(guard, `${path} has a route guard`).toBeDefined();
      if (guard === undefined) continue;
      for (const username of STAFF) expect(contextFor(personaNamed(username)).guards(guard), `${username} ${path}`).toBe(true);
      for (const persona of members) expect(contextFor(persona).guards(guard), `${persona.username} ${path}`).toBe(false);
    }
  });

  // menu-rules.test.ts checks msr against fatal, unknown and apiError; here every staff role against every alert type
  // a condition code's staff (_MSR) view can raise, and members against the member (_MBR) view's.
  it('hides the profile menu for a fatal, unknown or API-error precheck alert, except for staff', () => {
    const hiding = ['fatal', 'unknown', 'apiError'];
    const alertTypes = (suffix: string) =>
      new Set([
        ...Object.entries(alertsManifest.conditionCodes)
          .filter(([code]) => code.endsWith(suffix))
          .map(([, type]) => type),
        alertsManifest.unknownCodeAlertType,
      ]);
    expect([...alertTypes('_MSR')]).toEqual(expect.arrayContaining(hiding));
    for (const alert of alertTypes('_MSR')) {
      for (const username of STAFF) {
        const items = visibleItems('profile', contextFor(personaNamed(username), { precheckAlert: alert }));
        expect(items, `${username} ${alert}`).toContain('sign-out');
        expect(items, `${username} ${alert}`).toEqual(visibleItems('profile', contextFor(personaNamed(username))));
      }
    }
    for (const alert of alertTypes('_MBR')) {
      for (const username of ['member', 'business', 'trusted']) {
        const items = visibleItems('profile', contextFor(personaNamed(username), { precheckAlert: alert }));
        expect(items.length > 0, `${username} ${alert}`).toBe(!hiding.includes(alert));
      }
    }
  });

  // menu-rules.test.ts checks every persona with the default flags; here every flag but the More menu's own off.
  it('shows disclosures always, staff included, whatever the other flags say', () => {
    const allOff = { ...Object.fromEntries(Object.keys(flagsManifest.flags).map((name) => [name, false])), 'show-more-menu': true };
    for (const persona of personas.filter((candidate) => candidate.credentials !== false)) {
      for (const flags of [allOff, ALL_FLAGS_ON]) expect(shows('more', persona.username, 'disclosures', { flags }), persona.username).toBe(true);
    }
    for (const username of STAFF) expect(shows('more', username, 'disclosures', { precheckAlert: 'fatal' }), username).toBe(true);
  });
});

describe('staff roles in the access-control tables', () => {
  it('gives each staff persona its role (function group) on the MSR agreement', () => {
    const expected: Record<(typeof STAFF)[number], { groupName: string; accessLevel: string }> = {
      msr: { groupName: 'Member Service Representative', accessLevel: 'FULL_ACCESS' },
      'msr-viewer': { groupName: 'Service Desk View Only', accessLevel: 'VIEW_ONLY' },
      'msr-supervisor': { groupName: 'Service Desk Supervisor', accessLevel: 'FULL_ACCESS' },
    };
    for (const username of STAFF) {
      const { profile, isMaster } = personaAccess(personaNamed(username));
      expect({ groupName: profile.groupName, accessLevel: profile.accessLevel }, username).toEqual(expected[username]);
      expect(isMaster, username).toBe(true);
    }
  });

  it("grants each staff role the service desk's guards it should, and no more", () => {
    const guardsOf = (username: string) => {
      const ctx = contextFor(personaNamed(username));
      return Object.keys(permissionsManifest.guards).filter((name) => ctx.guards(name));
    };
    const staffGuards = ['canSearchMembers', 'canViewServedMember', 'canServeMembers', 'canViewStaffInbox', 'canWorkStaffInbox', 'canSearchStaffAudit'];
    const held = (username: string) => guardsOf(username).filter((name) => staffGuards.includes(name));
    expect(held('msr')).toEqual(['canSearchMembers', 'canViewServedMember', 'canServeMembers', 'canViewStaffInbox', 'canWorkStaffInbox']);
    expect(held('msr-viewer')).toEqual(['canSearchMembers', 'canViewServedMember', 'canViewStaffInbox']);
    expect(held('msr-supervisor')).toEqual(staffGuards);
    // Cards: the representative and the supervisor may lock a card, the viewer may not.
    expect(guardsOf('msr')).toContain('canManageCards');
    expect(guardsOf('msr-supervisor')).toContain('canManageCards');
    expect(guardsOf('msr-viewer')).not.toContain('canManageCards');
    // Money movement: the supervisor only.
    expect(guardsOf('msr-supervisor')).toContain('canCreateTransfers');
    expect(guardsOf('msr')).not.toContain('canCreateTransfers');
    expect(guardsOf('msr-viewer')).not.toContain('canCreateTransfers');
  });

  it('never gives a member (any persona without employee_guid, any access level) a Service Desk privilege', () => {
    const serviceDesk = (grants: readonly { resource: string }[]) => grants.filter((grant) => grant.resource === 'Service Desk');
    for (const persona of members) expect(serviceDesk(personaAccess(persona).profile.grants), persona.username).toEqual([]);
    for (const accessLevel of ['FULL_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'NO_ACCESS'] as const) {
      for (const business of [true, false]) expect(serviceDesk(accessProfileFor({ accessLevel, business, staff: false }).grants), `${accessLevel} ${business}`).toEqual([]);
    }
    for (const profile of [ACCESS_PROFILES.personal, ACCESS_PROFILES.business, ACCESS_PROFILES.viewOnly, ACCESS_PROFILES.moveMoney, ACCESS_PROFILES.noAccess]) {
      expect(serviceDesk(profile.grants), profile.name).toEqual([]);
    }
    const staffGuards = Object.entries(permissionsManifest.guards)
      .filter(([, guard]) => guard.expression.startsWith('Service Desk.'))
      .map(([name]) => name);
    expect(staffGuards.length).toBeGreaterThanOrEqual(6);
    for (const persona of members) for (const name of staffGuards) expect(contextFor(persona).guards(name), `${persona.username} ${name}`).toBe(false);
  });
});

describe('the MSR service agreement (server: choosableAgreements over the seed rows)', () => {
  let database: TestDatabase;
  const rows = buildDemoRows(personas, createPrng(20_260_101), '2026-03-02');
  const idOf = (username: string): string => {
    const row = rows.members.find((member) => member.username === username);
    if (!row) throw new Error(`No member row ${username}`);
    return row.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.db.insertInto('members').values(rows.members).execute();
    await database.db.insertInto('service_agreements').values(rows.agreements).execute();
    await database.db.insertInto('agreement_users').values(rows.agreementUsers).execute();
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("offers staff only the agreement whose description equals config's msrDescription", async () => {
    const msrDescription = appManifest.serviceAgreements.msrDescription;
    const msrAgreements = rows.agreements.filter((agreement) => agreement.description === msrDescription);
    expect(msrAgreements).toHaveLength(1);
    for (const username of STAFF) {
      const choices = await choosableAgreements(database.db, { id: idOf(username), staff: true }, msrDescription);
      expect(choices.map((choice) => choice.id), username).toEqual([msrAgreements[0]?.id]);
    }
  });

  it('keeps a staff user on the MSR agreement even when they are also listed on a member agreement', async () => {
    const msrDescription = appManifest.serviceAgreements.msrDescription;
    const memberAgreement = rows.agreements.find((agreement) => agreement.primary_user_id === idOf('member') && agreement.is_master);
    if (!memberAgreement) throw new Error('member has no master agreement');
    await database.db.insertInto('agreement_users').values({ agreement_id: memberAgreement.id, user_id: idOf('msr'), access_level: 'FULL_ACCESS', user_type: 'Master', is_default: false }).execute();
    try {
      const choices = await choosableAgreements(database.db, { id: idOf('msr'), staff: true }, msrDescription);
      expect(choices.map((choice) => choice.description)).toEqual([msrDescription]);
    } finally {
      await database.db.deleteFrom('agreement_users').where('agreement_id', '=', memberAgreement.id).where('user_id', '=', idOf('msr')).execute();
    }
  });

  it('never offers a member the MSR agreement', async () => {
    const msrDescription = appManifest.serviceAgreements.msrDescription;
    for (const persona of members.filter((candidate) => candidate.credentials !== false)) {
      const choices = await choosableAgreements(database.db, { id: idOf(persona.username), staff: false }, msrDescription);
      expect(choices.length, persona.username).toBeGreaterThan(0);
      expect(choices.some((choice) => choice.description === msrDescription), persona.username).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { formManifests } from '../../../src/manifests/form-manifests';
import {
  ACCESS_LEVELS,
  TRUSTED_FEATURES,
  featureLevelsFromHeld,
  groupsFor,
  levelProblem,
  offeredLevels,
  privilegesFor,
  type AccessArea,
  type FeatureLevels,
} from '../../../src/server/domain/trusted-users/access-mapping';
import { ACCESS_PROFILES, BUSINESS_FUNCTIONS } from '../../../src/server/domain/trusted-users/access-profiles';
import { trustedUsersManifest } from '../../../src/manifests/trusted-users-manifest';

const AREAS: readonly AccessArea[] = ['ACCOUNTS', ...TRUSTED_FEATURES];
const catalogue = new Set(BUSINESS_FUNCTIONS.flatMap((grant) => grant.privileges.map((privilege) => `${grant.resource}.${grant.function}.${privilege}`)));
const none: FeatureLevels = { BILL_PAY: 'NO_ACCESS', PROFILE: 'NO_ACCESS', MESSAGES: 'NO_ACCESS', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' };
const identifiersOf = (grants: readonly { resource: string; function: string; privileges: readonly string[] }[]): string[] =>
  grants.flatMap((grant) => grant.privileges.map((privilege) => `${grant.resource}.${grant.function}.${privilege}`)).sort();

describe('trusted-user access mapping (config/trusted-users.json)', () => {
  it('names only privileges of the business-function catalogue, each level holding the one below it and more', () => {
    for (const area of AREAS) {
      let previous: readonly string[] = [];
      for (const level of offeredLevels(area).filter((name) => name !== 'NO_ACCESS')) {
        const privileges = privilegesFor(area, level);
        for (const identifier of privileges) expect(catalogue.has(identifier), `${area} ${level}: ${identifier}`).toBe(true);
        expect(previous.every((identifier) => privileges.includes(identifier)), `${area} ${level} keeps the level below`).toBe(true);
        expect(privileges.length, `${area} ${level} adds something`).toBeGreaterThan(previous.length);
        previous = privileges;
      }
    }
  });

  it("gives the seed's view-only and move-money groups exactly the accounts' and Bill Pay's privileges of that level", () => {
    expect(identifiersOf(ACCESS_PROFILES.viewOnly.grants)).toEqual([...privilegesFor('ACCOUNTS', 'VIEW_ONLY'), ...privilegesFor('BILL_PAY', 'VIEW_ONLY')].sort());
    expect(identifiersOf(ACCESS_PROFILES.moveMoney.grants)).toEqual([...new Set([...privilegesFor('ACCOUNTS', 'MOVE_MONEY'), ...privilegesFor('BILL_PAY', 'MOVE_MONEY')])].sort());
  });

  it('reads back from held privileges the levels it wrote, for every offered combination', () => {
    for (const feature of TRUSTED_FEATURES) {
      for (const level of offeredLevels(feature)) {
        const features = { ...none, [feature]: level };
        const held = new Set(groupsFor('FULL_ACCESS', features).flatMap((group) => group.privileges.map((p) => `${p.resource}.${p.function}.${p.privilege}`)));
        expect(featureLevelsFromHeld(held), `${feature} ${level}`).toEqual(features);
      }
    }
    expect(groupsFor('VIEW_ONLY', none).map((group) => group.name)).toEqual(['Trusted ACCOUNTS VIEW_ONLY']);
  });

  it('refuses a level a feature does not offer, and a feature above the accounts', () => {
    expect(levelProblem('VIEW_ONLY', none)).toBeNull();
    expect(levelProblem('VIEW_ONLY', { ...none, BILL_PAY: 'MOVE_MONEY' })).toEqual({ code: 'TRUSTED_USER_FEATURE_ABOVE_ACCESS', path: '/features/BILL_PAY' });
    expect(levelProblem('FULL_ACCESS', { ...none, PROFILE: 'MOVE_MONEY' })).toEqual({ code: 'TRUSTED_USER_LEVEL_NOT_OFFERED', path: '/features/PROFILE' });
    expect(levelProblem('NO_ACCESS', none)?.path).toBe('/accessLevel');
  });

  it('offers in the invitation and access forms exactly the levels the mapping offers', () => {
    const fields: [string, AccessArea][] = [['accessLevel', 'ACCOUNTS'], ['billPay', 'BILL_PAY'], ['profile', 'PROFILE'], ['messages', 'MESSAGES'], ['notifications', 'ACCOUNT_NOTIFICATIONS']];
    for (const id of ['trusted-user-invitation', 'trusted-user-access']) {
      const form = formManifests[id] as FormManifest;
      const properties = (form.schema as { properties: Record<string, { enum: string[] }> }).properties;
      for (const [field, area] of fields) {
        const expected = offeredLevels(area).filter((level) => area !== 'ACCOUNTS' || level !== 'NO_ACCESS');
        expect(properties[field]?.enum, `${id} ${field}`).toEqual(expected);
      }
    }
    expect(ACCESS_LEVELS).toEqual(['NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS']);
    expect(Object.keys(trustedUsersManifest.features).sort()).toEqual([...TRUSTED_FEATURES].sort());
  });
});

describe('trusted-users copy (config/trusted-users.json)', () => {
  it('holds every text the trusted-users screens ask for', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../screens/trusted-users/', import.meta.url);
    const used = readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name))
      .flatMap((name) => [...readFileSync(new URL(name, dir), 'utf8').matchAll(/text\('([A-Za-z0-9_]+)'/g)].map((match) => match[1] as string));
    const dynamic = [...TRUSTED_FEATURES.map((feature) => `feature${feature}`), ...ACCESS_LEVELS.map((level) => `level${level}`), 'userTypeTrustedMember', 'userTypeTrustedEntity', 'emailSubject', 'emailBody'];
    for (const key of [...used, ...dynamic]) expect(trustedUsersManifest.copy[key], key).toBeTruthy();
  });
});

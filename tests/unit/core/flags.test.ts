import { describe, expect, it } from 'vitest';
import { evaluateAllFlags, evaluateFlag, evaluateFlagDetail, type FlagContext } from '../../../engine/core/flags';
import type { FlagDefinition, FlagsManifest } from '../../../engine/core/generated/manifests.gen';
import { flagsManifest } from '../../../src/manifests';

const member: FlagContext = { key: 'user-1', anonymous: false, username: 'member', membershipType: 'P', channel: 'OnlineBanking' };
const business: FlagContext = { key: 'user-2', anonymous: false, username: 'business', membershipType: 'C', channel: 'OnlineBanking' };
const staff: FlagContext = { key: 'user-3', anonymous: false, username: 'msr', membershipType: 'P', channel: 'OneView' };
const anonymous: FlagContext = { key: 'anon-7', anonymous: true };

const targeted: FlagDefinition = {
  default: 'default',
  description: 'test flag',
  rules: [
    { when: { userKeys: ['user-9', 'member'] }, value: 'by key' },
    { when: { membershipType: ['C', 'X'], channel: ['OnlineBanking'] }, value: 'business online' },
    { when: { channel: ['OneView'] }, value: 'staff' },
    { when: { membershipType: ['C'] }, value: 'business anywhere' },
  ],
};

describe('evaluateFlagDetail', () => {
  it('gives the first matching rule, numbering variations from 1 (0 is the default)', () => {
    expect(evaluateFlagDetail(targeted, member)).toEqual({ value: 'by key', variation: 1 });
    expect(evaluateFlagDetail(targeted, business)).toEqual({ value: 'business online', variation: 2 });
    expect(evaluateFlagDetail(targeted, staff)).toEqual({ value: 'staff', variation: 3 });
    expect(evaluateFlagDetail(targeted, { ...business, channel: 'OneView' })).toEqual({ value: 'staff', variation: 3 });
    expect(evaluateFlagDetail(targeted, { ...business, channel: undefined })).toEqual({ value: 'business anywhere', variation: 4 });
    expect(evaluateFlagDetail(targeted, { key: 'user-5', anonymous: false, membershipType: 'P', channel: 'OnlineBanking' })).toEqual({ value: 'default', variation: 0 });
  });

  it('matches userKeys against the key or the username', () => {
    expect(evaluateFlag(targeted, { key: 'user-9', anonymous: false })).toBe('by key');
    expect(evaluateFlag(targeted, { key: 'other', anonymous: false, username: 'member' })).toBe('by key');
    expect(evaluateFlag(targeted, { key: 'member-2', anonymous: false, username: 'members' })).toBe('default');
  });

  it('requires every condition of a rule (AND) and any listed value of each (OR)', () => {
    const both: FlagDefinition = { default: false, description: 'x', rules: [{ when: { membershipType: ['C'], userKeys: ['user-2'] }, value: true }] };
    expect(evaluateFlag(both, business)).toBe(true);
    expect(evaluateFlag(both, { ...business, key: 'user-8', username: 'other' })).toBe(false);
    expect(evaluateFlag(both, { ...member, key: 'user-2' })).toBe(false);
  });

  it('treats a fact the context lacks as no match, and an empty condition as matching nobody', () => {
    const byType: FlagDefinition = { default: 'd', description: 'x', rules: [{ when: { membershipType: ['P'] }, value: 'p' }] };
    expect(evaluateFlag(byType, { key: 'k', anonymous: false })).toBe('d');
    const empty: FlagDefinition = { default: 'd', description: 'x', rules: [{ when: {}, value: 'everyone?' }] };
    expect(evaluateFlag(empty, member)).toBe('d');
  });

  it('gives an anonymous context the default whatever its key or facts', () => {
    expect(evaluateFlagDetail(targeted, anonymous)).toEqual({ value: 'default', variation: 0 });
    expect(evaluateFlagDetail(targeted, { ...member, anonymous: true })).toEqual({ value: 'default', variation: 0 });
  });

  it('returns JSON values as they are, objects included', () => {
    const banner = { show: true, bannerText: 'Hi' };
    expect(evaluateFlag({ default: null, description: 'x', rules: [{ when: { channel: ['OneView'] }, value: banner }] }, staff)).toBe(banner);
    expect(evaluateFlag({ default: banner, description: 'x' }, member)).toBe(banner);
  });
});

describe('evaluateAllFlags', () => {
  const manifest: FlagsManifest = {
    flags: {
      'client-flag': targeted,
      'server-flag': { default: 1, description: 'server only', clientSide: false, rules: [{ when: { channel: ['OneView'] }, value: 2 }] },
    },
  };

  it('evaluates every flag, or only the client-side ones', () => {
    expect(evaluateAllFlags(manifest, staff)).toEqual({ 'client-flag': 'staff', 'server-flag': 2 });
    expect(evaluateAllFlags(manifest, staff, { clientSideOnly: true })).toEqual({ 'client-flag': 'staff' });
    expect(evaluateAllFlags(manifest, anonymous)).toEqual({ 'client-flag': 'default', 'server-flag': 1 });
  });

  it('evaluates config/flags.json: defaults for anonymous, and the targeting rules it declares', () => {
    const defaults = evaluateAllFlags(flagsManifest, anonymous);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(flagsManifest.flags).sort());
    for (const [key, definition] of Object.entries(flagsManifest.flags)) expect(defaults[key], key).toEqual(definition.default);
    expect(evaluateAllFlags(flagsManifest, staff)['show-tutorial']).toBe(false);
    expect(evaluateAllFlags(flagsManifest, member)['show-tutorial']).toBe(true);
    expect(evaluateFlagDetail(flagsManifest.flags['show-open-new-account-business']!, business)).toEqual({ value: false, variation: 1 });
    expect(evaluateFlagDetail(flagsManifest.flags['show-open-new-account-business']!, member)).toEqual({ value: false, variation: 0 });
  });
});

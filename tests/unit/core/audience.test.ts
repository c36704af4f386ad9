import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AUDIENCES,
  CHANNELS,
  audiencesForUser,
  channelForUser,
  type Audience,
  type AudienceUser,
  type Channel,
} from '../../../engine/core/audience';

describe('audience and channel lists', () => {
  it('cover exactly the values the manifest schema allows', () => {
    expectTypeOf<(typeof AUDIENCES)[number]>().toEqualTypeOf<Audience>();
    expectTypeOf<(typeof CHANNELS)[number]>().toEqualTypeOf<Channel>();
    expect(new Set(AUDIENCES).size).toBe(AUDIENCES.length);
  });
});

describe('audiencesForUser', () => {
  it.each<[string, AudienceUser, { isMaster?: boolean } | undefined, string[]]>([
    ['personal master', { additions: { membershipType: 'P' } }, { isMaster: true }, ['personal', 'master']],
    ['business (C)', { additions: { membershipType: 'C' } }, undefined, ['business']],
    ['business (any other value)', { additions: { membershipType: 'X' } }, undefined, ['business']],
    ['trusted', { additions: { membershipType: 'P' } }, { isMaster: false }, ['personal', 'trusted']],
    ['msr', { additions: { employee_guid: 'emp-1' } }, undefined, ['msr']],
    [
      'empty employee_guid is not msr',
      { additions: { membershipType: 'P', employee_guid: '' } },
      undefined,
      ['personal'],
    ],
    [
      'minor as string',
      { additions: { membershipType: 'P', isMinor: 'true' } },
      undefined,
      ['personal', 'minor'],
    ],
    ['minor as boolean', { additions: { isMinor: true } }, undefined, ['minor']],
    ['not minor', { additions: { membershipType: 'P', isMinor: 'false' } }, undefined, ['personal']],
    ['no additions', {}, undefined, []],
    ['agreement without isMaster', { additions: { membershipType: 'P' } }, {}, ['personal']],
  ])('%s', (_label, user, agreement, expected) => {
    expect([...audiencesForUser(user, agreement)].sort()).toEqual([...expected].sort());
  });
});

describe('channelForUser', () => {
  it.each<[AudienceUser, string]>([
    [{ additions: { employee_guid: 'emp-1' } }, 'OneView'],
    [{ additions: { employee_guid: '' } }, 'OnlineBanking'],
    [{ additions: { membershipType: 'P' } }, 'OnlineBanking'],
    [{}, 'OnlineBanking'],
  ])('%j → %s', (user, expected) => {
    expect(channelForUser(user)).toBe(expected);
  });
});

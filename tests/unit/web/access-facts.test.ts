import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, ServiceAgreement } from '../../../engine/core/generated/api.gen';
import { ACCESS_MODALS, decideRouteAccess } from '../../../engine/react';
import { currentUserQuery } from '../../../screens/shared/current-user';
import { agreementContextQuery } from '../../../screens/shared/service-agreements';
import { anonymousAccess, sessionAccess, type SessionFacts } from '../../../src/web/access/access-facts';
import { serviceDeskPath, serviceDeskRedirect } from '../../../src/web/access/service-desk';
import { appManifest, flagsManifest, modalsManifest, routesManifest } from '../../../src/manifests';
import { policySubjectQuery } from '../../../src/web/access/policy-subject';

const user = (additions: Partial<CurrentUser['additions']> = {}): CurrentUser => ({
  id: 'u1',
  externalId: '1001',
  fullName: 'Jordan Rivera',
  language: 'en-US',
  additions: { membershipType: 'P', fullName: 'Jordan Rivera', givenName: 'Jordan', familyName: 'Rivera', memberSince: '2012-04-01', isMinor: 'false', ...additions },
});
const agreement = (overrides: Partial<ServiceAgreement> = {}): ServiceAgreement => ({
  id: 'sa1', name: 'Jordan Rivera', description: 'Master', isMaster: true, externalId: '2000001',
  additions: { primaryName: 'Jordan Rivera', memberSince: '2012-04-01', primaryUserInternalId: 'u1' }, ...overrides,
});
const facts = (overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  user: user(),
  agreement: agreement(),
  summary: [{ resource: 'BillPay', function: 'BillPay', permissions: { view: true } }],
  subject: { actor: 'member', conditions: [] },
  flags: { 'show-trusted-users': true },
  flagsSettled: true,
  permissionsSettled: true,
  agreementSettled: true,
  ...overrides,
});

describe('sessionAccess: one set of facts for menus and route gates', () => {
  it('is ready only when the user, their flags, the permissions and the agreement are all known', () => {
    expect(sessionAccess(facts()).routeAccess.ready).toBe(true);
    for (const missing of [{ user: undefined }, { flagsSettled: false }, { permissionsSettled: false }, { agreementSettled: false }]) {
      expect(sessionAccess(facts(missing)).routeAccess.ready, JSON.stringify(missing)).toBe(false);
    }
  });

  it('evaluates guards on the summary for both, and denies them all while there is none', () => {
    const access = sessionAccess(facts());
    expect(access.visibility.guards('canViewBillPay')).toBe(true);
    expect(access.routeAccess.guards('canViewBillPay')).toBe(true);
    expect(access.routeAccess.guards('canViewAccountStatements')).toBe(false);
    expect(sessionAccess(facts({ summary: undefined })).visibility.guards('canViewBillPay')).toBe(false);
  });

  it("decides capabilities and guards by the policy for the session's subject, and denies them all while it is unknown", () => {
    const member = sessionAccess(facts());
    expect(member.visibility.can('move-money')).toBe(true);
    expect(member.routeAccess.decision('open-account')).toEqual({ allowed: true });
    const bankrupt = sessionAccess(facts({ subject: { actor: 'member', conditions: ['bankruptcy'] } }));
    expect(bankrupt.visibility.can('open-account')).toBe(false);
    expect(bankrupt.routeAccess.decision('open-account')).toEqual({ allowed: false, errorCode: 'UNABLE_TO_COMPLETE', condition: 'bankruptcy' });
    expect(bankrupt.visibility.can('move-money')).toBe(true);
    const limited = sessionAccess(facts({ subject: { actor: 'member', conditions: ['level-7'] } }));
    expect(limited.visibility.guards('canViewBillPay')).toBe(false);
    const unknown = sessionAccess(facts({ subject: undefined }));
    expect(unknown.visibility.can('view-accounts')).toBe(false);
    expect(unknown.visibility.guards('canViewBillPay')).toBe(false);
  });

  it('takes master or trusted standing from the agreement, and treats an unknown agreement as not master', () => {
    expect(sessionAccess(facts()).routeAccess.isMaster).toBe(true);
    expect(sessionAccess(facts()).visibility.audiences.has('master')).toBe(true);
    const trusted = sessionAccess(facts({ agreement: agreement({ isMaster: false }) }));
    expect(trusted.routeAccess.isMaster).toBe(false);
    expect(trusted.visibility.audiences.has('trusted')).toBe(true);
    const unknown = sessionAccess(facts({ agreement: null }));
    expect(unknown.routeAccess.isMaster).toBe(false);
    expect(unknown.visibility.audiences.has('master') || unknown.visibility.audiences.has('trusted')).toBe(false);
  });

  it('gives staff (employee_guid) the OneView channel', () => {
    expect(sessionAccess(facts({ user: user({ employee_guid: 'e-1' }) })).visibility.channel).toBe('OneView');
    expect(sessionAccess(facts()).visibility.channel).toBe('OnlineBanking');
  });

  it('on public pages knows nobody: ready, no audiences, no guards, not master', () => {
    const access = anonymousAccess({});
    expect(access.routeAccess).toMatchObject({ ready: true, isMaster: false });
    expect(access.visibility.audiences.size).toBe(0);
    expect(access.visibility.guards('canViewBillPay')).toBe(false);
  });
});

describe('serviceDeskRedirect (the service-desk variant of the access guard)', () => {
  const msr = appManifest.serviceAgreements.msrDescription;
  const clientWith = (me: CurrentUser, context: ServiceAgreement | null) => {
    const client = new QueryClient();
    client.setQueryData(currentUserQuery.queryKey, me);
    client.setQueryData(agreementContextQuery.queryKey, context);
    // A member service representative: the policy gives them no studio, so the service desk decides.
    client.setQueryData(policySubjectQuery.queryKey, { actor: me.additions.employee_guid === undefined ? 'member' : 'staff-service', conditions: [] });
    return client;
  };

  it('sends staff without a chosen member to the service desk from any other page, and leaves them there', async () => {
    const redirect = serviceDeskRedirect(clientWith(user({ employee_guid: 'e-1' }), agreement({ description: msr })));
    await expect(redirect(new URL('http://app/accounts/list/summary'))).resolves.toBe(serviceDeskPath);
    await expect(redirect(new URL(`http://app${serviceDeskPath}`))).resolves.toBeUndefined();
    // Every service-desk page (the staff inbox, the staff audit) needs no member open.
    await expect(redirect(new URL('http://app/servicedesk/inbox'))).resolves.toBeUndefined();
    await expect(redirect(new URL('http://app/servicedesk/audit'))).resolves.toBeUndefined();
  });

  it('lets members, and staff acting for a member, through', async () => {
    await expect(serviceDeskRedirect(clientWith(user(), agreement()))(new URL('http://app/cards'))).resolves.toBeUndefined();
    await expect(serviceDeskRedirect(clientWith(user({ employee_guid: 'e-1' }), agreement()))(new URL('http://app/cards'))).resolves.toBeUndefined();
  });

  it('finds the service desk in routes.json', () => {
    expect(serviceDeskPath).toBe('/servicedesk/search');
  });
});

describe('access configuration', () => {
  it('modals.json has every modal the access rules and session handling open', () => {
    for (const key of [...Object.values(ACCESS_MODALS), 'sessionTimeout']) expect(Object.keys(modalsManifest.modals), key).toContain(key);
    expect(modalsManifest.defaults).toEqual({ centered: true, backdrop: 'static', keyboard: false });
  });

  it('has a flag-gated route that goes home and one that stays, each with a flag a business member gets off', () => {
    const gated: { flag: string; stay: boolean }[] = [];
    const walk = (nodes: typeof routesManifest.routes): void => {
      for (const node of nodes) {
        if (node.flag !== undefined && node.screen !== undefined) gated.push({ flag: node.flag, stay: node.stayOnFlagOff === true });
        walk(node.children ?? []);
      }
    };
    walk(routesManifest.routes);
    const offForBusiness = (flag: string) =>
      flagsManifest.flags[flag]?.rules?.some((rule) => rule.when.membershipType?.includes('C') && rule.value === false) === true;
    for (const stay of [false, true]) {
      const route = gated.find((candidate) => candidate.stay === stay && offForBusiness(candidate.flag));
      expect(route, `stay=${stay}`).toBeDefined();
      expect(decideRouteAccess({ flag: route!.flag, stayOnFlagOff: stay }, { flags: { [route!.flag]: false }, guards: () => true, can: () => true, decision: () => ({ allowed: true }), isMaster: true })).toEqual({ outcome: 'featureUnavailable', stay });
    }
  });
});

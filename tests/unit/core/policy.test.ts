import { describe, expect, it } from 'vitest';
import { actorCapabilities, conditionsOf, decide, type Policy, type PolicySubject } from '../../../engine/core/policy';
import { policyManifest } from '../../../src/manifests';

const subject = (actor: string, conditions: readonly string[] = [], features?: Record<string, string>): PolicySubject => ({ actor, conditions, ...(features ? { features } : {}) });

describe('decide: one decision of who may do what, from config/policy.json', () => {
  it('lets the member do what the member actor holds, and refuses staff capabilities', () => {
    expect(decide(policyManifest, subject('member'), { capability: 'move-money' })).toEqual({ allowed: true });
    expect(decide(policyManifest, subject('member'), { capability: 'staff-desk' })).toEqual({ allowed: false, errorCode: 'FORBIDDEN' });
  });

  it('needs no subject for a public capability, and refuses everything else without one', () => {
    expect(decide(policyManifest, null, { capability: 'public' }).allowed).toBe(true);
    expect(decide(policyManifest, null, { capability: 'own-session' }).allowed).toBe(false);
  });

  it('fails closed on an unknown capability, actor or condition', () => {
    expect(decide(policyManifest, subject('member'), { capability: 'fly' }).allowed).toBe(false);
    expect(decide(policyManifest, subject('constructor'), { capability: 'own-session' }).allowed).toBe(false);
    expect(decide(policyManifest, subject('member', ['not-a-condition']), { capability: 'view-accounts' })).toEqual({ allowed: false, errorCode: 'FORBIDDEN', condition: 'not-a-condition' });
  });

  it('keeps the own session under every condition, so a restricted member can still see why and sign out', () => {
    for (const condition of Object.keys(policyManifest.conditions)) {
      expect(decide(policyManifest, subject('member', [condition]), { capability: 'own-session' }).allowed, condition).toBe(true);
    }
  });

  it('takes everything but the own session away under fatal, pending disclosures and pending onboarding, with their messages', () => {
    expect(decide(policyManifest, subject('member', ['fatal']), { capability: 'view-accounts' })).toEqual({ allowed: false, errorCode: 'UNABLE_TO_COMPLETE', condition: 'fatal' });
    expect(decide(policyManifest, subject('member', ['disclosures-pending']), { capability: 'move-money' })).toEqual({ allowed: false, errorCode: 'DISCLOSURES_PENDING', condition: 'disclosures-pending' });
    expect(decide(policyManifest, subject('member', ['onboarding-pending']), { capability: 'open-account' })).toEqual({ allowed: false, errorCode: 'ONBOARDING_PENDING', condition: 'onboarding-pending' });
  });

  it('leaves level 7 only statements and messages beside the summary', () => {
    const limited = subject('member', ['level-7']);
    for (const kept of ['view-accounts', 'view-statements', 'read-messages', 'send-messages']) expect(decide(policyManifest, limited, { capability: kept }).allowed, kept).toBe(true);
    for (const gone of ['move-money', 'borrow', 'designate-beneficiary', 'view-cards', 'view-payments']) {
      expect(decide(policyManifest, limited, { capability: gone }), gone).toEqual({ allowed: false, errorCode: 'LIMITED_FEATURES', condition: 'level-7' });
    }
  });

  it('takes a capability away for some product groups only: litigation hides credit card and loan details, not deposits', () => {
    const litigation = subject('member', ['litigation']);
    expect(decide(policyManifest, litigation, { capability: 'view-accounts' }).allowed).toBe(true);
    expect(decide(policyManifest, litigation, { capability: 'view-accounts', productGroup: 'deposits' }).allowed).toBe(true);
    expect(decide(policyManifest, litigation, { capability: 'view-accounts', productGroup: 'creditCards' })).toEqual({ allowed: false, errorCode: 'LITIGATION_RESTRICTED', condition: 'litigation' });
    expect(decide(policyManifest, litigation, { capability: 'open-account' }).allowed).toBe(false);
  });

  it('binds trusted users by the conditions of the member they act for, and never staff', () => {
    expect(decide(policyManifest, subject('trusted-move-money', ['fatal']), { capability: 'move-money' }).allowed).toBe(false);
    expect(decide(policyManifest, subject('staff-supervisor', ['fatal']), { capability: 'move-money' }).allowed).toBe(true);
  });

  it("adds a trusted user's feature grants by level, and only for actors that take them", () => {
    const withProfile = subject('trusted-view-only', [], { PROFILE: 'FULL_ACCESS', MESSAGES: 'VIEW_ONLY' });
    expect(decide(policyManifest, withProfile, { capability: 'edit-profile' }).allowed).toBe(true);
    expect(decide(policyManifest, withProfile, { capability: 'read-messages' }).allowed).toBe(true);
    expect(decide(policyManifest, withProfile, { capability: 'send-messages' }).allowed).toBe(false);
    expect(decide(policyManifest, subject('trusted-view-only'), { capability: 'edit-profile' }).allowed).toBe(false);
    expect(actorCapabilities(policyManifest, subject('staff-view-only', [], { PROFILE: 'FULL_ACCESS' })).has('edit-profile')).toBe(false);
  });

  it('never lets a view-only trusted user or staff borrow, open an account or name a beneficiary', () => {
    for (const actor of ['trusted-view-only', 'trusted-move-money', 'trusted-full-access', 'staff-view-only', 'staff-service', 'staff-supervisor']) {
      for (const capability of ['borrow', 'open-account', 'designate-beneficiary']) expect(decide(policyManifest, subject(actor), { capability }).allowed, `${actor} ${capability}`).toBe(false);
    }
    expect(decide(policyManifest, subject('trusted-view-only'), { capability: 'move-money' }).allowed).toBe(false);
    expect(decide(policyManifest, subject('staff-service'), { capability: 'move-money' }).allowed).toBe(false);
  });

  it('applies a keepsOnly or removes condition as written, in a policy a test builds', () => {
    const policy: Policy = {
      refusal: 'FORBIDDEN',
      capabilities: { a: { description: 'A.' }, b: { description: 'B.' } },
      actors: { x: { description: 'X.', capabilities: ['a', 'b'], boundByMemberConditions: true } },
      featureGrants: {},
      conditions: {
        onlyA: { description: 'Only A.', alertTypes: ['t1'], keepsOnly: ['a'], errorCode: 'E1' },
        noA: { description: 'No A.', alertTypes: ['t2'], removes: ['a'], errorCode: 'E2' },
      },
    };
    expect(decide(policy, subject('x', ['onlyA']), { capability: 'b' })).toEqual({ allowed: false, errorCode: 'E1', condition: 'onlyA' });
    expect(decide(policy, subject('x', ['noA']), { capability: 'a' })).toEqual({ allowed: false, errorCode: 'E2', condition: 'noA' });
    expect(decide(policy, subject('x', ['noA']), { capability: 'b' }).allowed).toBe(true);
  });
});

describe('conditionsOf: the sign-in checks as policy conditions', () => {
  it('raises a condition for every alert type on the membership, not only the first, and for pending onboarding', () => {
    expect(conditionsOf(policyManifest, { alertTypes: ['litigation', 'severeL7', 'paperless'], onboardingRequired: false }).sort()).toEqual(['level-7-severe', 'litigation']);
    expect(conditionsOf(policyManifest, { alertTypes: [], onboardingRequired: true })).toEqual(['onboarding-pending']);
    expect(conditionsOf(policyManifest, { alertTypes: ['apiError'], onboardingRequired: false })).toEqual(['fatal']);
  });
});

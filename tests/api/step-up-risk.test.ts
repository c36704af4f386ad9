import { describe, expect, it } from 'vitest';
import type { StepUpRule } from '../../engine/core/generated/manifests.gen';
import { riskManifest } from '../../src/manifests';
import { payloadFingerprint } from '../../src/server/payload-fingerprint';
import { decideRisk } from '../../src/server/stepup/risk';

describe('risk decisions (config/risk.json)', () => {
  it('challenges the configured risky actions and allows what no rule names', () => {
    for (const event of ['addExternalAccount', 'changeEmail', 'changePhone', 'changeAddress', 'pinChange', 'newDeviceSignIn', 'changeUsername', 'changePassword'] as const) {
      expect(decideRisk({ event }).outcome, event).toBe('CHALLENGE');
    }
    // An event no rule names is allowed: the address rule taken away, an address change goes through unasked.
    const withoutAddress = riskManifest.rules.filter((rule) => rule.event !== 'changeAddress');
    expect(decideRisk({ event: 'changeAddress' }, withoutAddress)).toEqual({ outcome: 'ALLOW' });
  });

  it('challenges an ACH transfer only at or above the configured threshold', () => {
    const rule = riskManifest.rules.find((candidate) => candidate.event === 'achTransfer');
    const threshold = rule?.minAmountCents ?? Number.NaN;
    expect(decideRisk({ event: 'achTransfer', amountCents: threshold - 1 }).outcome).toBe('ALLOW');
    expect(decideRisk({ event: 'achTransfer', amountCents: threshold }).outcome).toBe('CHALLENGE');
  });

  it('applies the first matching rule, so a DENY above a CHALLENGE wins', () => {
    const rules: StepUpRule[] = [
      { id: 'huge-ach', description: 'd', event: 'achTransfer', outcome: 'DENY', challengeType: 'HR', minAmountCents: 1_000_000 },
      { id: 'large-ach', description: 'd', event: 'achTransfer', outcome: 'CHALLENGE', challengeType: 'HR', minAmountCents: 250_000 },
    ];
    expect(decideRisk({ event: 'achTransfer', amountCents: 1_000_000 }, rules)).toMatchObject({ outcome: 'DENY', rule: { id: 'huge-ach' } });
    expect(decideRisk({ event: 'achTransfer', amountCents: 300_000 }, rules)).toMatchObject({ outcome: 'CHALLENGE', rule: { id: 'large-ach' } });
    expect(decideRisk({ event: 'achTransfer', amountCents: 100 }, rules).outcome).toBe('ALLOW');
  });
});

describe('payload fingerprints', () => {
  it('ignore key order but not any value', () => {
    expect(payloadFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(payloadFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(payloadFingerprint({ amountCents: 250000, to: 'A' })).not.toBe(payloadFingerprint({ amountCents: 250001, to: 'A' }));
    expect(payloadFingerprint({ list: [1, 2] })).not.toBe(payloadFingerprint({ list: [2, 1] }));
    expect(payloadFingerprint({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

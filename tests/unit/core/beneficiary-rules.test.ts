import { describe, expect, it } from 'vitest';
import { beneficiaryTotals, checkBeneficiaries, type BeneficiaryDraft } from '../../../engine/core/beneficiary-rules';
import staffJson from '../../../config/staff.json';

const policy = { relationships: ['Spouse', 'Child', 'Sibling'], nameMaxLength: 100, maxBeneficiaries: 4 };
const row = (designation: string, sharePercent: number, overrides: Partial<BeneficiaryDraft> = {}): BeneficiaryDraft => ({
  fullName: 'Jordan Morgan',
  relationship: 'Spouse',
  designation,
  sharePercent,
  ...overrides,
});
const kinds = (list: readonly BeneficiaryDraft[]) => checkBeneficiaries(list, policy).map((issue) => `${issue.path} ${issue.kind}`);

describe('checkBeneficiaries', () => {
  it('accepts primaries adding to 100, with or without contingents adding to 100', () => {
    expect(kinds([row('PRIMARY', 100)])).toEqual([]);
    expect(kinds([row('PRIMARY', 60), row('PRIMARY', 40), row('CONTINGENT', 100)])).toEqual([]);
    expect(kinds([row('PRIMARY', 1), row('PRIMARY', 99), row('CONTINGENT', 50), row('CONTINGENT', 50)])).toEqual([]);
  });

  it('needs at least one primary', () => {
    expect(kinds([])).toEqual(['/beneficiaries primaryMissing']);
    expect(kinds([row('CONTINGENT', 100)])).toEqual(['/beneficiaries primaryMissing']);
  });

  it('refuses primary or contingent totals other than exactly 100', () => {
    expect(kinds([row('PRIMARY', 60), row('PRIMARY', 30)])).toEqual(['/beneficiaries primaryTotal']);
    expect(kinds([row('PRIMARY', 60), row('PRIMARY', 50)])).toEqual(['/beneficiaries primaryTotal']);
    expect(kinds([row('PRIMARY', 100), row('CONTINGENT', 99)])).toEqual(['/beneficiaries contingentTotal']);
  });

  it('needs whole shares from 1 to 100', () => {
    expect(kinds([row('PRIMARY', 0), row('PRIMARY', 100)])).toContain('/beneficiaries/0/sharePercent shareRange');
    expect(kinds([row('PRIMARY', 50.5), row('PRIMARY', 49.5)])).toEqual([
      '/beneficiaries/0/sharePercent shareRange',
      '/beneficiaries/1/sharePercent shareRange',
      '/beneficiaries primaryTotal',
    ]);
    expect(kinds([row('PRIMARY', 101)])).toEqual(['/beneficiaries/0/sharePercent shareRange', '/beneficiaries primaryTotal']);
    expect(kinds([row('PRIMARY', Number.NaN)])).toContain('/beneficiaries/0/sharePercent shareRange');
  });

  it('checks names (trimmed, 1..max), relationships from the list and designations', () => {
    expect(kinds([row('PRIMARY', 100, { fullName: '   ' })])).toEqual(['/beneficiaries/0/fullName nameLength']);
    expect(kinds([row('PRIMARY', 100, { fullName: 'x'.repeat(101) })])).toEqual(['/beneficiaries/0/fullName nameLength']);
    expect(kinds([row('PRIMARY', 100, { fullName: ` ${'x'.repeat(100)} ` })])).toEqual([]);
    expect(kinds([row('PRIMARY', 100, { relationship: 'Neighbour' })])).toEqual(['/beneficiaries/0/relationship relationshipUnknown']);
    expect(kinds([row('PRIMARY', 100), row('SECONDARY', 100)])).toEqual(['/beneficiaries/1/designation designationUnknown']);
  });

  it('limits how many rows an account names', () => {
    expect(kinds([row('PRIMARY', 20), row('PRIMARY', 20), row('PRIMARY', 20), row('PRIMARY', 20), row('PRIMARY', 20)])).toEqual(['/beneficiaries tooMany']);
  });

  it('totals only whole shares of known designations', () => {
    expect(beneficiaryTotals([row('PRIMARY', 60), row('PRIMARY', 2.5), row('CONTINGENT', 30), row('OTHER', 10)])).toEqual({ PRIMARY: 60, CONTINGENT: 30 });
  });

  it('has a message in config/staff.json for every issue kind, and the seeded relationships are offered', () => {
    const { errors, relationships } = staffJson.memberService.beneficiaries;
    for (const kind of ['nameLength', 'relationshipUnknown', 'designationUnknown', 'shareRange', 'primaryMissing', 'primaryTotal', 'contingentTotal', 'tooMany']) {
      expect(errors).toHaveProperty(kind);
    }
    for (const seeded of ['Spouse', 'Child', 'Sibling']) expect(relationships).toContain(seeded);
  });
});

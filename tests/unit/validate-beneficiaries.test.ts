import { describe, expect, it } from 'vitest';
import iraJson from '../../config/ira.json';
import staffJson from '../../config/staff.json';
import { checkBeneficiaryNames } from '../../engine/core/config-validation/beneficiaries';
import type { IraManifest, StaffManifest } from '../../engine/core/generated/manifests.gen';

const ira = (): IraManifest => structuredClone(iraJson) as IraManifest;
const staff = (): StaffManifest => structuredClone(staffJson) as StaffManifest;

describe("the member's beneficiary editor against the service desk's rule", () => {
  it('passes on the shipped files', () => {
    expect(checkBeneficiaryNames(ira(), staff())).toEqual([]);
  });

  it('names a relationship the rule allows without a name for the member, and a name for one it refuses', () => {
    const rule = staff();
    rule.memberService.beneficiaries.relationships = [...rule.memberService.beneficiaries.relationships.filter((name) => name !== 'Friend'), 'Cousin'];
    expect(checkBeneficiaryNames(ira(), rule).map((issue) => issue.message)).toEqual([
      "config/ira.json at /pod/editor/relationshipNames/Cousin: expected the member's name of a relationship config/staff.json allows, found nothing",
      'config/ira.json at /pod/editor/relationshipNames/Friend: expected only relationships config/staff.json memberService.beneficiaries.relationships allows, found "Friend"',
    ]);
  });
});

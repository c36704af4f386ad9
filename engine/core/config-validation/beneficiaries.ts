import type { IraManifest, StaffManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/ira.json';
const NAMES = '/pod/editor/relationshipNames';

/**
 * The member's beneficiary editor against the rule it edits under (config/staff.json memberService.beneficiaries):
 * every relationship the rule allows has a name for the member to read, and no name stands for one it refuses (the
 * member could pick nothing else, and a stale name would hide a removed relationship).
 */
export function checkBeneficiaryNames(ira: IraManifest, staff: StaffManifest): ValidationIssue[] {
  const allowed = staff.memberService.beneficiaries.relationships;
  const names = ira.pod.editor.relationshipNames;
  const issues: ValidationIssue[] = [];
  for (const relationship of allowed) {
    if (names[relationship] === undefined) issues.push(makeIssue(FILE, pointerJoin(NAMES, relationship), "the member's name of a relationship config/staff.json allows", 'nothing'));
  }
  for (const [relationship, name] of Object.entries(names)) {
    if (!allowed.includes(relationship)) issues.push(makeIssue(FILE, pointerJoin(NAMES, relationship), 'only relationships config/staff.json memberService.beneficiaries.relationships allows', describeFound(name)));
  }
  return issues;
}

/** The two designations a beneficiary may have: primary, or contingent (paid only if no primary survives). */
export const BENEFICIARY_DESIGNATIONS = ['PRIMARY', 'CONTINGENT'] as const;
export type BeneficiaryDesignationCode = (typeof BENEFICIARY_DESIGNATIONS)[number];

/** One row of an account's beneficiary list as a form or a request holds it (not yet checked). */
export interface BeneficiaryDraft {
  readonly fullName: string;
  readonly relationship: string;
  readonly designation: string;
  readonly sharePercent: number;
}

/** What config/staff.json memberService.beneficiaries decides: the relationships offered and the limits. */
export interface BeneficiaryPolicy {
  readonly relationships: readonly string[];
  readonly nameMaxLength: number;
  readonly maxBeneficiaries: number;
}

/** The rules a list can break; each has its message in config/staff.json memberService.beneficiaries.errors. */
export type BeneficiaryIssueKind = 'nameLength' | 'relationshipUnknown' | 'designationUnknown' | 'shareRange' | 'primaryMissing' | 'primaryTotal' | 'contingentTotal' | 'tooMany';

/** A broken rule and where: `/beneficiaries/<index>/<field>` for a row's field, `/beneficiaries` for the list. */
export interface BeneficiaryIssue {
  readonly path: string;
  readonly kind: BeneficiaryIssueKind;
}

/** Every share must be a whole percent in this range, and each designation's shares add up to FULL_SHARE. */
const MIN_SHARE = 1;
const FULL_SHARE = 100;

const isDesignation = (value: string): value is BeneficiaryDesignationCode => (BENEFICIARY_DESIGNATIONS as readonly string[]).includes(value);
const validShare = (share: number): boolean => Number.isInteger(share) && share >= MIN_SHARE && share <= FULL_SHARE;

/** The running totals the form shows: the sum of the valid whole shares of each designation. */
export function beneficiaryTotals(list: readonly BeneficiaryDraft[]): Record<BeneficiaryDesignationCode, number> {
  const totals: Record<BeneficiaryDesignationCode, number> = { PRIMARY: 0, CONTINGENT: 0 };
  for (const row of list) if (isDesignation(row.designation) && Number.isInteger(row.sharePercent)) totals[row.designation] += row.sharePercent;
  return totals;
}

/**
 * Checks a whole beneficiary list of an IRA or payable-on-death account, the same way in the form and on the server:
 * each row has a name of 1..nameMaxLength characters (trimmed), a relationship from the policy's list, a designation
 * and a whole share of 1..100 percent; the list names at least one primary, at most maxBeneficiaries rows, its
 * primary shares add up to exactly 100, and its contingent shares, if there are any, too. Empty when the list is good.
 */
export function checkBeneficiaries(list: readonly BeneficiaryDraft[], policy: BeneficiaryPolicy): BeneficiaryIssue[] {
  const issues: BeneficiaryIssue[] = [];
  list.forEach((row, index) => {
    const at = (field: string): string => `/beneficiaries/${index}/${field}`;
    const name = row.fullName.trim();
    if (name.length < 1 || name.length > policy.nameMaxLength) issues.push({ path: at('fullName'), kind: 'nameLength' });
    if (!policy.relationships.includes(row.relationship)) issues.push({ path: at('relationship'), kind: 'relationshipUnknown' });
    if (!isDesignation(row.designation)) issues.push({ path: at('designation'), kind: 'designationUnknown' });
    if (!validShare(row.sharePercent)) issues.push({ path: at('sharePercent'), kind: 'shareRange' });
  });
  if (list.length > policy.maxBeneficiaries) issues.push({ path: '/beneficiaries', kind: 'tooMany' });
  const totals = beneficiaryTotals(list);
  const primaries = list.filter((row) => row.designation === 'PRIMARY');
  const contingents = list.filter((row) => row.designation === 'CONTINGENT');
  if (primaries.length === 0) issues.push({ path: '/beneficiaries', kind: 'primaryMissing' });
  else if (totals.PRIMARY !== FULL_SHARE) issues.push({ path: '/beneficiaries', kind: 'primaryTotal' });
  if (contingents.length > 0 && totals.CONTINGENT !== FULL_SHARE) issues.push({ path: '/beneficiaries', kind: 'contingentTotal' });
  return issues;
}

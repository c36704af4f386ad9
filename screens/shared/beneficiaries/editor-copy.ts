import type { PodEditorCopy } from '../../../engine/core/generated/manifests.gen';
import { staffManifest } from '../../../src/manifests/staff-manifest';

/**
 * What the beneficiary editor says: the service desk's copy (config/staff.json) or the member's own page's
 * (config/ira.json pod.editor, which has a language overlay). Relationships are stored by their names in the rule's
 * list; `relationshipNames` says each as its reader reads it, and without it the stored name is shown.
 */
export type BeneficiaryEditorCopy = Omit<PodEditorCopy, 'relationshipNames'> & { readonly relationshipNames?: Readonly<Record<string, string>> };

/** The service desk's editor copy (staff screens are in English). */
export const staffEditorCopy: BeneficiaryEditorCopy = staffManifest.memberService.beneficiaries;

/** The relationship as the reader reads it. */
export const relationshipName = (copy: BeneficiaryEditorCopy, relationship: string): string => copy.relationshipNames?.[relationship] ?? relationship;

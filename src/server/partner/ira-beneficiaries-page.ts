import { resolveTemplate } from '../../../engine/core/template';
import type { BeneficiaryDesignation } from '../db/schema';
import { escapeHtml, partnerDocument } from './html';
import type { PartnerPagesCopy } from './page-copy';

export interface BeneficiaryRow {
  readonly id: string;
  readonly fullName: string;
  readonly relationship: string;
  readonly designation: BeneficiaryDesignation;
  readonly sharePercent: number;
}

export interface IraBeneficiariesView {
  /** Where the page's forms post: the page's own path with the account in the query. */
  readonly action: string;
  readonly removeAction: string;
  readonly accountName: string;
  readonly beneficiaries: readonly BeneficiaryRow[];
  readonly error?: string;
}

const designationLabel = (copy: PartnerPagesCopy): Readonly<Record<BeneficiaryDesignation, string>> => ({ PRIMARY: copy.kindPrimary, CONTINGENT: copy.kindContingent });

function row(view: IraBeneficiariesView, beneficiary: BeneficiaryRow, copy: PartnerPagesCopy): string {
  const name = escapeHtml(beneficiary.fullName);
  return `<tr><td>${name}</td><td>${escapeHtml(beneficiary.relationship)}</td><td>${escapeHtml(designationLabel(copy)[beneficiary.designation])}</td><td>${beneficiary.sharePercent}%</td><td>
<form class="inline" method="post" action="${escapeHtml(view.removeAction)}"><input type="hidden" name="beneficiaryId" value="${escapeHtml(beneficiary.id)}">
<button class="link" type="submit" aria-label="${escapeHtml(resolveTemplate(copy.removeLabel, { name: beneficiary.fullName }))}">${escapeHtml(copy.remove)}</button></form></td></tr>`;
}

/** The IRA's designated beneficiaries with a form to add one and a button to remove each. */
export function iraBeneficiariesPage(view: IraBeneficiariesView, copy: PartnerPagesCopy): string {
  const table =
    view.beneficiaries.length === 0
      ? `<p>${escapeHtml(copy.iraEmpty)}</p>`
      : `<table><caption>${escapeHtml(view.accountName)}</caption><thead><tr><th scope="col">${escapeHtml(copy.colName)}</th><th scope="col">${escapeHtml(copy.colRelationship)}</th><th scope="col">${escapeHtml(copy.colKind)}</th><th scope="col">${escapeHtml(copy.colShare)}</th><th scope="col">${escapeHtml(copy.colActions)}</th></tr></thead>
<tbody>${view.beneficiaries.map((beneficiary) => row(view, beneficiary, copy)).join('\n')}</tbody></table>`;
  const body = `<h1>${escapeHtml(copy.iraHeading)}</h1>
<p>${escapeHtml(copy.iraIntro)}</p>
${view.error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(view.error)}</p>`}
${table}
<h2>${escapeHtml(copy.addHeading)}</h2>
<form method="post" action="${escapeHtml(view.action)}">
<label for="fullName">${escapeHtml(copy.nameLabel)}</label><input id="fullName" name="fullName" required autocomplete="off">
<label for="relationship">${escapeHtml(copy.relationshipLabel)}</label><input id="relationship" name="relationship" required autocomplete="off">
<label for="designation">${escapeHtml(copy.kindLabel)}</label><select id="designation" name="designation"><option value="PRIMARY">${escapeHtml(copy.kindPrimary)}</option><option value="CONTINGENT">${escapeHtml(copy.kindContingent)}</option></select>
<label for="sharePercent">${escapeHtml(copy.shareLabel)}</label><input id="sharePercent" name="sharePercent" type="number" min="1" max="100" step="1" required>
<div><button type="submit">${escapeHtml(copy.add)}</button></div>
</form>`;
  return partnerDocument(copy.iraHeading, body);
}

/** The page for an account the member cannot see or that is not an IRA. */
export function iraNotFoundPage(copy: PartnerPagesCopy): string {
  return partnerDocument(copy.iraHeading, `<h1>${escapeHtml(copy.iraHeading)}</h1><p role="alert">${escapeHtml(copy.iraNotFound)}</p>`);
}

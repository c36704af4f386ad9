import { resolveTemplate } from '../../../engine/core/template';
import { escapeHtml, partnerDocument } from './html';
import type { PartnershipSsoCopy } from '../domain/partnership/sso-copy';

/** The stand-in partner landing a redeemed hand-off shows: what the partner provides and whom it signed on. */
export function ssoLandingPage(view: { readonly description: string; readonly memberName: string }, copy: PartnershipSsoCopy): string {
  return partnerDocument(
    copy.heading,
    [
      `<h1>${escapeHtml(copy.heading)}</h1>`,
      `<p>${escapeHtml(resolveTemplate(copy.intro, { description: view.description }))}</p>`,
      `<p>${escapeHtml(resolveTemplate(copy.signedOnAs, { name: view.memberName }))}</p>`,
      `<p class="notice" role="status">${escapeHtml(copy.notConnected)}</p>`,
    ].join(''),
  );
}

/** A hand-off link used before, too late, or not minted here. */
export function ssoExpiredPage(copy: PartnershipSsoCopy): string {
  return partnerDocument(copy.expiredHeading, `<h1>${escapeHtml(copy.expiredHeading)}</h1><p>${escapeHtml(copy.expiredBody)}</p>`);
}

/** A target config/sso.json does not have. */
export function ssoNotFoundPage(copy: PartnershipSsoCopy): string {
  return partnerDocument(copy.notFoundHeading, `<h1>${escapeHtml(copy.notFoundHeading)}</h1><p>${escapeHtml(copy.notFoundBody)}</p>`);
}

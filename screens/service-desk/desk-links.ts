import { hasRoute, pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** A service-desk page the search links to, with the permission (its routes.json guard) it needs. */
export interface DeskLink {
  readonly to: string;
  readonly guard: string;
  readonly label: string;
}

/** The staff inbox, the loan reviews and the staff audit, by their route ids: the search links to those routes.json has and the user may open. */
export function deskLinks(labels: { inbox: string; loanReviews: string; audit: string }): DeskLink[] {
  const candidates = [
    { route: 'service-desk.inbox', guard: 'canViewStaffInbox', label: labels.inbox },
    { route: 'service-desk.loan-reviews', guard: 'canViewLoanReviews', label: labels.loanReviews },
    { route: 'service-desk.audit', guard: 'canSearchStaffAudit', label: labels.audit },
  ];
  return candidates.flatMap(({ route, guard, label }) => (hasRoute(routesManifest, route) ? [{ to: pathOf(routesManifest, route), guard, label }] : []));
}

import { findRoutePath } from '../../engine/react';
import { routesManifest } from '../../src/manifests';
import { serviceDeskPrefix } from '../shared/service-desk-paths';

/** A service-desk page the search links to, with the permission (its routes.json guard) it needs. */
export interface DeskLink {
  readonly to: string;
  readonly guard: string;
  readonly label: string;
}

const DESK_FOLDER = serviceDeskPrefix.replace(/^\//, '');

/** The service-desk page routes.json guards with `guard`, if it has one yet. */
function pageGuardedBy(guard: string): string | undefined {
  try {
    return findRoutePath(routesManifest, `a service-desk page guarded by ${guard}`, (node) => node.guard === guard && (node.path ?? '').startsWith(DESK_FOLDER));
  } catch {
    return undefined;
  }
}

/** The staff inbox, the loan reviews and the staff audit, found in routes.json by their guards: the search links to those the user may open. */
export function deskLinks(labels: { inbox: string; loanReviews: string; audit: string }): DeskLink[] {
  const candidates = [
    { guard: 'canViewStaffInbox', label: labels.inbox },
    { guard: 'canViewLoanReviews', label: labels.loanReviews },
    { guard: 'canSearchStaffAudit', label: labels.audit },
  ];
  return candidates.flatMap(({ guard, label }) => {
    const to = pageGuardedBy(guard);
    return to === undefined ? [] : [{ to, guard, label }];
  });
}

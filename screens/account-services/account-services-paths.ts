import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import { ACCOUNT_ID_PARAM } from '../shared/accounts/account-paths';

/** The path routes.json gives the route with this id. */
export function servicePath(route: string): string {
  return pathOf(routesManifest, route);
}

/** A page of this folder, about one account when `accountId` is given. */
export function serviceHref(route: string, accountId: string | null): string {
  const path = servicePath(route);
  return accountId === null ? path : `${path}?${new URLSearchParams({ [ACCOUNT_ID_PARAM]: accountId }).toString()}`;
}

export const HUB_ROUTE = 'accounts.services';

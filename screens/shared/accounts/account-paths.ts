import { pathOf } from '../../../engine/core/route-ref';
import { routesManifest } from '../../../src/manifests';

/** The account page (route "accounts.details"); which account is its `id` search parameter. */
export const accountDetailPath = pathOf(routesManifest, 'accounts.details');

export const ACCOUNT_ID_PARAM = 'id';

export function accountDetailHref(accountId: string): string {
  return `${accountDetailPath}?${new URLSearchParams({ [ACCOUNT_ID_PARAM]: accountId }).toString()}`;
}

import { findRoutePath } from '../../../engine/react';
import { routesManifest } from '../../../src/manifests';

/** The account page (page key "accountdetail"); which account is its `id` search parameter. */
export const accountDetailPath = findRoutePath(routesManifest, 'the page key "accountdetail"', (node) => node.pageKey === 'accountdetail');

export const ACCOUNT_ID_PARAM = 'id';

export function accountDetailHref(accountId: string): string {
  return `${accountDetailPath}?${new URLSearchParams({ [ACCOUNT_ID_PARAM]: accountId }).toString()}`;
}

import { findRoutePath } from '../../engine/react';
import { routesManifest } from '../../src/manifests';
import { ACCOUNT_ID_PARAM } from '../shared/accounts/account-paths';

/** The path routes.json gives a screen of this folder. */
export function servicePath(screen: string): string {
  return findRoutePath(routesManifest, `the screen "${screen}"`, (node) => node.screen === screen);
}

/** A page of this folder, about one account when `accountId` is given. */
export function serviceHref(screen: string, accountId: string | null): string {
  const path = servicePath(screen);
  return accountId === null ? path : `${path}?${new URLSearchParams({ [ACCOUNT_ID_PARAM]: accountId }).toString()}`;
}

export const HUB_SCREEN = 'account-services';

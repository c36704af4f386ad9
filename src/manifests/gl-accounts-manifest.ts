import glAccountsJson from '../../config/gl-accounts.json';
import type { GlAccount, GlAccountChart, GlAccountsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/** config/gl-accounts.json: the credit union's chart of accounts, server only (postings and the migrations' check). */
export const glAccountsManifest = load<GlAccountsManifest>(glAccountsJson, 'gl-accounts.json');

/** The general-ledger account id of each role a posting names (GL.achClearing is 'GL-1210-ACH-CLEARING'). */
export const GL = Object.fromEntries(
  Object.entries(glAccountsManifest.accounts).map(([role, account]: [string, GlAccount]) => [role, account.id]),
) as Readonly<Record<keyof GlAccountChart, string>>;

/** Every account of the chart, in the order config lists them. */
export const glAccountChart: readonly GlAccount[] = Object.values(glAccountsManifest.accounts);

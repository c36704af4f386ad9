import { useCallback } from 'react';
import type { MenuItem } from '../../../engine/core/generated/manifests.gen';
import type { PartnershipSsoAnswer, ProductSummary } from '../../../engine/core/generated/api.gen';
import { apiFetch, useModals, type MenuItemParams } from '../../../engine/react';
import { ssoManifest } from '../../manifests';
import { fetchDirectDepositEligibility } from '../../../screens/shared/direct-deposit-eligibility';

const PARTNERSHIP = '/api/partnership';
const PRODUCT_SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const PARTNERSHIP_ERROR_MODAL = 'partnershipError';
const TRY_AGAIN = 'try-again';

type AccountCheckName = NonNullable<(typeof ssoManifest.targets)[string]['accountCheck']>['check'];

/** What the server's account check of a target (sso.json `accountCheck`) answers for one account. */
const ACCOUNT_CHECKS: Readonly<Record<AccountCheckName, (accountId: string) => Promise<boolean>>> = {
  directDeposit: async (accountId) => (await fetchDirectDepositEligibility(accountId)).eligible,
};

/** Refused (validationError) or not possible for this member (no account of the kind the target needs). */
class HandOffRefused extends Error {}

/**
 * The hand-off path of a target: its placeholders filled from `params` (an entry drawn beside one card names its
 * account and card), and an {id} still open filled with the member's first account of a kind the target takes that
 * passes the target's account check, if it has one (the server refuses any other).
 */
async function handOffPath(key: string, params: MenuItemParams = {}): Promise<string> {
  const target = ssoManifest.targets[key];
  if (target === undefined) throw new Error(`No "${key}" target in config/sso.json`);
  let path = target.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => (params[name] === undefined ? placeholder : encodeURIComponent(params[name])));
  if (/\{\w+\}/.test(path.replace('{id}', ''))) throw new HandOffRefused(`No value for a placeholder of "${key}"`);
  if (path.includes('{id}')) {
    const summary = await apiFetch<ProductSummary>(PRODUCT_SUMMARY);
    const kinds: readonly string[] = target.idKinds ?? [];
    const candidates = summary.groups.flatMap((group) => group.products).filter((product) => kinds.includes(product.productKind));
    const check = target.accountCheck === undefined ? undefined : ACCOUNT_CHECKS[target.accountCheck.check];
    let account = check === undefined ? candidates[0] : undefined;
    for (const candidate of check === undefined ? [] : candidates) {
      if (await check?.(candidate.id)) {
        account = candidate;
        break;
      }
    }
    if (account === undefined) throw new HandOffRefused(`No account for "${key}"`);
    path = path.replace('{id}', encodeURIComponent(account.id));
  }
  const query = new URLSearchParams(Object.entries(target.query ?? {})).toString();
  return `${PARTNERSHIP}${path}${query === '' ? '' : `?${query}`}`;
}

/**
 * Runs a menu's single sign-on entry (menus.json `sso`): asks the partnership service for the hand-off and
 * opens it in a new window. The window is opened at the click (so no pop-up blocker stops it) and pointed at the
 * partner once the answer comes; a refusal closes it and shows the target's error modal, a failure the
 * partnership error modal, whose Try Again asks once more.
 */
export function useSsoLauncher(): (item: MenuItem, params?: MenuItemParams) => void {
  const modals = useModals();
  return useCallback(
    (item: MenuItem, params?: MenuItemParams) => {
      const key = item.sso;
      if (key === undefined) return;
      const launch = async (): Promise<void> => {
        const popup = window.open('', '_blank');
        if (popup !== null) popup.opener = null;
        try {
          const answer = await apiFetch<PartnershipSsoAnswer>(await handOffPath(key, params));
          if ((answer.validationError ?? '') !== '' || answer.ssoPostUrl === '') throw new HandOffRefused(answer.validationError);
          if (popup === null) window.open(answer.ssoPostUrl, '_blank', 'noopener');
          else popup.location.href = answer.ssoPostUrl;
        } catch (error) {
          popup?.close();
          const refusalModal = ssoManifest.targets[key]?.errorModal;
          if (error instanceof HandOffRefused && refusalModal !== undefined) {
            await modals.open(refusalModal);
            return;
          }
          if ((await modals.open(PARTNERSHIP_ERROR_MODAL)) === TRY_AGAIN) await launch();
        }
      };
      void launch();
    },
    [modals],
  );
}

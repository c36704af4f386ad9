import type { StaffInboxReference } from '../../engine/core/generated/api.gen';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The account page (route "accounts.details"), where a member's account and its transactions are. */
const accountDetailPath = pathOf(routesManifest, 'accounts.details');

// The account page's own URL parameters (screens/accounts: account-paths.ts `id`, transaction-filters.ts `q`, `from`,
// `to`): a feature folder does not import another, so the names are repeated here.
const ACCOUNT_ID = 'id';
const QUERY = 'q';
const FROM = 'from';
const TO = 'to';

/**
 * Where the item a member's message is about opens in their accounts: the account page, narrowed for a transaction
 * to its day and description so it is the row on top. Undefined when the server found no account of the member for it.
 */
export function referenceHref(reference: StaffInboxReference): string | undefined {
  if (reference.accountId === undefined) return undefined;
  const params = new URLSearchParams({ [ACCOUNT_ID]: reference.accountId });
  if (reference.kind === 'transaction') {
    if (reference.description !== undefined) params.set(QUERY, reference.description);
    if (reference.bookingDate !== undefined) {
      params.set(FROM, reference.bookingDate);
      params.set(TO, reference.bookingDate);
    }
  }
  return `${accountDetailPath}?${params.toString()}`;
}

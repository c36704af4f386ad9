import type { AccountNumberReveal } from '../../engine/core/generated/api.gen';
import { apiFetch, apiFetchBlob } from '../../engine/react';

const ARRANGEMENTS = '/api/arrangement-manager/client-api/v2/productsummary/arrangements';

/**
 * The full account number and the routing number. Asked for by the member's click only, never through the query
 * cache, so the numbers live in the page's state alone and are gone once it is left. The server asks for an identity
 * check first (307): apiFetch hands it to the challenge and asks again once it is passed.
 */
export function revealAccountNumber(accountId: string): Promise<AccountNumberReveal> {
  return apiFetch<AccountNumberReveal>(`${ARRANGEMENTS}/${encodeURIComponent(accountId)}/account-number`);
}

/** The name the server gives a file in its Content-Disposition, or the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** The account's direct-deposit form (a PDF), after the same identity check, with the name to save it under. */
export async function fetchDirectDepositForm(accountId: string): Promise<{ blob: Blob; fileName: string }> {
  const answer = await apiFetchBlob(`${ARRANGEMENTS}/${encodeURIComponent(accountId)}/direct-deposit-form`, 'application/pdf');
  return { blob: answer.data, fileName: attachmentName(answer.headers.get('content-disposition'), 'direct-deposit.pdf') };
}

import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey, PasskeyList, PasskeyOptions, PasskeyRegistrationRequest, PasskeyRenameRequest } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { SERVICE_HEADERS } from './security-api';

const PASSKEYS = '/api/security-hub/member/passkeys';

export const PASSKEYS_QUERY_KEY = ['security-hub', 'passkeys'] as const;

export const passkeysQuery = queryOptions({
  queryKey: PASSKEYS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<PasskeyList>(PASSKEYS, { signal, headers: SERVICE_HEADERS }),
});

/** The member's passkeys, newest first. */
export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/**
 * Adds a passkey: the registration options (the server asks for a step-up first; apiFetch runs it and asks again),
 * the browser's prompt, then the answer. Rejects when the step-up is not passed, the prompt is cancelled, or the
 * server refuses the answer.
 */
export async function registerPasskey(): Promise<Passkey> {
  const { options } = await apiFetch<PasskeyOptions>(`${PASSKEYS}/registration-options`, { method: 'POST', headers: SERVICE_HEADERS });
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  const body: PasskeyRegistrationRequest = { response: response as unknown as PasskeyRegistrationRequest['response'] };
  return apiFetch<Passkey>(PASSKEYS, { method: 'POST', body, headers: SERVICE_HEADERS });
}

/** Removes one passkey (by credential id; step-up protected) and refreshes the list. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useApiMutation<void, string>({
    path: (credentialId) => `${PASSKEYS}/${encodeURIComponent(credentialId)}`,
    method: 'DELETE',
    body: () => undefined,
    headers: () => SERVICE_HEADERS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

/** Gives one passkey a new name (no step-up: only the member reads it) and refreshes the list. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useApiMutation<Passkey, { credentialId: string; label: string }>({
    path: ({ credentialId }) => `${PASSKEYS}/${encodeURIComponent(credentialId)}`,
    method: 'PATCH',
    body: ({ label }) => ({ label }) satisfies PasskeyRenameRequest,
    headers: () => SERVICE_HEADERS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

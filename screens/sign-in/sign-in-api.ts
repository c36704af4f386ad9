import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '../../engine/core/generated/api.gen';
import { SESSION_API, apiFetch } from '../../engine/react';

// Finishes a sign-in from a new device once its challenge is passed (answers 307 again until then).
const CONFIRM_DEVICE = '/api/session/confirm-device';

/**
 * POST /api/session/login; the session itself comes back as the HttpOnly `sid` cookie. From a device not seen before
 * it answers the step-up 307 instead: the challenge runs, and the page then calls `confirmDevice`, so the login
 * itself is never re-sent.
 */
export function signIn(credentials: LoginRequest & { readonly language?: string }): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an ended session, so no session check follows it.
  return apiFetch<LoginResponse>(SESSION_API.login, { method: 'POST', body: credentials, checkSessionOn401: false, retryAfterStepUp: false });
}

/** Lets the restricted session of a new-device sign-in in, once its challenge is passed; remembers the device. */
export function confirmDevice(): Promise<LoginResponse> {
  return apiFetch<LoginResponse>(CONFIRM_DEVICE, { method: 'POST', checkSessionOn401: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

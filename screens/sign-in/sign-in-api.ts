import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '../../engine/core/generated/api.gen';
import { SESSION_API, apiFetch } from '../../engine/react';

/** POST /api/session/login; the session itself comes back as the HttpOnly `sid` cookie. */
export function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an ended session, so no session check follows it.
  return apiFetch<LoginResponse>(SESSION_API.login, { method: 'POST', body: credentials, checkSessionOn401: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

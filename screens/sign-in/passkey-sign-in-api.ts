import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginResponse, PasskeyOptions, PasskeySignInRequest } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { withChosenLanguage } from './sign-in-language';

const OPTIONS = '/api/session/passkey/options';
const LOGIN = '/api/session/passkey/login';

/**
 * Signs in with a passkey: the server's options (a single-use challenge), the browser's prompt, then the answer, which
 * sets the session cookie as a password sign-in does, and the language chosen on the page. Rejects when the member
 * cancels the prompt or the server refuses the answer.
 */
export async function signInWithPasskey(): Promise<LoginResponse> {
  const { options } = await apiFetch<PasskeyOptions>(OPTIONS, { method: 'POST', checkSessionOn401: false, retryAfterStepUp: false });
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  const body: PasskeySignInRequest = { response: response as unknown as PasskeySignInRequest['response'], ...withChosenLanguage() };
  return apiFetch<LoginResponse>(LOGIN, { method: 'POST', body, checkSessionOn401: false, retryAfterStepUp: false });
}

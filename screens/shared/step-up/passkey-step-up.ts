import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyOptions, PasskeyStepUpVerificationRequest, TfaVerificationResult } from '../../../engine/core/generated/api.gen';
import { apiFetch } from '../../../engine/react';
import { SERVICE_HEADERS } from '../service-headers';
import type { ChallengeRef } from './step-up-api';

const OPTIONS = '/api/auth/tfa/challenge/passkey/options';
const VERIFY = '/api/auth/tfa/challenge/verification/passkey';

/**
 * Passes the open challenge with one of the member's passkeys: options bound to this session and challenge, the
 * browser's prompt, then the assertion. Rejects when the prompt is cancelled or the server refuses (AA105, AA106).
 */
export async function verifyWithPasskey(ref: ChallengeRef): Promise<TfaVerificationResult> {
  const fields = { workflow: ref.workflow, ...(ref.challengeId === undefined ? {} : { challengeId: ref.challengeId }) };
  const { options } = await apiFetch<PasskeyOptions>(OPTIONS, { method: 'POST', body: fields, headers: SERVICE_HEADERS });
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  const body: PasskeyStepUpVerificationRequest = { ...fields, response: response as unknown as PasskeyStepUpVerificationRequest['response'] };
  return apiFetch<TfaVerificationResult>(VERIFY, { method: 'POST', body, headers: SERVICE_HEADERS });
}

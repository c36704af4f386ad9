import type {
  StepUpError,
  TfaOptions,
  TfaOtpResponse,
  TfaPushResponse,
  TfaPushVerificationResponse,
  TfaVerificationResult,
} from '../../../engine/core/generated/api.gen';
import type { StepUpPushOption, StepUpWorkflow } from '../../../engine/core/step-up-machine';
import { ApiError, apiFetch } from '../../../engine/react';
import { SERVICE_HEADERS } from '../service-headers';

// The authentication service under the API's /api/auth mount; every call carries the service headers.
const BASE = '/api/auth/tfa';

/** The challenge the calls answer; the server binds codes and pushes to it. */
export interface ChallengeRef {
  readonly challengeId?: string;
  readonly workflow: StepUpWorkflow;
}

const challengeFields = (ref: ChallengeRef) => ({ workflow: ref.workflow, ...(ref.challengeId === undefined ? {} : { challengeId: ref.challengeId }) });

export const fetchChallengeOptions = (ref: ChallengeRef): Promise<TfaOptions> =>
  apiFetch<TfaOptions>(`${BASE}/options?${new URLSearchParams({ workflow: ref.workflow }).toString()}`, { headers: SERVICE_HEADERS });

export const sendOtp = (ref: ChallengeRef, phoneId: string): Promise<TfaOtpResponse> =>
  apiFetch<TfaOtpResponse>(`${BASE}/challenge/otp`, { method: 'POST', body: { otpType: 'SMS', phoneId, ...challengeFields(ref) }, headers: SERVICE_HEADERS });

/** A push to one of the member's devices, named as the options named it: its id, push address and name. */
export const sendPush = (ref: ChallengeRef, device: StepUpPushOption): Promise<TfaPushResponse> =>
  apiFetch<TfaPushResponse>(`${BASE}/challenge/push`, {
    method: 'POST',
    body: { credentialId: device.pushId, ...(device.pushDevice === undefined ? {} : { pushToken: device.pushDevice }), deviceName: device.deviceName, ...challengeFields(ref) },
    headers: SERVICE_HEADERS,
  });

export const verifyOtp = (ref: ChallengeRef, otp: string): Promise<TfaVerificationResult> =>
  apiFetch<TfaVerificationResult>(`${BASE}/challenge/verification`, { method: 'POST', body: { tfaType: 'otp', otp, ...challengeFields(ref) }, headers: SERVICE_HEADERS });

export const pollPush = (ref: ChallengeRef, transactionId: string): Promise<TfaPushVerificationResponse> =>
  apiFetch<TfaPushVerificationResponse>(`${BASE}/challenge/verification/push`, { method: 'POST', body: { transactionId, workflow: ref.workflow }, headers: SERVICE_HEADERS });

/** The refusal code (AA105, AA106) a failed call carries in its first error, if any. */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const first: unknown = error.errors[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const code = (first as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The step-up error of a risky action's answer (the step-up body's shape), or undefined when the body is not one. */
export function readStepUpError(body: unknown): StepUpError | undefined {
  if (!isRecord(body) || (body.status !== 'CHALLENGE' && body.status !== 'DENY') || typeof body.event !== 'string') return undefined;
  return body as unknown as StepUpError;
}

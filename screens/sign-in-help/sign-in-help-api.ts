import type {
  LogoutSurveyInvitation,
  LogoutSurveyResponse,
  SignInHelpCredentialsRequest,
  SignInHelpEnrolRequest,
  SignInHelpPasswordRequest,
  SignInHelpStarted,
  SignInHelpUsernameRequest,
  SignInHelpVerified,
} from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const API = '/api/sign-in-help';
// None of these calls has a session: a 401 says nothing about one, and there is no step-up to retry after.
const PUBLIC = { checkSessionOn401: false, retryAfterStepUp: false } as const;

export type RecoveryPurpose = SignInHelpVerified['purpose'];
export type StartRequest = SignInHelpUsernameRequest | SignInHelpPasswordRequest | SignInHelpEnrolRequest;

const START_PATHS: Record<RecoveryPurpose, string> = { username: `${API}/forgot-username`, password: `${API}/forgot-password`, enrol: `${API}/enrolment` };

/** Starts a recovery: the same answer whether or not the facts match (the recovery itself rides in an HttpOnly cookie). */
export const startRecovery = (purpose: RecoveryPurpose, body: StartRequest): Promise<SignInHelpStarted> =>
  apiFetch<SignInHelpStarted>(START_PATHS[purpose], { method: 'POST', body, ...PUBLIC });

export const verifyCode = (code: string): Promise<SignInHelpVerified> => apiFetch<SignInHelpVerified>(`${API}/verify`, { method: 'POST', body: { code }, ...PUBLIC });

export const resetPassword = (newPassword: string): Promise<void> => apiFetch<void>(`${API}/password`, { method: 'POST', body: { newPassword }, ...PUBLIC });

export const enrolCredentials = (body: SignInHelpCredentialsRequest): Promise<void> =>
  apiFetch<void>(`${API}/enrolment/credentials`, { method: 'POST', body, ...PUBLIC });

/** At sign-out, while the session still exists: whether the survey is offered, with its one-time token. */
export const requestSurveyInvitation = (): Promise<LogoutSurveyInvitation> =>
  apiFetch<LogoutSurveyInvitation>('/api/logout-survey/invitation', { method: 'POST', ...PUBLIC });

export const answerSurvey = (body: LogoutSurveyResponse): Promise<void> => apiFetch<void>('/api/logout-survey/responses', { method: 'POST', body, ...PUBLIC });

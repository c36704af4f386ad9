import { queryOptions } from '@tanstack/react-query';
import type { Precheck } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const PRECHECK = '/api/claims-manager-service/client-api/precheck';
const REMIND_ME_LATER = '/api/profile-manager/client-api/profile/v1/remind-me-later';
const UPDATE_ADDITIONS = '/api/profile-manager/client-api/profile/v1/update-additions';

/** The member's answer to the go-paperless prompt: remind me later, keep paper (the custom link), go paperless. */
export type PaperlessResponse = 'RML' | 'PDP' | 'GOP';

/**
 * The sign-in checks, fetched once per session; the intercepts refetch them after they post. No
 * retry: a failed precheck is itself an outcome (the API-error alert).
 */
export const precheckQuery = queryOptions({
  queryKey: ['claims-manager-service', 'precheck'] as const,
  queryFn: ({ signal }) => apiFetch<Precheck>(PRECHECK, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** 'Remind Me Later' (and 'Go to Profile') on the profile intercept. */
export const remindMeLater = (externalId: string): Promise<void> =>
  apiFetch<void>(REMIND_ME_LATER, { method: 'POST', body: { externalId } });

/** Records the answer to the go-paperless prompt. */
export const answerPaperless = (response: PaperlessResponse): Promise<void> =>
  apiFetch<void>(UPDATE_ADDITIONS, { method: 'POST', body: { stmtSuppModalResponse: response } });

/** 'Go to Accounts' on the onboarding page: the precheck stops asking for onboarding. */
export const completeOnboarding = (): Promise<void> => apiFetch<void>(UPDATE_ADDITIONS, { method: 'POST', body: { onboardingCompleted: true } });

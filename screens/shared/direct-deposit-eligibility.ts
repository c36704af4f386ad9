import type { ServiceRequestEligibility } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

/** Whether an account may receive direct deposits, with every requirement it fails (the server's one rule). */
export function fetchDirectDepositEligibility(arrangementId: string, signal?: AbortSignal): Promise<ServiceRequestEligibility> {
  const query = new URLSearchParams({ arrangementId }).toString();
  return apiFetch<ServiceRequestEligibility>(`/api/arrangement-manager/client-api/v2/service-requests/direct-deposit/eligibility?${query}`, { signal });
}

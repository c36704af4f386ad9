import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnownDeviceList, PasswordChangeRequest, SecurityHubMember, TfaDeviceList, UsernameChangeRequest } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { currentUserQuery } from '../shared/current-user';
import { SERVICE_HEADERS } from '../shared/service-headers';

const SECURITY_HUB_MEMBER = '/api/security-hub/member';
const TFA_DEVICES = '/api/auth/tfa/devices';
const DEVICE = '/api/auth/esi/devices/device';
const KNOWN_DEVICES = `${SECURITY_HUB_MEMBER}/devices`;

export { SERVICE_HEADERS };

export const SECURITY_HUB_QUERY_KEY = ['security-hub', 'member'] as const;
export const PUSH_DEVICES_QUERY_KEY = ['auth', 'tfa', 'devices'] as const;
export const KNOWN_DEVICES_QUERY_KEY = ['security-hub', 'known-devices'] as const;

export const securityHubQuery = queryOptions({
  queryKey: SECURITY_HUB_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<SecurityHubMember>(SECURITY_HUB_MEMBER, { signal, headers: SERVICE_HEADERS }),
});

export const pushDevicesQuery = queryOptions({
  queryKey: PUSH_DEVICES_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<TfaDeviceList>(TFA_DEVICES, { signal, headers: SERVICE_HEADERS }),
});

export const knownDevicesQuery = queryOptions({
  queryKey: KNOWN_DEVICES_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<KnownDeviceList>(KNOWN_DEVICES, { signal, headers: SERVICE_HEADERS }),
});

/** The browsers and devices recognised at sign-in. */
export function useKnownDevices() {
  return useQuery(knownDevicesQuery);
}

/** Forgets one recognised browser or device (by id) and refreshes the list. */
export function useForgetKnownDevice() {
  const queryClient = useQueryClient();
  return useApiMutation<void, string>({
    path: (id) => `${KNOWN_DEVICES}/${encodeURIComponent(id)}`,
    method: 'DELETE',
    body: () => undefined,
    headers: () => SERVICE_HEADERS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KNOWN_DEVICES_QUERY_KEY }),
  });
}

/** The member's sign-in summary: username, whether it may change, activity indicators, the previous sign-in. */
export function useSecurityHub() {
  return useQuery(securityHubQuery);
}

export function usePushDevices() {
  return useQuery(pushDevicesQuery);
}

/** Removes one push device (by pushId) and refreshes the list. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useApiMutation<void, string>({
    path: (pushId) => `${DEVICE}/${encodeURIComponent(pushId)}`,
    method: 'DELETE',
    body: () => undefined,
    headers: () => SERVICE_HEADERS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY }),
  });
}

/** PUT the new username; the server answers 307 until a step-up for this very username has passed. */
export function changeUsername(body: UsernameChangeRequest): Promise<void> {
  return apiFetch<void>(`${SECURITY_HUB_MEMBER}/username`, { method: 'PUT', body, headers: SERVICE_HEADERS });
}

/** PUT the new password (with the current one); step-up protected like the username. */
export function changePassword(body: PasswordChangeRequest): Promise<void> {
  return apiFetch<void>(`${SECURITY_HUB_MEMBER}/password`, { method: 'PUT', body, headers: SERVICE_HEADERS });
}

/** What a username change makes stale: the hub's username and the signed-in user. */
export const USERNAME_DEPENDENT_QUERY_KEYS = [SECURITY_HUB_QUERY_KEY, currentUserQuery.queryKey] as const;

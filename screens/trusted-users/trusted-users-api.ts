import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TrustedUser,
  TrustedUserAcceptance,
  TrustedUserAcceptanceRequest,
  TrustedUserAccessLevel,
  TrustedUserAccessRequest,
  TrustedUserFeatureLevels,
  TrustedUserInvitationDetails,
  TrustedUserInvitationReceipt,
  TrustedUserInvitationRequest,
  TrustedUserList,
} from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';

const BASE = '/api/access-control/client-api/v3/trusted-users';
const INVITATIONS = '/api/access-control/client-api/v3/trusted-user-invitations';
export const TRUSTED_USERS_QUERY_KEY = ['access-control', 'trusted-users'] as const;

export const trustedUsersQuery = queryOptions({
  queryKey: TRUSTED_USERS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<TrustedUserList>(BASE, { signal }),
});

/** The master holder's trusted users and waiting invitations. */
export function useTrustedUsers() {
  return useQuery(trustedUsersQuery);
}

export function useInviteTrustedUser() {
  const queryClient = useQueryClient();
  return useApiMutation<TrustedUserInvitationReceipt, TrustedUserInvitationRequest>({
    path: `${BASE}/invitations`,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUSTED_USERS_QUERY_KEY }),
  });
}

export function useUpdateTrustedUser() {
  const queryClient = useQueryClient();
  return useApiMutation<TrustedUser, { id: string; access: TrustedUserAccessRequest }>({
    path: ({ id }) => `${BASE}/${encodeURIComponent(id)}`,
    method: 'PUT',
    body: ({ access }) => access,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUSTED_USERS_QUERY_KEY }),
  });
}

export function useRevokeTrustedUser() {
  const queryClient = useQueryClient();
  return useApiMutation<void, string>({
    path: (id) => `${BASE}/${encodeURIComponent(id)}`,
    method: 'DELETE',
    body: () => undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUSTED_USERS_QUERY_KEY }),
  });
}

/** Sends a waiting invitation again: a fresh link and expiry, the earlier link refused from then on. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation<TrustedUserInvitationReceipt, string>({
    path: (id) => `${BASE}/${encodeURIComponent(id)}/resend`,
    body: () => undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUSTED_USERS_QUERY_KEY }),
  });
}

/** Public: what the link offers. No session is involved, so a 401 never means the session ended. */
export function invitationDetails(token: string): Promise<TrustedUserInvitationDetails> {
  return apiFetch<TrustedUserInvitationDetails>(`${INVITATIONS}/details`, { method: 'POST', body: { token }, checkSessionOn401: false });
}

export function acceptInvitation(body: TrustedUserAcceptanceRequest): Promise<TrustedUserAcceptance> {
  return apiFetch<TrustedUserAcceptance>(`${INVITATIONS}/acceptance`, { method: 'POST', body, checkSessionOn401: false });
}

/** The access form's fields (config/forms/trusted-user-access.json) and the API's feature names. */
export interface AccessFormData {
  /** All accounts (including ones opened later), or only `accountIds`. */
  readonly accountScope: 'ALL' | 'CHOSEN';
  readonly accountIds?: readonly string[];
  readonly accessLevel: TrustedUserAccessLevel;
  readonly billPay: TrustedUserAccessLevel;
  readonly profile: TrustedUserAccessLevel;
  readonly messages: TrustedUserAccessLevel;
  readonly notifications: TrustedUserAccessLevel;
}

export const FEATURE_FIELDS: readonly (readonly [keyof TrustedUserFeatureLevels, Exclude<keyof AccessFormData, 'accessLevel' | 'accountScope' | 'accountIds'>])[] = [
  ['BILL_PAY', 'billPay'],
  ['PROFILE', 'profile'],
  ['MESSAGES', 'messages'],
  ['ACCOUNT_NOTIFICATIONS', 'notifications'],
];

export function accessOf(data: AccessFormData): TrustedUserAccessRequest {
  return {
    accountIds: data.accountScope === 'CHOSEN' ? [...(data.accountIds ?? [])] : null,
    accessLevel: data.accessLevel,
    features: Object.fromEntries(FEATURE_FIELDS.map(([feature, field]) => [feature, data[field]])) as unknown as TrustedUserFeatureLevels,
  };
}

export function formDataOf(user: Pick<TrustedUser, 'accessLevel' | 'features' | 'accountIds'>): AccessFormData {
  return {
    accountScope: user.accountIds === null ? 'ALL' : 'CHOSEN',
    accountIds: user.accountIds ?? [],
    accessLevel: user.accessLevel,
    ...(Object.fromEntries(FEATURE_FIELDS.map(([feature, field]) => [field, user.features[feature]])) as Omit<AccessFormData, 'accessLevel' | 'accountScope' | 'accountIds'>),
  };
}

/** A shareable account as the member reads it: its display name and the last 4 digits of its number. */
export const accountLabel = (account: TrustedUserList['accounts'][number], text: (key: string, values: Record<string, string>) => string): string =>
  text('scopeAccount', { name: account.name, lastFour: account.lastFour });

/** A server path (/features/BILL_PAY) as the form's (/billPay). */
export function formPathOf(path: string): string {
  const feature = /^\/features\/([A-Z_]+)$/.exec(path)?.[1];
  const field = FEATURE_FIELDS.find(([name]) => name === feature)?.[1];
  return field === undefined ? path : `/${field}`;
}

const LEVELS: readonly TrustedUserAccessLevel[] = ['NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS'];
/** The features set above the accounts' level (the server refuses those too). */
export function featuresAboveAccess(data: AccessFormData): (typeof FEATURE_FIELDS)[number][] {
  return FEATURE_FIELDS.filter(([, field]) => LEVELS.indexOf(data[field]) > LEVELS.indexOf(data.accessLevel));
}

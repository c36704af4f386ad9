import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddressVerificationRequest, AddressVerificationResult, UserProfile } from '../../engine/core/generated/api.gen';
import { apiFetch, type ApiError, type StepUpHandler } from '../../engine/react';
import { precheckQuery } from '../shared/precheck-api';

const PROFILE = '/api/user-manager/client-api/v2/users/me/profile';
const VERIFY = '/api/profile-manager/client-api/v1/address/verify';

export const PROFILE_QUERY_KEY = ['user-manager', 'profile'] as const;

export type { UserProfile };
export type ContactKind = 'address' | 'phone' | 'email';

export const profileQuery = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<UserProfile>(PROFILE, { signal }),
});

export function useProfile() {
  return useQuery(profileQuery);
}

const COLLECTION: Readonly<Record<ContactKind, string>> = { address: 'postal-addresses', phone: 'phone-addresses', email: 'electronic-addresses' };

export interface SaveContact {
  readonly kind: ContactKind;
  /** The contact changed; absent to add one. */
  readonly key?: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Sends one contact's change. `onStepUp`, when given, hears the step-up answer instead of the app's challenge modal
 * (the phone dialog answers it in place); apiFetch sends the change again once it is passed.
 */
export const saveContact = ({ kind, key, data }: SaveContact, options: { onStepUp?: StepUpHandler } = {}): Promise<UserProfile> =>
  apiFetch<UserProfile>(`${PROFILE}/${COLLECTION[kind]}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`, { method: key === undefined ? 'POST' : 'PUT', body: data, ...options });

/** After a save: the profile as the server answered it, and the precheck asked again (its intercept may be gone). */
export function contactSaved(queryClient: QueryClient, profile: UserProfile): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  void queryClient.invalidateQueries({ queryKey: precheckQuery.queryKey });
}

/**
 * Adds or changes an address, phone or email. Any of them may be challenged (307): the global step-up
 * takes over and apiFetch re-sends the same request. The answer is the whole profile, and the precheck is asked again
 * (a fixed contact no longer raises the profile intercept).
 */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation<UserProfile, ApiError, SaveContact>({
    mutationFn: (change) => saveContact(change),
    onSuccess: (profile) => contactSaved(queryClient, profile),
  });
}

/** QASearch: the address checked, and written the USPS way. */
export const verifyAddress = (address: AddressVerificationRequest): Promise<AddressVerificationResult> => apiFetch<AddressVerificationResult>(VERIFY, { method: 'POST', body: address });

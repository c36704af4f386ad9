import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardProtections } from '../../engine/core/card-protections';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { CARDS_API, writeCardsIntoList } from './cards-api';
import type {
  CardAuthorization,
  CardAuthorizationList,
  CardDueDateInfo as DueDateInfo,
  CardIssuanceReceipt,
  CardIssuanceRequest,
  CardRedemptionReceipt as RewardsRedemptionReceipt,
  CardRedemptionRequest as RewardsRedemptionRequest,
  CardRewards,
  CardWalletKind as WalletName,
  CardWalletToken as WalletToken,
  CardWalletTokenList as WalletTokenList,
  CardWalletTokenRequest as WalletTokenRequest,
  TravelItinerary,
  TravelItineraryDeletion,
  TravelItineraryList,
  TravelItineraryRequest,
} from '../../engine/core/generated/api.gen';

export type { CardAuthorization, CardRewards, DueDateInfo, RewardsRedemptionReceipt, TravelItinerary, WalletName, WalletToken };

/** One event of a card's rewards history. */
export type RewardEvent = CardRewards['history'][number];
export type { CardProtections };

// The card service's other calls sit beside /cards under the same base: /rewards, /redeemcashrewards, ...
const CARD_SERVICE = CARDS_API.replace(/\/cards$/, '');
const DUE_DATE = `${CARD_SERVICE}/change-payment-due-date`;
const TRAVEL = '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary';

const segment = (value: string): string => encodeURIComponent(value);
const cardBase = (cardId: string): string => `${CARDS_API}/${segment(cardId)}`;

/** A keyed request: the body and the Idempotency-Key made once per review. */
export interface Keyed<T> {
  readonly key: string;
  readonly body: T;
}

// ---- Rewards (GET /rewards/{id}, POST /redeemcashrewards) ----

export function rewardsQuery(cardId: string) {
  return queryOptions({
    queryKey: ['cards', 'rewards', cardId] as const,
    queryFn: ({ signal }) => apiFetch<CardRewards>(`${CARD_SERVICE}/rewards/${segment(cardId)}`, { signal }),
  });
}

export function useRewards(cardId: string) {
  return useQuery({ ...rewardsQuery(cardId), enabled: cardId !== '' });
}

/**
 * Cash redemption under an Idempotency-Key (a replay answers the first answer and moves nothing twice). The answer's
 * balance is written into the card's rewards at once; the accounts it paid into are refetched when next shown.
 */
export function useRedeemRewards() {
  const queryClient = useQueryClient();
  return useApiMutation<RewardsRedemptionReceipt, Keyed<RewardsRedemptionRequest>>({
    path: `${CARD_SERVICE}/redeemcashrewards`,
    body: ({ body }) => body,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: async (receipt, { body }) => {
      queryClient.setQueryData<CardRewards>(rewardsQuery(body.cardId).queryKey, (current) =>
        current === undefined ? current : { ...current, pointsBalance: receipt.pointsBalance, cashValueCents: receipt.cashValueCents },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsQuery(body.cardId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['arrangement-manager'] }),
      ]);
    },
  });
}

// ---- Change of payment due date (by the card's last four digits) ----

const lastFourQuery = (lastFour: string): string => new URLSearchParams({ creditCardLastFour: lastFour }).toString();

export function dueDateQuery(lastFour: string) {
  return queryOptions({
    queryKey: ['cards', 'due-date', lastFour] as const,
    queryFn: ({ signal }) => apiFetch<DueDateInfo>(`${DUE_DATE}/dueDateInfo?${lastFourQuery(lastFour)}`, { signal }),
  });
}

export function useDueDateInfo(lastFour: string) {
  return useQuery({ ...dueDateQuery(lastFour), enabled: lastFour !== '' });
}

/** Submit or cancel a change: both answer the card's due-date info, written into its cache entry. */
export function useChangeDueDate() {
  const queryClient = useQueryClient();
  return useApiMutation<DueDateInfo, { lastFour: string; cancel: boolean; newDueDay?: number }>({
    path: ({ lastFour, cancel }) => (cancel ? `${DUE_DATE}/cancelChangeDueDate?${lastFourQuery(lastFour)}` : `${DUE_DATE}/submitChangeDueDate`),
    body: ({ lastFour, cancel, newDueDay }) => (cancel ? undefined : { creditCardLastFour: lastFour, newDueDay }),
    onSuccess: (info, { lastFour }) => queryClient.setQueryData(dueDateQuery(lastFour).queryKey, info),
  });
}

// ---- Protections and the card network's recent decisions ----

export function protectionsQuery(cardId: string) {
  return queryOptions({
    queryKey: ['cards', 'protections', cardId] as const,
    queryFn: ({ signal }) => apiFetch<CardProtections>(`${cardBase(cardId)}/protections`, { signal }),
  });
}

export function useProtections(cardId: string) {
  return useQuery({ ...protectionsQuery(cardId), enabled: cardId !== '' });
}

export function useSaveProtections() {
  const queryClient = useQueryClient();
  return useApiMutation<CardProtections, { cardId: string; protections: CardProtections }>({
    method: 'PUT',
    path: ({ cardId }) => `${cardBase(cardId)}/protections`,
    body: ({ protections }) => protections,
    onSuccess: (saved, { cardId }) => queryClient.setQueryData(protectionsQuery(cardId).queryKey, saved),
  });
}

export function authorizationsQuery(cardId: string, decision: 'DECLINED' | 'APPROVED') {
  return queryOptions({
    queryKey: ['cards', 'authorizations', cardId, decision] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<CardAuthorizationList>(`${cardBase(cardId)}/authorizations?${new URLSearchParams({ decision }).toString()}`, { signal })).items,
  });
}

export function useAuthorizations(cardId: string, decision: 'DECLINED' | 'APPROVED') {
  return useQuery({ ...authorizationsQuery(cardId, decision), enabled: cardId !== '' });
}

// ---- Travel plans (profile-manager itinerary calls, POST as the upstream API has them; the edit is a PUT) ----

export const TRAVEL_PLANS_QUERY_KEY = ['profile-manager', 'travel-plans'] as const;

export const travelPlansQuery = queryOptions({
  queryKey: TRAVEL_PLANS_QUERY_KEY,
  queryFn: async ({ signal }) => (await apiFetch<TravelItineraryList>(`${TRAVEL}/retrieve`, { method: 'POST', body: {}, signal })).itineraries,
});

export function useTravelPlans() {
  return useQuery(travelPlansQuery);
}

export function useAddTravelPlan() {
  const queryClient = useQueryClient();
  return useApiMutation<TravelItinerary, TravelItineraryRequest>({
    path: `${TRAVEL}/add`,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_PLANS_QUERY_KEY }),
  });
}

/** Replaces one of the member's plans (PUT of the plan's own address); the server checks it as a new one. */
export function useUpdateTravelPlan() {
  const queryClient = useQueryClient();
  return useApiMutation<TravelItinerary, { readonly id: string; readonly plan: TravelItineraryRequest }>({
    path: ({ id }) => `${TRAVEL}/${encodeURIComponent(id)}`,
    method: 'PUT',
    body: ({ plan }) => plan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_PLANS_QUERY_KEY }),
  });
}

export function useDeleteTravelPlan() {
  const queryClient = useQueryClient();
  return useApiMutation<TravelItineraryDeletion, string>({
    path: `${TRAVEL}/delete`,
    body: (id) => ({ id }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<readonly TravelItinerary[]>(TRAVEL_PLANS_QUERY_KEY, (current) => current?.filter((plan) => plan.id !== id)),
  });
}

// ---- Instant and digital issuance (a new debit card, active at once) ----

export type IssuanceKind = 'instant' | 'digital';

const ISSUANCE_PATHS: Readonly<Record<IssuanceKind, string>> = {
  instant: `${CARDS_API}/instant-issuance`,
  digital: `${CARDS_API}/digital-issuance`,
};

/** Issues the card under an Idempotency-Key; the new card joins the cached card list at once. */
export function useIssueCard(kind: IssuanceKind) {
  const queryClient = useQueryClient();
  return useApiMutation<CardIssuanceReceipt, Keyed<CardIssuanceRequest>>({
    path: ISSUANCE_PATHS[kind],
    body: ({ body }) => body,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: ({ card }) => writeCardsIntoList(queryClient, [card]),
  });
}

// ---- Wallet tokens (cloud token binding) ----

export function walletTokensQuery(cardId: string) {
  return queryOptions({
    queryKey: ['cards', 'wallet-tokens', cardId] as const,
    queryFn: async ({ signal }) => (await apiFetch<WalletTokenList>(`${cardBase(cardId)}/wallet-tokens`, { signal })).tokens,
  });
}

export function useWalletTokens(cardId: string) {
  return useQuery({ ...walletTokensQuery(cardId), enabled: cardId !== '' });
}

export function useAddWalletToken() {
  const queryClient = useQueryClient();
  return useApiMutation<WalletToken, { cardId: string; body: WalletTokenRequest }>({
    path: ({ cardId }) => `${cardBase(cardId)}/wallet-tokens`,
    body: ({ body }) => body,
    onSuccess: (token, { cardId }) =>
      queryClient.setQueryData<readonly WalletToken[]>(walletTokensQuery(cardId).queryKey, (current) => (current === undefined ? [token] : [...current, token])),
  });
}

export function useRemoveWalletToken() {
  const queryClient = useQueryClient();
  return useApiMutation<void, { cardId: string; tokenId: string }>({
    method: 'DELETE',
    path: ({ cardId, tokenId }) => `${cardBase(cardId)}/wallet-tokens/${segment(tokenId)}`,
    body: () => undefined,
    onSuccess: (_answer, { cardId, tokenId }) =>
      queryClient.setQueryData<readonly WalletToken[]>(walletTokensQuery(cardId).queryKey, (current) => current?.filter((token) => token.id !== tokenId)),
  });
}

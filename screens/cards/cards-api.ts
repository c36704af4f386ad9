import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { actionReasonHeaders } from '../shared/action-reason';
import type {
  AuthorizedUserRequest,
  CardActivationRequest,
  CardAuthorizedUserList,
  CardItem,
  CardList,
  CardLockRequest,
  CardMaintenance,
  CardOrderableList,
  CardOrderReceipt,
  CardOrderRequest,
  CardPinReceipt,
  CardPinRequest,
  CardReplacementRequest,
  ChildCard,
} from './card-types';

export type {
  AuthorizedUserRequest,
  CardActivationRequest,
  CardAuthorizedUserList,
  CardItem,
  CardList,
  CardLockRequest,
  CardMaintenance,
  CardOrderableList,
  CardOrderReceipt,
  CardOrderRequest,
  CardPinReceipt,
  CardPinRequest,
  CardReplacementRequest,
  ChildCard,
};

/** The card service's base path (/api/<service> + the upstream API's path). */
export const CARDS_API = '/api/cards/client-api/v2/cards';

/** The card list's cache entry: freeze, activation and replacement write their answers here, no refetch. */
export const CARD_LIST_QUERY_KEY = ['cards', 'list'] as const;

const segment = (value: string): string => encodeURIComponent(value);

/**
 * Where a card's own calls live: a debit card under its checking account (`/{acct}/debit/{id}`), a credit card under
 * its id. The contract's `"100"` default stands in when the list item has no checking account id.
 */
export function cardPath(card: Pick<CardItem, 'id' | 'type' | 'additions'>, defaultCheckingAccountId: string): string {
  if (card.type === 'DEBIT') {
    const account = card.additions.checkingAcctId || defaultCheckingAccountId;
    return `${CARDS_API}/${segment(account)}/debit/${segment(card.id)}`;
  }
  return `${CARDS_API}/${segment(card.id)}`;
}

/** Every card the session's agreement reaches (GET /cards/freeze, converted to card items). */
export const cardListQuery = queryOptions({
  queryKey: CARD_LIST_QUERY_KEY,
  queryFn: async ({ signal }) => (await apiFetch<CardList>(`${CARDS_API}/freeze`, { signal })).cards,
});

/** The cards screen's list; other card pages (rewards, protections, wallets) pick their card from it too. */
export function useCardList() {
  return useQuery(cardListQuery);
}

/**
 * Writes cards the server answered into the cached list (the list changes at once, without a refetch): each
 * replaces the item with its id, and a card not in the list yet (a replacement, a new order) is added after the card
 * it replaces, or at the end. A closed card stays in view so the member sees what happened to it.
 */
export function writeCardsIntoList(queryClient: QueryClient, cards: readonly CardItem[]): void {
  queryClient.setQueryData<readonly CardItem[]>(CARD_LIST_QUERY_KEY, (current) => {
    if (current === undefined) return current;
    let next = [...current];
    for (const card of cards) {
      const index = next.findIndex((item) => item.id === card.id);
      if (index >= 0) next = next.map((item, at) => (at === index ? card : item));
      else next.push(card);
    }
    return next;
  });
  // A card's details already fetched are the same record: keep them in step too.
  for (const card of cards) {
    const key = ['cards', 'details', card.id] as const;
    if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, card);
  }
}

/** One card's full record (GET /cards/details/{id}, or /cards/details/{acct}/debit/{id} for debit). */
export function cardDetailsQuery(card: CardItem, defaultCheckingAccountId: string) {
  const path =
    card.type === 'DEBIT'
      ? `${CARDS_API}/details/${segment(card.additions.checkingAcctId || defaultCheckingAccountId)}/debit/${segment(card.id)}`
      : `${CARDS_API}/details/${segment(card.id)}`;
  return queryOptions({
    queryKey: ['cards', 'details', card.id] as const,
    queryFn: ({ signal }) => apiFetch<CardItem>(path, { signal }),
  });
}

export function useCardDetails(card: CardItem, defaultCheckingAccountId: string) {
  return useQuery(cardDetailsQuery(card, defaultCheckingAccountId));
}

export interface CardCall<T> {
  readonly card: CardItem;
  readonly base: string;
  readonly body: T;
}

/**
 * Freeze or unfreeze (POST .../lock-status); the answer goes into the cached list. Staff acting for the member pass
 * the action's reason, sent in its header.
 */
export function useSetCardLock() {
  const queryClient = useQueryClient();
  return useApiMutation<CardItem, CardCall<CardLockRequest> & { readonly reason?: string }>({
    path: ({ card, base }) => (card.type === 'DEBIT' ? `${base}/lock-status` : `${base}/credit/lock-status`),
    body: ({ body }) => body,
    headers: ({ reason }) => (reason === undefined ? {} : actionReasonHeaders(reason)),
    onSuccess: (card) => writeCardsIntoList(queryClient, [card]),
  });
}

/** Activation (POST .../activation) with the last four and expiry on the card; the answer goes into the cached list. */
export function useActivateCard() {
  const queryClient = useQueryClient();
  return useApiMutation<CardItem, CardCall<CardActivationRequest>>({
    path: ({ base }) => `${base}/activation`,
    body: ({ body }) => body,
    onSuccess: (card) => writeCardsIntoList(queryClient, [card]),
  });
}

/**
 * A new PIN (debit POST .../pin/reset, credit POST /cards/{id}/pin). Step-up protected: apiFetch hands the 307 to the
 * challenge and sends the request again once it is passed.
 */
export function useChangePin() {
  return useApiMutation<CardPinReceipt, CardCall<CardPinRequest>>({
    path: ({ card, base }) => (card.type === 'DEBIT' ? `${base}/pin/reset` : `${base}/pin`),
    body: ({ body }) => body,
  });
}

/** What replacing a card involves (GET .../maintenance): reasons, mailing address, delivery times and fee. */
export function cardMaintenanceQuery(card: CardItem, base: string) {
  return queryOptions({
    queryKey: ['cards', 'maintenance', card.id] as const,
    queryFn: ({ signal }) => apiFetch<CardMaintenance>(`${base}/maintenance`, { signal }),
  });
}

export function useCardMaintenance(card: CardItem, base: string) {
  return useQuery(cardMaintenanceQuery(card, base));
}

export interface KeyedCardCall<T> extends CardCall<T> {
  readonly key: string;
}

/** Replacement (POST .../maintenance) under an Idempotency-Key: the new card and the replaced one go into the list. */
export function useReplaceCard() {
  const queryClient = useQueryClient();
  return useApiMutation<CardOrderReceipt, KeyedCardCall<CardReplacementRequest>>({
    path: ({ base }) => `${base}/maintenance`,
    body: ({ body }) => body,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: (receipt) => writeCardsIntoList(queryClient, receiptCards(receipt)),
  });
}

/** The cards a maintenance answer names, replaced card first so the new one is listed after it. */
export const receiptCards = (receipt: CardOrderReceipt): CardItem[] => [...(receipt.replacedCard ? [receipt.replacedCard] : []), receipt.newCard];

/** The accounts a new card can be ordered for (GET /cards/maintenance). */
export const orderableCardsQuery = queryOptions({
  queryKey: ['cards', 'orderable'] as const,
  queryFn: ({ signal }) => apiFetch<CardOrderableList>(`${CARDS_API}/maintenance`, { signal }),
});

export function useOrderableCards() {
  return useQuery(orderableCardsQuery);
}

export interface CardOrder {
  readonly key: string;
  /** Where the order goes: POST /cards/maintenance (debit) or /cards/{id}/maintenance (credit). */
  readonly path: string;
  readonly body: CardOrderRequest | CardReplacementRequest;
}

/** A new card (debit: POST /cards/maintenance; credit: POST /cards/{id}/maintenance), under an Idempotency-Key. */
export function useOrderCard() {
  const queryClient = useQueryClient();
  return useApiMutation<CardOrderReceipt, CardOrder>({
    path: ({ path }) => path,
    body: ({ body }) => body,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: (receipt) => writeCardsIntoList(queryClient, receiptCards(receipt)),
  });
}

/** A credit card's authorized users (GET /cards/{id}/authorized-users). */
export function authorizedUsersQuery(cardId: string) {
  return queryOptions({
    queryKey: ['cards', 'authorized-users', cardId] as const,
    queryFn: async ({ signal }) => (await apiFetch<CardAuthorizedUserList>(`${CARDS_API}/${segment(cardId)}/authorized-users`, { signal })).users,
  });
}

export function useAuthorizedUsers(cardId: string) {
  return useQuery({ ...authorizedUsersQuery(cardId), enabled: cardId !== '' });
}

/** After an authorized user is added or removed: their list and the card list (child cards) are stale. */
function refreshAfterUserChange(queryClient: QueryClient, cardId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authorizedUsersQuery(cardId).queryKey }),
    queryClient.invalidateQueries({ queryKey: CARD_LIST_QUERY_KEY }),
  ]);
}

/** Adds an authorized user (POST /cards/{id}/authorized-users): a new child card awaiting activation. */
export function useAddAuthorizedUser(cardId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<ChildCard, { key: string; body: AuthorizedUserRequest }>({
    path: `${CARDS_API}/${segment(cardId)}/authorized-users`,
    body: ({ body }) => body,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: () => refreshAfterUserChange(queryClient, cardId),
  });
}

/** Removes an authorized user (DELETE /cards/{id}/authorized-users/{childId}): their card is closed. */
export function useRemoveAuthorizedUser(cardId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<void, string>({
    method: 'DELETE',
    path: (childId) => `${CARDS_API}/${segment(cardId)}/authorized-users/${segment(childId)}`,
    body: () => undefined,
    onSuccess: () => refreshAfterUserChange(queryClient, cardId),
  });
}

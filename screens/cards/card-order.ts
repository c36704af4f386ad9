import type { CardOrder, CardItem, CardOrderRequest } from './cards-api';
import { CARDS_API } from './cards-api';

/**
 * Where an order goes: a debit card to POST /cards/maintenance with the form's data; a credit card to POST
 * /cards/{id}/maintenance of the account's own card, reason NEW. A credit account whose card the list does not hold
 * is ordered like a debit card, by account id.
 */
export function orderRequest(data: CardOrderRequest, key: string, cards: readonly CardItem[]): CardOrder {
  const accountCard =
    data.cardType === 'CREDIT'
      ? cards.find((card) => card.type === 'CREDIT' && card.status !== 'CL' && card.additions.arrangementId === data.accountId)
      : undefined;
  if (accountCard === undefined) return { key, path: `${CARDS_API}/maintenance`, body: data };
  return { key, path: `${CARDS_API}/${encodeURIComponent(accountCard.id)}/maintenance`, body: { reason: 'NEW', expedite: data.expedite } };
}

import type { CardItem } from '../../../../engine/core/generated/api.gen';
import type { VisibilityContext } from '../../../../engine/core';

/** A card list item with every field of a card list item; `extra` and `additions` override. */
export function cardItem(id: string, type: CardItem['type'], name: string, lastFour: string, extra: Partial<CardItem> = {}, additions: Partial<CardItem['additions']> = {}): CardItem {
  return {
    id,
    type,
    subType: type === 'DEBIT' ? 'K' : '313',
    name,
    description: name,
    status: 'AC',
    holder: 'Alex Member',
    lockStatus: 'UNLOCKED',
    maskedNumber: `••••${lastFour}`,
    limits: [],
    ...extra,
    additions: {
      additionalOwners: [],
      childCards: [],
      accountSummaryType: 'PRI',
      role: 'Primary Cardholder',
      accountOwnershipCode: 'PRI',
      ccBalTxfrEligible: false,
      oneViewClickable: false,
      lockEligible: true,
      cardPolicyRefId: 'CP-00000001',
      checkingAcctId: type === 'DEBIT' ? 'chk-1' : '',
      productDescription: name,
      productDescriptionChkAcct: null,
      fullCardExpDt: '2030-11-30',
      arrangementId: type === 'DEBIT' ? 'chk-1' : 'cc-1',
      accountName: type === 'DEBIT' ? 'Everyday Checking' : 'Visa Signature',
      brand: 'VISA',
      issuance: 'MAILED',
      expiryMonth: 11,
      expiryYear: 2030,
      activationRequired: false,
      digitalIssuanceEligible: type === 'DEBIT',
      productCode: type === 'DEBIT' ? '200' : '313',
      pinSet: true,
      ...additions,
    },
  };
}

export const debitCard = cardItem('card-debit', 'DEBIT', 'Visa Debit', '1111');
export const creditCard = cardItem('card-credit', 'CREDIT', 'Visa Signature Rewards', '4321');

/** Flags on and the card guards as given (a view-only trusted user: canManageCards false). */
export function cardVisibility(canManage = true): VisibilityContext {
  return {
    flags: { 'show-travel-plans': true, 'show-kobie-rewards': true, 'show-change-due-date': true, 'show-instant-issuance': true, 'show-debit-digital-card-issuance': true },
    guards: (name) => name === 'canViewManageCards' || (canManage && name === 'canManageCards'),
    can: () => true,
    audiences: new Set(['personal', canManage ? 'master' : 'trusted']),
    channel: 'OnlineBanking',
  };
}

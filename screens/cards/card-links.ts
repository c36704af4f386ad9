import type { RouteAccessFacts } from '../../engine/react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { isCardInUse, isOpenCard } from './card-actions';
import { cardHref, cardPage, mayOpen } from './card-paths';
import type { CardItem } from './cards-api';

const copy = cardsManifest.copy.cards;

/** The card pages the list links to: the screen key routes.json routes them by, and the card they make sense for. */
interface CardLinkRule {
  readonly screen: string;
  readonly label: keyof typeof copy.links;
  readonly appliesTo: (card: CardItem) => boolean;
}

const isCredit = (card: CardItem): boolean => card.type === 'CREDIT';
const isPrimary = (card: CardItem): boolean => card.additions.accountSummaryType === 'PRI' || card.additions.accountSummaryType === 'COAP';
// The server decides card-feature eligibility with engine/core's isCardFeatureEligible (the card's product code is not in the item).
const eligibleDebit = (card: CardItem): boolean => card.type === 'DEBIT' && card.additions.digitalIssuanceEligible;

const LINK_RULES: readonly CardLinkRule[] = [
  { screen: 'card-rewards', label: 'rewards', appliesTo: (card) => isCredit(card) && isOpenCard(card) && isPrimary(card) },
  { screen: 'card-due-date', label: 'dueDate', appliesTo: (card) => isCredit(card) && isOpenCard(card) && isPrimary(card) },
  { screen: 'card-authorized-users', label: 'authorizedUsers', appliesTo: (card) => isCredit(card) && isOpenCard(card) && card.additions.accountSummaryType === 'PRI' },
  { screen: 'card-protections', label: 'protections', appliesTo: isOpenCard },
  { screen: 'card-travel-plans', label: 'travelPlans', appliesTo: isOpenCard },
  { screen: 'card-wallets', label: 'wallets', appliesTo: (card) => isCardInUse(card) && card.lockStatus === 'UNLOCKED' },
  { screen: 'card-instant-issuance', label: 'instantIssuance', appliesTo: eligibleDebit },
  { screen: 'card-digital-issuance', label: 'digitalIssuance', appliesTo: eligibleDebit },
];

export interface CardLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/**
 * The pages linked from a card: each one routes.json has, that the member may open (its route's flag, guard and
 * trusted-user block), and that fits the card (rewards and due date for a credit card's owners, issuance for an
 * eligible debit card, wallets for a card in use).
 */
export function cardLinks(card: CardItem, facts: RouteAccessFacts): CardLink[] {
  return LINK_RULES.flatMap((rule) => {
    const page = cardPage(rule.screen);
    if (page === undefined || !rule.appliesTo(card) || !mayOpen(page, facts)) return [];
    return [{ id: rule.screen, label: copy.links[rule.label], href: cardHref(page.path, card.id) }];
  });
}

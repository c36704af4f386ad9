import { useMemo } from 'react';
import { MenuList, useMenuActions, useVisibilityContext } from '../../engine/react';
import { menusManifest } from '../../src/manifests';
import type { CardItem } from './cards-api';
import './card-partners.css';

/** The account kind a card draws on: what the partner entries' productKindIn rules read. */
const accountKindOf = (card: Pick<CardItem, 'type'>): string => (card.type === 'DEBIT' ? 'checking' : 'creditCard');

/**
 * The card partners' single sign-on hand-offs (menus.json cardPartners: member deals, loyalty rewards, Visa
 * debit services, ...) for one card: each opens its sso.json target for this card's account ({id}) and card
 * ({debitId}); the partnership service decides whether the member may go.
 */
export function CardPartnerLinks({ card, label }: { card: CardItem; label: string }) {
  const base = useVisibilityContext();
  const actions = useMenuActions();
  const menu = menusManifest.menus.cardPartners;
  const context = useMemo(() => ({ ...base, productKind: accountKindOf(card) }), [base, card]);
  const params = useMemo(() => ({ id: card.additions.arrangementId, debitId: card.id }), [card.additions.arrangementId, card.id]);
  if (card.status === 'CL') return null;
  return (
    <div className="card-partners" role="group" aria-label={`${menu.label}: ${label}`}>
      <MenuList menu={menu} context={context} actions={actions} params={params} className="card-partners__list" />
    </div>
  );
}

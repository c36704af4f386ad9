import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FactList } from '../shared/flow/FactList';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import type { CardAction } from './card-actions';
import { CardArt } from './CardArt';
import { CardPartnerLinks } from './CardPartnerLinks';
import { expiryLabel, lockLabel, statusLabel, cardTitle } from './card-format';
import type { CardLink } from './card-links';
import type { CardItem } from './cards-api';
import { ChildCards } from './ChildCards';

const copy = cardsManifest.copy.cards;

/** What a card's buttons open: a change (gated) or its details (always there). */
export type CardPanelKind = Exclude<CardAction, 'freeze'> | 'details';

export interface CardTileProps {
  readonly card: CardItem;
  readonly actions: readonly CardAction[];
  readonly links: readonly CardLink[];
  /** The panel open on this card (a form or its details), drawn under its buttons. */
  readonly panel: ReactNode;
  /** The outcome of freezing or unfreezing this card, said in the tile's own live regions under its buttons. */
  readonly lockStatus?: Status | null;
  readonly onToggleLock: (card: CardItem, opener: HTMLButtonElement) => void;
  readonly onOpen: (card: CardItem, kind: CardPanelKind, opener: HTMLButtonElement) => void;
}

/** One card of the list: its art, its facts, what can be done with it, and its child cards. */
export function CardTile({ card, actions, links, panel, lockStatus = null, onToggleLock, onOpen }: CardTileProps) {
  const headingId = useId();
  const title = cardTitle(card);
  const locked = card.lockStatus === 'LOCKED';
  const label = (action: string) => resolveTemplate(copy.actionLabel, { action, card: title });
  const button = (kind: CardPanelKind, text: string) => (
    <button key={kind} type="button" className="button button--secondary" aria-label={label(text)} onClick={(event) => onOpen(card, kind, event.currentTarget)}>
      {text}
    </button>
  );
  return (
    <article className="card-tile card" aria-labelledby={headingId} data-testid="card-tile" data-card-id={card.id}>
      <CardArt card={card} />
      <div className="card-tile__body">
        <h2 id={headingId} className="card-tile__title" tabIndex={-1}>
          {title}
        </h2>
        <p className="card-tile__badges">
          <span className="card-badge">{copy.cardTypes[card.type]}</span>
          <span className={`card-badge card-badge--${card.status === 'CL' ? 'closed' : card.status === 'IN' ? 'pending' : 'active'}`}>{statusLabel(card.status)}</span>
          {locked ? <span className="card-badge card-badge--frozen">{copy.locked}</span> : null}
        </p>
        <FactList
          rows={[
            { label: copy.numberLabel, value: card.maskedNumber },
            { label: copy.holderLabel, value: card.holder },
            { label: copy.roleLabel, value: card.additions.role },
            { label: copy.statusLabel, value: statusLabel(card.status) },
            { label: copy.lockLabel, value: lockLabel(card), testId: 'lock-status' },
            { label: copy.expiryLabel, value: expiryLabel(card) },
          ]}
        />
        <div className="card-tile__actions" role="group" aria-label={resolveTemplate(copy.actionsLabel, { card: title })}>
          {actions.includes('activate') ? button('activate', copy.actions.activate) : null}
          {actions.includes('freeze') ? (
            <button type="button" className="button" aria-label={label(locked ? copy.actions.unfreeze : copy.actions.freeze)} onClick={(event) => onToggleLock(card, event.currentTarget)}>
              {locked ? copy.actions.unfreeze : copy.actions.freeze}
            </button>
          ) : null}
          {actions.includes('changePin') ? button('changePin', copy.actions.changePin) : null}
          {actions.includes('replace') ? button('replace', copy.actions.replace) : null}
          {button('details', copy.actions.details)}
        </div>
        {actions.includes('freeze') ? <StatusMessage status={lockStatus} /> : null}
        {panel}
        {links.length > 0 ? (
          <ul className="card-tile__links" aria-label={resolveTemplate(copy.linksLabel, { card: title })}>
            {links.map((link) => (
              <li key={link.id}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <CardPartnerLinks card={card} label={title} />
        <ChildCards cards={card.additions.childCards} />
      </div>
    </article>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';

const copy = cardsManifest.copy.cards;

export interface CardPanelProps {
  readonly heading: string;
  /** The card it is about, named under the heading ("For Visa Debit ••••1234"). */
  readonly cardTitle: string;
  readonly children: ReactNode;
}

/** A card's open panel under its buttons: a heading that takes focus when it opens, then its form or facts. */
export function CardPanel({ heading, cardTitle, children }: CardPanelProps) {
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="card-panel" aria-labelledby={headingId} data-testid="card-panel">
      <h3 id={headingId} ref={ref} tabIndex={-1}>
        {heading}
      </h3>
      <p className="card-panel__for">{resolveTemplate(copy.panelCardLabel, { card: cardTitle })}</p>
      {children}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { CardPanelKind } from './CardTile';

export interface OpenCardPanel {
  readonly cardId: string;
  readonly kind: CardPanelKind;
}

interface Opened extends OpenCardPanel {
  readonly opener: HTMLElement;
}

/**
 * Which card panel (a form or the details) is open, one at a time. Closing it gives focus back to the button that
 * opened it, or, when that button is gone (an activated card has no Activate button), to the card's heading.
 */
export function useCardPanel() {
  const [open, setOpen] = useState<Opened | null>(null);
  const returnTo = useRef<Opened | null>(null);
  const [closes, setCloses] = useState(0);

  useEffect(() => {
    const target = returnTo.current;
    if (target === null) return;
    returnTo.current = null;
    if (target.opener.isConnected) {
      target.opener.focus();
      return;
    }
    const tile = [...document.querySelectorAll<HTMLElement>('[data-card-id]')].find((element) => element.dataset.cardId === target.cardId);
    tile?.querySelector<HTMLElement>('h2')?.focus();
  }, [closes]);

  return {
    open: open === null ? null : ({ cardId: open.cardId, kind: open.kind } satisfies OpenCardPanel),
    show: (cardId: string, kind: CardPanelKind, opener: HTMLElement) => setOpen({ cardId, kind, opener }),
    close: () => {
      returnTo.current = open;
      setOpen(null);
      setCloses((count) => count + 1);
    },
  };
}

import { appManifest } from '../../src/manifests';
import { ActivateCardForm } from './ActivateCardForm';
import { cardPath, type CardItem } from './cards-api';
import { PinChangeForm } from './PinChangeForm';
import { ReplaceCardForm } from './ReplaceCardForm';

export interface CardActionPanelProps {
  readonly card: CardItem;
  readonly kind: 'activate' | 'changePin' | 'replace';
  /** The change went through: what to tell the member. */
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}

/**
 * The form of one change to a card (config/forms: activation, PIN change, replacement). Loaded lazily with rjsf when
 * the member opens it, never with the list.
 */
export default function CardActionPanel({ card, kind, onDone, onCancel }: CardActionPanelProps) {
  const base = cardPath(card, appManifest.cardEligibility.defaultCheckingAccountId);
  const props = { card, base, onDone, onCancel };
  switch (kind) {
    case 'activate':
      return <ActivateCardForm {...props} />;
    case 'changePin':
      return <PinChangeForm {...props} />;
    case 'replace':
      return <ReplaceCardForm {...props} />;
  }
}

import { SchemaForm } from '../../engine/react/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { CardPanel } from './CardPanel';
import { cardForm, cardFormCopy, type CardFormProps } from './card-form';
import { cardTitle } from './card-format';
import { useActivateCard, type CardActivationRequest } from './cards-api';
import { useCardSubmit } from './use-card-submit';

const copy = cardsManifest.copy.cards;
const FORM_ID = 'card-activation';

/**
 * Activation with the last four digits and expiry printed on the card (config/forms/card-activation.json). The server
 * checks them; a mismatch comes back on the fields and changes nothing. The active card replaces the one in the list.
 */
export function ActivateCardForm({ card, base, onDone, onCancel }: CardFormProps) {
  const manifest = cardForm(FORM_ID);
  const activate = useActivateCard();
  const { submit, submitting } = useCardSubmit<CardActivationRequest>(async (body) => {
    await activate.mutateAsync({ card, base, body });
    return copy.cardActivated;
  }, onDone);
  return (
    <CardPanel heading={manifest.title} cardTitle={cardTitle(card)}>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<CardActivationRequest> manifest={manifest} copy={cardFormCopy} onSubmit={submit}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </CardPanel>
  );
}

import { ApiError } from '../../engine/react';
import { SchemaForm } from '../../engine/react/forms';
import type { FieldError } from '../../engine/core/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { CardPanel } from './CardPanel';
import { cardForm, cardFormCopy, type CardFormProps } from './card-form';
import { cardTitle } from './card-format';
import { useChangePin, type CardPinRequest } from './cards-api';
import { useCardSubmit } from './use-card-submit';

const copy = cardsManifest.copy.cards;
const FORM_ID = 'pin-change';

/** A step-up the member did not pass means nothing changed; other failures as the server put them. */
const pinErrors = (error: unknown): readonly FieldError[] =>
  error instanceof ApiError && error.stepUp ? [{ path: '', message: copy.pinNotVerified }] : fieldErrorsOf(error);

/**
 * A new PIN, typed twice (config/forms/pin-change.json); a mismatch is caught here before anything is sent. The server
 * asks for a step-up (risk.json pinChange): the challenge opens, and once passed the request goes again by itself.
 */
export function PinChangeForm({ card, base, onDone, onCancel }: CardFormProps) {
  const manifest = cardForm(FORM_ID);
  const change = useChangePin();
  const { submit, submitting } = useCardSubmit<CardPinRequest>(
    async (body) => {
      await change.mutateAsync({ card, base, body });
      return copy.pinChanged;
    },
    onDone,
    pinErrors,
  );
  const check = (data: CardPinRequest) => (data.pin === data.confirmPin ? submit(data) : [{ path: '/confirmPin', message: copy.pinMismatch }]);
  return (
    <CardPanel heading={manifest.title} cardTitle={cardTitle(card)}>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<CardPinRequest> manifest={manifest} copy={cardFormCopy} onSubmit={check}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </CardPanel>
  );
}

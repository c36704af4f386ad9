import { useRef } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { SchemaForm } from '../../engine/react/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { CardPanel } from './CardPanel';
import { cardForm, cardFormCopy, type CardFormProps } from './card-form';
import { cardTitle } from './card-format';
import { useCardMaintenance, useReplaceCard, type CardMaintenance, type CardReplacementRequest } from './cards-api';
import { useCardSubmit } from './use-card-submit';

const copy = cardsManifest.copy.cards;
const FORM_ID = 'card-replacement';

function DeliveryNotes({ info }: { info: CardMaintenance }) {
  const address = info.mailingAddress;
  return (
    <ul className="card-panel__notes">
      {address === null ? null : <li>{resolveTemplate(copy.replaceAddress, { address: `${address.line1}, ${address.city}, ${address.state} ${address.postalCode}` })}</li>}
      <li>
        {resolveTemplate(copy.replaceDelivery, {
          standardDays: info.standardBusinessDays,
          expeditedDays: info.expeditedBusinessDays,
          fee: formatCents(info.expediteFeeCents),
        })}
      </li>
      <li>{copy.replaceStolenNote}</li>
    </ul>
  );
}

/**
 * Replacement for a lost, stolen or damaged card (config/forms/card-replacement.json) under an Idempotency-Key. The
 * answer's cards go into the list: a lost or stolen card shows closed and frozen, the new card (a new number,
 * awaiting activation) appears after it.
 */
export function ReplaceCardForm({ card, base, onDone, onCancel }: CardFormProps) {
  const manifest = cardForm(FORM_ID);
  const info = useCardMaintenance(card, base);
  const replace = useReplaceCard();
  // One key per attempt: a second press while the first is under way, or a retry of it, cannot order two cards.
  const key = useRef(newIdempotencyKey());
  const { submit, submitting } = useCardSubmit<CardReplacementRequest>(async (body) => {
    try {
      const receipt = await replace.mutateAsync({ card, base, body, key: key.current });
      return resolveTemplate(copy.cardReplaced, { confirmationNumber: receipt.confirmationNumber });
    } catch (error) {
      key.current = newIdempotencyKey();
      throw error;
    }
  }, onDone);
  const notes = () => {
    if (info.isPending) return <FlowLoading text={copy.loading} />;
    if (info.isError) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void info.refetch()} />;
    return <DeliveryNotes info={info.data} />;
  };
  return (
    <CardPanel heading={manifest.title} cardTitle={cardTitle(card)}>
      {manifest.description ? <p>{manifest.description}</p> : null}
      {notes()}
      <SchemaForm<CardReplacementRequest> manifest={manifest} copy={cardFormCopy} onSubmit={submit}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </CardPanel>
  );
}

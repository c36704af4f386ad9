import { useId, useRef, useState } from 'react';
import { SchemaForm } from '../../engine/react/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { cardForm, cardFormCopy } from './card-form';
import { useAddAuthorizedUser, type AuthorizedUserRequest, type CardItem } from './cards-api';
import { useCardSubmit } from './use-card-submit';

const copy = cardsManifest.copy.cards;
const FORM_ID = 'authorized-user';

export interface AddAuthorizedUserFormProps {
  readonly card: CardItem;
  /** The user was added (their name, for the page to say so). */
  readonly onAdded: (name: string) => void;
}

/**
 * Adds an authorized user (config/forms/authorized-user.json): the server gives them a card of their own on this
 * account, mailed and awaiting activation. The form starts empty again afterwards. Loaded lazily (rjsf).
 */
export default function AddAuthorizedUserForm({ card, onAdded }: AddAuthorizedUserFormProps) {
  const headingId = useId();
  const manifest = cardForm(FORM_ID);
  const add = useAddAuthorizedUser(card.id);
  const [formKey, setFormKey] = useState(0);
  const key = useRef(newIdempotencyKey());
  const { submit, submitting } = useCardSubmit<AuthorizedUserRequest>(
    async (body) => {
      try {
        const child = await add.mutateAsync({ key: key.current, body });
        return child.holderName;
      } finally {
        key.current = newIdempotencyKey();
      }
    },
    (name) => {
      setFormKey((count) => count + 1);
      onAdded(name);
    },
  );
  return (
    <section className="flow-step card" aria-labelledby={headingId}>
      <h2 id={headingId}>{manifest.title}</h2>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<AuthorizedUserRequest> key={formKey} manifest={manifest} copy={cardFormCopy} onSubmit={submit}>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </section>
  );
}

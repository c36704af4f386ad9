import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { ConfirmationStep, confirmationText } from '../shared/flow/ConfirmationStep';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { StepHeading } from '../shared/flow/StepHeading';
import { useReview } from '../shared/flow/use-review';
import { cardForm, cardFormCopy } from './card-form';
import { cardTitle } from './card-format';
import { orderRequest } from './card-order';
import { requiredCardPath } from './card-paths';
import { useOrderCard, type CardItem, type CardOrderableList, type CardOrderReceipt, type CardOrderRequest } from './cards-api';

const copy = cardsManifest.copy.cards.order;
const FORM_ID = 'card-order';

type Orderable = CardOrderableList['orderable'][number];

export interface CardOrderFlowProps {
  readonly accounts: readonly Orderable[];
  readonly cards: readonly CardItem[];
}

const accountOption = (account: Orderable) => ({ id: account.accountId, name: account.accountName, accountNumber: account.maskedNumber });

/**
 * The card-order form, a review, then the order under an Idempotency-Key and its confirmation number. The account
 * picker offers the accounts of the chosen card type. Loaded lazily (rjsf).
 */
export default function CardOrderFlow({ accounts, cards }: CardOrderFlowProps) {
  const manifest = cardForm(FORM_ID);
  const order = useOrderCard();
  const { review, returns, submitting, start, back, send } = useReview<CardOrderRequest>();
  const [done, setDone] = useState<CardOrderReceipt | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [cardType, setCardType] = useState<unknown>(undefined);
  const offered = accounts.filter((account) => cardType === undefined || account.cardType === cardType);
  const accountLabel = (id: unknown) => {
    const account = accounts.find((item) => item.accountId === id);
    return account === undefined ? undefined : `${account.accountName} ${account.maskedNumber}`;
  };

  const submit = (data: CardOrderRequest): SubmitResult | Promise<SubmitResult> => {
    const account = accounts.find((item) => item.accountId === data.accountId);
    if (account === undefined || account.cardType !== data.cardType) return [{ path: '/accountId', message: copy.accountMismatch }];
    return start(data);
  };

  if (done) {
    return (
      <ConfirmationStep id="card-order-confirmation" {...confirmationText(copy, done.confirmationNumber)} rows={[{ label: copy.newCardLabel, value: cardTitle(done.newCard) }]}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setFormKey((key) => key + 1);
          }}
        >
          {copy.orderAnother}
        </button>
        <Link className="button button--secondary" to={requiredCardPath('cards-list')}>
          {copy.backToCards}
        </Link>
      </ConfirmationStep>
    );
  }

  const { reason: _reason, ...shown } = review?.data ?? ({} as Partial<CardOrderRequest>);
  return (
    <>
      <section className="flow-step card" aria-labelledby="card-order-form" hidden={review !== null}>
        <StepHeading id="card-order-form" focusOnMount={formKey > 0} focusToken={returns}>
          {manifest.title}
        </StepHeading>
        {manifest.description ? <p>{manifest.description}</p> : null}
        <SchemaForm<CardOrderRequest>
          key={formKey}
          manifest={manifest}
          copy={cardFormCopy}
          onSubmit={submit}
          onChange={(data) => setCardType(data.cardType)}
          context={{ accounts: offered.map(accountOption) }}
        />
      </section>
      {review ? (
        <ReviewStep
          id="card-order-review"
          copy={copy}
          rows={formReviewRows(manifest, shown, { accountLabel })}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() => void send((pending) => order.mutateAsync(orderRequest(pending.data, pending.idempotencyKey, cards)), setDone)}
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest } from '../../src/manifests';
import { ConfirmationStep, confirmationText } from '../shared/flow/ConfirmationStep';
import { accountLabel, toAccountOption } from '../shared/payments/payment-accounts';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { StepHeading } from '../shared/flow/StepHeading';
import { useReview } from '../shared/flow/use-review';
import { homePath } from '../shared/app-paths';
import { useRequestCashiersCheck } from './cashiers-checks-api';
import type { CashiersCheck } from './cashiers-checks-api';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens['cashiers-check'];

type FormData = Record<string, unknown>;

export interface CashiersCheckFlowProps {
  readonly accounts: readonly ProductSummaryEntry[];
}

/**
 * The cashier's check form of config/forms, a review, then the request under an Idempotency-Key (the server debits
 * the account now and records the request) and its confirmation number. Loaded lazily (rjsf).
 */
export default function CashiersCheckFlow({ accounts }: CashiersCheckFlowProps) {
  const manifest = formManifests['cashiers-check'];
  if (!manifest) throw new Error('No form "cashiers-check" in config/forms');
  const request = useRequestCashiersCheck();
  const { review, returns, submitting, start, back, send } = useReview<FormData>();
  const [done, setDone] = useState<CashiersCheck | null>(null);
  const [formKey, setFormKey] = useState(0);
  const initial = accounts.length === 1 ? { fromAccountId: accounts[0]?.id } : {};

  const confirm = () =>
    send(
      (pending) => request.mutateAsync({ key: pending.idempotencyKey, data: pending.data }),
      (answer) => setDone(answer.cashiersCheck),
    );

  if (done) {
    return (
      <ConfirmationStep
        id="cashiers-check-confirmation"
        {...confirmationText(copy, done.confirmationNumber)}
      >
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setFormKey((key) => key + 1);
          }}
        >
          {copy.requestAnother}
        </button>
        <Link className="button button--secondary" to={homePath}>
          {copy.backToAccounts}
        </Link>
      </ConfirmationStep>
    );
  }

  return (
    <>
      <section className="flow-step card" aria-labelledby="cashiers-check-form" hidden={review !== null}>
        <StepHeading id="cashiers-check-form" focusOnMount={formKey > 0} focusToken={returns}>
          {manifest.title}
        </StepHeading>
        <SchemaForm<FormData> key={formKey} manifest={manifest} copy={formCopy} formData={initial} onSubmit={start} context={{ accounts: accounts.map(toAccountOption) }} />
      </section>
      {review ? (
        <ReviewStep
          id="cashiers-check-review"
          copy={copy}
          rows={formReviewRows(manifest, review.data, { accountLabel: (id) => accountLabel(accounts.find((account) => account.id === id)) })}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { formatCents } from '../../engine/core/money';
import { SchemaForm, formCopyFromErrors } from '../../engine/react/forms';
import type { SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/form-manifests';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { ConfirmationStep } from '../bill-pay/ConfirmationStep';
import { fieldErrorsOf } from '../bill-pay/flow-errors';
import { newIdempotencyKey } from '../bill-pay/idempotency-key';
import { accountLabel } from '../bill-pay/payment-accounts';
import { ReviewStep } from '../bill-pay/ReviewStep';
import type { ReviewRow } from '../bill-pay/ReviewStep';
import { StepHeading } from '../bill-pay/StepHeading';
import { homePath } from '../shared/app-paths';
import { useRequestCashiersCheck } from './cashiers-checks-api';
import type { CashiersCheck } from './cashiers-checks-api';

const copy = copyManifest.screens['cashiers-check'];
const formCopy = formCopyFromErrors(errorsManifest.errors);

type FormData = Record<string, unknown>;

interface Review {
  readonly data: FormData;
  readonly key: string;
  readonly settle: (result: SubmitResult) => void;
}

interface FieldSchema {
  readonly title?: string;
  readonly enum?: readonly unknown[];
}

function reviewRows(manifest: FormManifest, data: FormData, accounts: readonly ProductSummaryEntry[]): ReviewRow[] {
  const properties = ((manifest.schema as { properties?: Record<string, FieldSchema> }).properties ?? {}) as Record<string, FieldSchema>;
  const ui = manifest.uiSchema as Record<string, { 'ui:enumNames'?: readonly string[]; 'ui:widget'?: string } | undefined>;
  return Object.entries(properties).flatMap(([key, field]) => {
    const value = data[key];
    if (value === undefined || value === '') return [];
    const widget = ui[key]?.['ui:widget'];
    let shown = String(value);
    if (widget === 'account-picker') shown = accountLabel(accounts.find((account) => account.id === value));
    else if (widget === 'amount-cents' && typeof value === 'number') shown = formatCents(value);
    else if (field.enum) shown = ui[key]?.['ui:enumNames']?.[field.enum.indexOf(value)] ?? shown;
    return [{ label: field.title ?? key, value: shown }];
  });
}

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
  const [review, setReview] = useState<Review | null>(null);
  const [returns, setReturns] = useState(0);
  const [done, setDone] = useState<CashiersCheck | null>(null);
  const [formKey, setFormKey] = useState(0);
  const initial = accounts.length === 1 ? { fromAccountId: accounts[0]?.id } : {};

  const onSubmit = (data: FormData) => new Promise<SubmitResult>((settle) => setReview({ data, key: newIdempotencyKey(), settle }));
  const back = (result: SubmitResult) => {
    review?.settle(result);
    setReview(null);
    setReturns((count) => count + 1);
  };
  const confirm = () => {
    if (!review) return;
    request.mutate(
      { key: review.key, data: review.data },
      {
        onSuccess: (answer) => {
          review.settle(undefined);
          setReview(null);
          setDone(answer.cashiersCheck);
        },
        onError: (error) => back(fieldErrorsOf(error)),
      },
    );
  };

  if (done) {
    return (
      <ConfirmationStep
        id="cashiers-check-confirmation"
        heading={copy.confirmationHeading}
        body={resolveTemplate(copy.confirmationBody, { confirmationNumber: done.confirmationNumber })}
        numberLabel={copy.confirmationNumberLabel}
        confirmationNumber={done.confirmationNumber}
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
      <section className="pay-step card" aria-labelledby="cashiers-check-form" hidden={review !== null}>
        <StepHeading id="cashiers-check-form" focusOnMount={formKey > 0} focusToken={returns}>
          {manifest.title}
        </StepHeading>
        <SchemaForm<FormData> key={formKey} manifest={manifest} copy={formCopy} formData={initial} onSubmit={onSubmit} context={{ accounts: accounts.map((account) => ({ id: account.id, name: account.name, accountNumber: account.accountNumber })) }} />
      </section>
      {review ? (
        <ReviewStep
          id="cashiers-check-review"
          heading={copy.reviewHeading}
          intro={copy.reviewIntro}
          rows={reviewRows(manifest, review.data, accounts)}
          submitLabel={copy.reviewSubmit}
          submittingLabel={copy.submitting}
          editLabel={copy.reviewEdit}
          submitting={request.isPending}
          onEdit={() => back(undefined)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}

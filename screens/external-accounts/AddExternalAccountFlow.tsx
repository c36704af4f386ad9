import { useState } from 'react';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { SchemaForm, formCopyFromErrors } from '../../engine/react/forms';
import type { SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/form-manifests';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { fieldErrorsOf } from '../bill-pay/flow-errors';
import { newIdempotencyKey } from '../bill-pay/idempotency-key';
import { ReviewStep } from '../bill-pay/ReviewStep';
import type { ReviewRow } from '../bill-pay/ReviewStep';
import { StepHeading } from '../bill-pay/StepHeading';
import { useAddExternalAccount } from './external-accounts-api';
import type { ExternalAccount } from './external-accounts-api';

const copy = copyManifest.screens['external-accounts'];
const formCopy = formCopyFromErrors(errorsManifest.errors);
const MASKED_FIELDS: ReadonlySet<string> = new Set(['accountNumber']);

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

/** Each answered field as the member entered it: the form's titles and option names; the account number masked. */
function reviewRows(manifest: FormManifest, data: FormData): ReviewRow[] {
  const properties = ((manifest.schema as { properties?: Record<string, FieldSchema> }).properties ?? {}) as Record<string, FieldSchema>;
  const ui = manifest.uiSchema as Record<string, { 'ui:enumNames'?: readonly string[] } | undefined>;
  return Object.entries(properties).flatMap(([key, field]) => {
    const value = data[key];
    if (value === undefined || value === '') return [];
    let shown = String(value);
    if (MASKED_FIELDS.has(key)) shown = `••••${shown.slice(-4)}`;
    else if (field.enum) shown = ui[key]?.['ui:enumNames']?.[field.enum.indexOf(value)] ?? shown;
    return [{ label: field.title ?? key, value: shown }];
  });
}

export interface AddExternalAccountFlowProps {
  readonly onAdded: (account: ExternalAccount) => void;
  readonly onCancel: () => void;
}

/**
 * Link an external account: the external-account form (with the verification method), a review, then the request
 * under an Idempotency-Key. The server may ask for a step-up (307): the global challenge modal takes over and apiFetch
 * re-sends the same request after a passed challenge, so this flow simply stays in its Submitting state.
 */
export default function AddExternalAccountFlow({ onAdded, onCancel }: AddExternalAccountFlowProps) {
  const manifest = formManifests['external-account'];
  if (!manifest) throw new Error('No form "external-account" in config/forms');
  const add = useAddExternalAccount();
  const [review, setReview] = useState<Review | null>(null);
  const [returns, setReturns] = useState(0);

  const onSubmit = (data: FormData) => new Promise<SubmitResult>((settle) => setReview({ data, key: newIdempotencyKey(), settle }));

  const back = (result: SubmitResult) => {
    review?.settle(result);
    setReview(null);
    setReturns((count) => count + 1);
  };

  const confirm = () => {
    if (!review) return;
    add.mutate(
      { key: review.key, data: review.data },
      {
        onSuccess: (answer) => {
          review.settle(undefined);
          onAdded(answer.externalAccount);
        },
        onError: (error) => back(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <>
      <section className="pay-step card" aria-labelledby="external-account-form" hidden={review !== null}>
        <StepHeading id="external-account-form" focusToken={returns}>
          {manifest.title}
        </StepHeading>
        {manifest.description ? <p>{manifest.description}</p> : null}
        <SchemaForm<FormData> manifest={manifest} copy={formCopy} onSubmit={onSubmit}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {copy.cancel}
          </button>
        </SchemaForm>
      </section>
      {review ? (
        <ReviewStep
          id="external-account-review"
          heading={copy.reviewHeading}
          intro={copy.reviewIntro}
          rows={reviewRows(manifest, review.data)}
          submitLabel={copy.reviewSubmit}
          submittingLabel={copy.submitting}
          editLabel={copy.reviewEdit}
          submitting={add.isPending}
          onEdit={() => back(undefined)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}

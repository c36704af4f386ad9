import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest } from '../../src/manifests';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { StepHeading } from '../shared/flow/StepHeading';
import { useReview } from '../shared/flow/use-review';
import { useAddExternalAccount } from '../shared/external-accounts/external-accounts-api';
import type { ExternalAccount } from '../shared/external-accounts/external-accounts-api';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens['external-accounts'];
const MASKED_FIELDS: ReadonlySet<string> = new Set(['accountNumber']);

type FormData = Record<string, unknown>;

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
  const { review, returns, submitting, start, back, send } = useReview<FormData>();

  const confirm = () =>
    send(
      (pending) => add.mutateAsync({ key: pending.idempotencyKey, data: pending.data }),
      (answer) => onAdded(answer.externalAccount),
    );

  return (
    <>
      <section className="flow-step card" aria-labelledby="external-account-form" hidden={review !== null}>
        <StepHeading id="external-account-form" focusToken={returns}>
          {manifest.title}
        </StepHeading>
        {manifest.description ? <p>{manifest.description}</p> : null}
        <SchemaForm<FormData> manifest={manifest} copy={formCopy} onSubmit={start}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {copy.cancel}
          </button>
        </SchemaForm>
      </section>
      {review ? (
        <ReviewStep
          id="external-account-review"
          copy={copy}
          rows={formReviewRows(manifest, review.data, { masked: MASKED_FIELDS })}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}

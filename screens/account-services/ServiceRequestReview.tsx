import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import type { AccountOption } from '../../engine/react/forms';
import { copyManifest } from '../../src/manifests';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { ReviewStep } from '../shared/flow/ReviewStep';

const copy = copyManifest.screens['account-services'];

export interface ServiceRequestReviewProps {
  readonly manifest: FormManifest;
  readonly data: Readonly<Record<string, unknown>>;
  readonly accounts: readonly AccountOption[];
  readonly submitting: boolean;
  readonly onEdit: () => void;
  readonly onConfirm: () => void;
}

const accountLabelOf = (accounts: readonly AccountOption[]) => (id: unknown) => {
  const account = accounts.find((candidate) => candidate.id === id);
  return account ? `${account.name} ${account.accountNumber}` : undefined;
};

/** The review step: each answered field as the member will send it, with Submit and Edit (back to the form, data kept). */
export function ServiceRequestReview(props: ServiceRequestReviewProps) {
  return (
    <ReviewStep
      id="service-request-review"
      copy={copy}
      rows={formReviewRows(props.manifest, props.data, { accountLabel: accountLabelOf(props.accounts) })}
      submitting={props.submitting}
      onEdit={props.onEdit}
      onConfirm={props.onConfirm}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { SchemaForm, formCopyFromErrors } from '../../engine/react/forms';
import type { AccountOption, FieldError, SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/form-manifests';
import { errorsManifest } from '../../src/manifests';
import type { AccountService } from './service-catalog';
import { ServiceRequestReview } from './ServiceRequestReview';
import { SERVICE_REQUESTS_QUERY_KEY, submitServiceRequest } from './service-requests-api';

const formCopy = formCopyFromErrors(errorsManifest.errors);

type FormData = Record<string, unknown>;

interface Review {
  readonly data: FormData;
  /** Settles the form's pending submit: nothing (edit, or sent) or the server's field errors to show. */
  readonly settle: (result: SubmitResult) => void;
}

export interface ServiceRequestFlowProps {
  readonly service: AccountService;
  readonly accounts: readonly AccountOption[];
  readonly accountId: string | null;
  readonly onSubmitted: (receipt: ServiceRequestReceipt) => void;
}

function fieldErrorsOf(error: unknown): readonly FieldError[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ path: '', message: errorsManifest.errors.TECHNICAL_PROBLEM?.message ?? String(error) }];
}

/**
 * The form of config/forms, then a review, then the request. The form stays mounted (hidden) during the review: its
 * submit is still pending, and settles with the server's errors so they land on the fields. Loaded lazily (rjsf).
 */
export default function ServiceRequestFlow(props: ServiceRequestFlowProps) {
  const manifest = formManifests[props.service.formId];
  if (!manifest) throw new Error(`No form "${props.service.formId}" in config/forms`);
  const queryClient = useQueryClient();
  const [review, setReview] = useState<Review | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const initial = props.accountId !== null && props.accounts.some((account) => account.id === props.accountId) ? { accountId: props.accountId } : {};

  const onSubmit = (data: FormData) => new Promise<SubmitResult>((settle) => setReview({ data, settle }));

  const confirm = async () => {
    if (!review) return;
    setSubmitting(true);
    try {
      const receipt = await submitServiceRequest(props.service.kind, review.data);
      void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY });
      review.settle(undefined);
      props.onSubmitted(receipt);
    } catch (error) {
      setReview(null);
      review.settle(fieldErrorsOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  const edit = () => {
    review?.settle(undefined);
    setReview(null);
  };

  return (
    <>
      {manifest.description ? <p className="account-services__intro">{manifest.description}</p> : null}
      <div hidden={review !== null}>
        <SchemaForm<FormData> manifest={manifest} copy={formCopy} formData={initial} onSubmit={onSubmit} context={{ accounts: props.accounts }} />
      </div>
      {review ? (
        <ServiceRequestReview manifest={manifest} data={review.data} accounts={props.accounts} submitting={submitting} onEdit={edit} onConfirm={() => void confirm()} />
      ) : null}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import type { ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { SchemaForm } from '../../engine/react/forms';
import type { AccountOption } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { useReview } from '../shared/flow/use-review';
import type { AccountService } from './service-catalog';
import { ServiceRequestReview } from './ServiceRequestReview';
import { SERVICE_REQUESTS_QUERY_KEY, submitServiceRequest } from './service-requests-api';
import { formCopy } from '../shared/form-copy';


type FormData = Record<string, unknown>;

export interface ServiceRequestFlowProps {
  readonly service: AccountService;
  readonly accounts: readonly AccountOption[];
  readonly accountId: string | null;
  readonly onSubmitted: (receipt: ServiceRequestReceipt) => void;
}

/**
 * The form of config/forms, then a review, then the request. The form stays mounted (hidden) during the review: its
 * submit is still pending, and settles with the server's errors so they land on the fields. Loaded lazily (rjsf).
 */
export default function ServiceRequestFlow(props: ServiceRequestFlowProps) {
  const manifest = formManifests[props.service.formId];
  if (!manifest) throw new Error(`No form "${props.service.formId}" in config/forms`);
  const queryClient = useQueryClient();
  const { review, submitting, start, back, send } = useReview<FormData>();
  const initial = props.accountId !== null && props.accounts.some((account) => account.id === props.accountId) ? { accountId: props.accountId } : {};

  const confirm = () =>
    send(
      (pending) => submitServiceRequest(props.service.kind, pending.data),
      (receipt) => {
        void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY });
        props.onSubmitted(receipt);
      },
    );

  return (
    <>
      {manifest.description ? <p className="account-services__intro">{manifest.description}</p> : null}
      <div hidden={review !== null}>
        <SchemaForm<FormData> manifest={manifest} copy={formCopy} formData={initial} onSubmit={start} context={{ accounts: props.accounts }} />
      </div>
      {review ? (
        <ServiceRequestReview manifest={manifest} data={review.data} accounts={props.accounts} submitting={submitting} onEdit={() => back()} onConfirm={() => void confirm()} />
      ) : null}
    </>
  );
}

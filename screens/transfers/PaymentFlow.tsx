import { useMemo, useState } from 'react';
import type { Acknowledgement } from '../../engine/core/payment-rules';
import { ApiError } from '../../engine/react';
import { SchemaForm } from '../../engine/react/forms';
import { hiddenFields, withoutHidden } from '../../engine/core/forms';
import type { SchemaFormContext, SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { errorsManifest } from '../../src/manifests';
import { presentedManifest } from '../shared/conditional-fields';
import { businessToday } from '../shared/business-today';
import { limits } from './move-money-copy';
import { destinationsOf, paymentKindOf, sourcesOf } from './payment-endpoints';
import type { KindFilter, PaymentEndpoint } from './payment-endpoints';
import { paymentFailure, withContactLink } from '../shared/flow/flow-errors';
import { useReview } from '../shared/flow/use-review';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { asksForAcknowledgement } from './payment-errors';
import { usePaymentOrderMutations, validatePaymentOrder } from './payment-orders-api';
import type { PaymentOrder, PaymentOrderRequest, PaymentValidation } from './payment-orders-api';
import { acknowledgementMessage, acknowledgementOfKind, clientAcknowledgement, formPathOf, localPaymentErrors, toPaymentRequest } from './payment-request';
import type { PaymentFormData } from './payment-request';
import { PaymentReview } from './PaymentReview';
import { asksTaxYear, taxYearChoices, taxYearMovesOn } from './ira-tax-years';
import { formCopy } from '../shared/form-copy';

/** Answers that mean "change what you asked for": back to the form with the errors on its fields (a 403 opens the permission-denied modal instead). */
const FORM_STATUSES: ReadonlySet<number> = new Set([400, 404, 409, 422]);

interface Reviewed {
  readonly request: PaymentOrderRequest;
  readonly validation: PaymentValidation;
  readonly from: PaymentEndpoint | undefined;
  readonly to: PaymentEndpoint | undefined;
}

export interface PaymentFlowProps {
  /** The form's id in config/forms (transfer, cash-advance). */
  readonly formId: string;
  /** Every account, external account and "another member" the page may offer. */
  readonly candidates: readonly PaymentEndpoint[];
  /** The kinds of movement this page offers. */
  readonly offered: KindFilter;
  readonly initial?: PaymentFormData;
  /** Set when editing a scheduled order: the flow PUTs instead of POSTing. */
  readonly editingId?: string;
  readonly onDone: (order: PaymentOrder) => void;
}

/**
 * A payment form of config/forms, checked in the browser with the engine/core payment rules, then validated by the
 * server (kind, effective date, notes), reviewed, and sent with an Idempotency-Key. The form stays mounted (hidden)
 * during the review: its submit is still pending and settles with the server's errors so they land on the fields.
 * Loaded lazily (rjsf).
 */
export default function PaymentFlow(props: PaymentFlowProps) {
  const { candidates, offered } = props;
  const manifest = formManifests[props.formId];
  if (!manifest) throw new Error(`No form "${props.formId}" in config/forms`);
  const mutations = usePaymentOrderMutations();
  const [data, setData] = useState<PaymentFormData>(() => props.initial ?? {});
  const [serverAcknowledgement, setServerAcknowledgement] = useState<{ pair: string; value: Acknowledgement } | null>(null);
  const { review, start, back, finish } = useReview<Reviewed>();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const permissionDenied = usePermissionDenied();

  const fields = useMemo(() => new Set(Object.keys((manifest.schema as { properties?: object }).properties ?? {})), [manifest]);
  const failure = (error: unknown) => paymentFailure(error, (path) => formPathOf(path, fields));
  const endpointOf = (id: string | undefined) => candidates.find((candidate) => candidate.id === id);
  const sources = useMemo(() => sourcesOf(candidates, offered), [candidates, offered]);

  const derive = (values: PaymentFormData) => {
    const from = endpointOf(values.fromAccountId);
    const to = endpointOf(values.toAccountId);
    const kind = paymentKindOf(from, to, offered);
    const pair = `${values.fromAccountId ?? ''}>${values.toAccountId ?? ''}`;
    const acknowledgement =
      clientAcknowledgement(kind, values, to) ?? (serverAcknowledgement?.pair === pair ? serverAcknowledgement.value : null);
    const hidden = hiddenFields(manifest.uiSchema, values);
    if (acknowledgement === null) hidden.add('acknowledged');
    if (!asksTaxYear(to, values)) hidden.add('taxYear');
    return { from, to, kind, pair, acknowledgement, hidden };
  };

  const current = derive(data);
  const hiddenKey = [...current.hidden].sort().join();
  // Keyed by the hidden fields' names: the set itself is rebuilt on every render.
  const presented = useMemo(
    () => presentedManifest(manifest, new Set(hiddenKey.split(',').filter(Boolean)), current.acknowledgement ? { acknowledged: acknowledgementMessage(current.acknowledgement, limits) } : {}),
    [manifest, hiddenKey, current.acknowledgement],
  );
  // The tax years open on the day the money moves: today, or the later date chosen.
  const movesOn = taxYearMovesOn(data, businessToday());
  const context = useMemo<SchemaFormContext>(
    () => ({ accounts: candidates, accountLists: { from: sources, to: destinationsOf(current.from, candidates, offered) }, choiceLists: { taxYears: taxYearChoices(movesOn) } }),
    [candidates, sources, current.from, offered, movesOn],
  );

  const onSubmit = async (submitted: PaymentFormData): Promise<SubmitResult> => {
    const { from, to, kind, pair, acknowledgement, hidden } = derive(submitted);
    const visible = withoutHidden(submitted as Record<string, unknown>, hidden) as PaymentFormData;
    const local = localPaymentErrors({
      data: visible,
      kind,
      from,
      to,
      acknowledgement,
      today: businessToday(),
      limits,
      errors: errorsManifest.errors,
      requiredMessage: formCopy.messages.required,
      fields,
    });
    // Found in the browser or by the server, a catalogue message that ends in a Contact Us link gets its link.
    if (local.length > 0) return local.map(withContactLink);
    const request = toPaymentRequest(visible, acknowledgement);
    let validation: PaymentValidation;
    try {
      validation = await validatePaymentOrder(request);
    } catch (error) {
      if (permissionDenied(error)) return undefined;
      if (kind !== null && asksForAcknowledgement(error)) setServerAcknowledgement({ pair, value: acknowledgementOfKind(kind) });
      return failure(error);
    }
    if (validation.requiredAcknowledgement) setServerAcknowledgement({ pair, value: validation.requiredAcknowledgement });
    setSubmitError(null);
    return start({ request, validation, from, to });
  };

  const confirm = async () => {
    if (!review) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const order = props.editingId
        ? await mutations.update(props.editingId, review.data.request, review.idempotencyKey)
        : await mutations.create(review.data.request, review.idempotencyKey);
      finish();
      props.onDone(order);
    } catch (error) {
      if (permissionDenied(error)) back();
      else if (error instanceof ApiError && FORM_STATUSES.has(error.status) && error.errors.length > 0) {
        back(failure(error));
      } else {
        setSubmitError(failure(error)[0]?.message ?? null);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {manifest.description ? <p className="move-money__intro">{manifest.description}</p> : null}
      <div hidden={review !== null}>
        <SchemaForm<PaymentFormData>
          manifest={presented}
          copy={formCopy}
          formData={props.initial ?? {}}
          onSubmit={onSubmit}
          onChange={(next) => setData(next)}
          context={context}
        />
      </div>
      {review ? (
        <PaymentReview
          request={review.data.request}
          validation={review.data.validation}
          from={review.data.from}
          to={review.data.to}
          submitting={submitting}
          error={submitError}
          onEdit={() => back()}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}

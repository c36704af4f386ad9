import { useId, useState } from 'react';
import type { ProductSummaryEntry, StopPayment } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { stopPaymentExpiresOn } from '../../engine/core/stop-payment-rules';
import { SchemaForm } from '../../engine/react/forms';
import type { SubmitResult } from '../../engine/react/forms';
import { copyManifest, limitsManifest } from '../../src/manifests';
import { formManifests } from '../../src/manifests/form-manifests';
import { businessToday } from '../shared/business-today';
import { ConfirmationStep } from '../shared/flow/ConfirmationStep';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { formCopy } from '../shared/form-copy';
import { formatLongDay } from '../shared/format-day';
import { accountLabel, toAccountOption } from '../shared/payments/payment-accounts';
import { usePlaceStopPayment } from './stop-payments-api';
import { checksText } from './stop-payment-text';

const copy = copyManifest.screens['stop-payment'];
const CONFIRM_MODAL = 'confirmStopPayment';
const FORM_OF_KIND = { CHECK: 'stop-payment-check', RANGE: 'stop-payment-range' } as const;

type Kind = keyof typeof FORM_OF_KIND;
type FormData = Record<string, unknown>;

export interface StopPaymentFlowProps {
  readonly accounts: readonly ProductSummaryEntry[];
  /** The account the page was opened for (an account's Stop Payment action). */
  readonly initialAccountId?: string | undefined;
}

/** The check numbers the form holds, as the first and last of the span (numbers only; the server checks the rest). */
function spanOf(kind: Kind, data: FormData): { first: number; last: number } {
  if (kind === 'CHECK') return { first: Number(data.checkNumber), last: Number(data.checkNumber) };
  return { first: Number(data.firstCheckNumber), last: Number(data.lastCheckNumber) };
}

/**
 * The stop payment form of config/forms for the kind chosen, then a confirm dialog that names the checks, the
 * account, the fee and the last day in effect; its confirm button places the stop under one Idempotency-Key. The
 * server's refusals land on the form's fields and its error summary. Loaded lazily (rjsf).
 */
export default function StopPaymentFlow({ accounts, initialAccountId }: StopPaymentFlowProps) {
  const [kind, setKind] = useState<Kind>('CHECK');
  const [done, setDone] = useState<StopPayment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const place = usePlaceStopPayment();
  const confirm = useConfirmModal();
  const legendId = useId();
  const limits = limitsManifest.stopPayment;
  const fee = formatCents(limits.feeCents);
  const expiresOn = formatLongDay(stopPaymentExpiresOn(businessToday(), limits));
  const manifest = formManifests[FORM_OF_KIND[kind]];
  if (!manifest) throw new Error(`No form "${FORM_OF_KIND[kind]}" in config/forms`);
  const preset = accounts.find((account) => account.id === initialAccountId) ?? (accounts.length === 1 ? accounts[0] : undefined);
  const initial = preset ? { accountId: preset.id } : {};

  const submit = async (data: FormData): Promise<SubmitResult> => {
    const span = spanOf(kind, data);
    const account = accountLabel(accounts.find((candidate) => candidate.id === data.accountId));
    const checks = resolveTemplate(copy.confirmChecks, { checks: checksText(span.first, span.last), account });
    const outcome = await confirm(CONFIRM_MODAL, { checks, fee, date: expiresOn }, (key) => place.mutateAsync({ key, data: { kind, ...data } }));
    if (!outcome.confirmed) return undefined;
    if ('error' in outcome) return fieldErrorsOf(outcome.error);
    setDone(outcome.result.stopPayment);
    return undefined;
  };

  if (done) {
    const checks = checksText(done.firstCheckNumber, done.lastCheckNumber);
    return (
      <ConfirmationStep
        id="stop-payment-confirmation"
        heading={copy.confirmationHeading}
        body={resolveTemplate(copy.confirmationBody, { checks, confirmationNumber: done.confirmationNumber })}
        numberLabel={copy.confirmationNumberLabel}
        confirmationNumber={done.confirmationNumber}
        rows={[
          { label: copy.accountLabel, value: `${done.account.name} ${done.account.maskedNumber}` },
          { label: copy.checksLabel, value: checks },
          { label: copy.feeLabel, value: formatCents(done.feeCents) },
          { label: copy.expiresLabel, value: formatLongDay(done.expiresOn) },
        ]}
      >
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setFormKey((key) => key + 1);
          }}
        >
          {copy.placeAnother}
        </button>
      </ConfirmationStep>
    );
  }

  return (
    <section className="flow-step card" aria-labelledby="stop-payment-form">
      <StepHeading id="stop-payment-form" focusOnMount={formKey > 0}>
        {manifest.title}
      </StepHeading>
      <fieldset className="stop-payment__kind" aria-labelledby={legendId}>
        <legend id={legendId}>{copy.kindLegend}</legend>
        {(['CHECK', 'RANGE'] as const).map((option) => (
          <label key={option} className="stop-payment__kind-option">
            <input type="radio" name="stop-payment-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
            {option === 'CHECK' ? copy.kindCheck : copy.kindRange}
          </label>
        ))}
      </fieldset>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <p className="stop-payment__fee" data-testid="stop-payment-fee">
        {resolveTemplate(copy.feeNote, { fee, date: expiresOn })}
      </p>
      <SchemaForm<FormData>
        key={`${kind}-${formKey}`}
        manifest={manifest}
        copy={formCopy}
        formData={initial}
        onSubmit={submit}
        context={{ accounts: accounts.map(toAccountOption) }}
      />
    </section>
  );
}

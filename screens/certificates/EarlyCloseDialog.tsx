import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Certificate, CertificateEarlyClosureQuote, CertificateEarlyClosureReceipt } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { earlyClosurePenaltyDays } from '../../engine/core/certificate-early-closure';
import { ApiError } from '../../engine/react';
import { trapTab } from '../../engine/react/modals';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { FactList } from '../shared/flow/FactList';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { formatDay } from '../shared/format-day';
import { useCloseEarly, useEarlyClosureQuote } from './certificates-api';
import './early-close.css';
import '../../engine/react/forms/forms.css';

const copy = accountOpeningManifest.copy;

export interface EarlyCloseDialogProps {
  readonly certificate: Certificate;
  readonly onClosed: (receipt: CertificateEarlyClosureReceipt) => void;
  readonly onCancel: () => void;
}

function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 409) return copy.errorCloseNotActive;
  return failure instanceof ApiError && failure.errors[0]?.message ? failure.errors[0].message : copy.errorGeneric;
}

/** The quote's figures and the destination choice: what the member confirms. */
function QuoteForm({ quote, certificate, onClosed, onCancel }: { readonly quote: CertificateEarlyClosureQuote } & EarlyCloseDialogProps) {
  const ids = useId();
  const close = useCloseEarly();
  const selectRef = useRef<HTMLSelectElement>(null);
  // One key per opened dialog: pressing Close again (or a retry) never closes twice.
  const [key] = useState(newIdempotencyKey);
  const [target, setTarget] = useState(quote.destinations.length === 1 ? (quote.destinations[0]?.id ?? '') : '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    selectRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === '') {
      setError(copy.errorCloseDestination);
      selectRef.current?.focus();
      return;
    }
    setError(null);
    try {
      onClosed(await close.mutateAsync({ id: certificate.id, destinationAccountId: target, key }));
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <form className="early-close__form" noValidate onSubmit={(event) => void submit(event)}>
      <FactList
        rows={[
          { label: copy.closeEarlyPrincipal, value: formatCents(quote.principalCents) },
          { label: resolveTemplate(copy.closeEarlyAccrued, { date: formatDay(quote.closingDate) }), value: formatCents(quote.accruedDividendCents) },
          { label: resolveTemplate(copy.closeEarlyPenalty, { days: String(quote.penaltyDays) }), value: `-${formatCents(quote.penaltyCents)}` },
          { label: copy.closeEarlyNet, value: formatCents(quote.netCents) },
        ]}
      />
      <div className="field">
        <label htmlFor={`${ids}-target`}>{copy.closeEarlyDestination}</label>
        <select
          className="form-control"
          ref={selectRef}
          id={`${ids}-target`}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={error !== null && target === '' ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        >
          <option value="">{copy.closeEarlyDestination}</option>
          {quote.destinations.map((account) => (
            <option key={account.id} value={account.id}>
              {`${account.name} ${account.maskedNumber}`}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${ids}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__buttons">
        <button type="button" className="button button--secondary" disabled={close.isPending} onClick={onCancel}>
          {copy.certsCancel}
        </button>
        <button type="submit" className="button" disabled={close.isPending} aria-busy={close.isPending}>
          {close.isPending ? copy.closeEarlyClosing : copy.closeEarlyConfirm}
        </button>
      </div>
    </form>
  );
}

/**
 * Closing a certificate before maturity: a modal dialog (focus kept inside, Escape cancels) with the server's quote
 * (principal, dividends to today, the penalty, what the member receives), the account the money goes to, and confirm.
 */
export function EarlyCloseDialog({ certificate, onClosed, onCancel }: EarlyCloseDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  const quote = useEarlyClosureQuote(certificate.id);

  useEffect(() => {
    // Until the form takes focus, the dialog holds it, so a screen reader announces the dialog at once.
    dialogRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCancel();
      return;
    }
    if (dialogRef.current !== null) trapTab(event, dialogRef.current);
  };

  const body = () => {
    if (quote.isPending) return <FlowLoading text={copy.closeEarlyLoading} />;
    if (quote.isError) {
      if (quote.error instanceof ApiError && quote.error.status === 409) return <FlowNotice text={copy.errorCloseNotActive} role="alert" />;
      return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void quote.refetch()} />;
    }
    if (quote.data.destinations.length === 0) return <FlowNotice text={copy.closeEarlyNoDestination} role="alert" />;
    return <QuoteForm quote={quote.data} certificate={certificate} onClosed={onClosed} onCancel={onCancel} />;
  };
  const formShown = quote.isSuccess && quote.data.destinations.length > 0;

  return (
    <div className="modal-backdrop modal-backdrop--centered">
      <div ref={dialogRef} className="modal modal--centered early-close" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={introId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal__title">
          {resolveTemplate(copy.closeEarlyHeading, { name: `${certificate.name} ${certificate.maskedNumber}` })}
        </h2>
        <p id={introId} className="modal__body">
          {resolveTemplate(copy.closeEarlyIntro, { days: String(quote.data?.penaltyDays ?? earlyClosurePenaltyDays(certificate.termMonths, accountOpeningManifest.earlyClosure)) })}
        </p>
        {body()}
        {formShown ? null : (
          <div className="modal__buttons">
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {copy.certsCancel}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

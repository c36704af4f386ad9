import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { TruthInLendingTables } from '../shared/TruthInLendingTables';
import { appManifest } from '../../src/manifests';
import { copy, formatDay, resolveTemplate } from './copy';
import { acceptOffer, useLoanDisclosure, type LoanApplication } from './lending-api';

const text = copy.acceptance;
const items = copy.myApplications;

export interface AcceptLoanDialogProps {
  readonly application: LoanApplication;
  readonly fundingAccount: ProductSummaryEntry;
  /** The loan is booked: the caller closes the dialog and shows the outcome. */
  readonly onAccepted: (funded: LoanApplication) => void;
  /** Closed without accepting (Cancel, Escape): the caller unmounts it and returns focus to the button that opened it. */
  readonly onCancel: () => void;
}

/**
 * Accepting an approved loan, a step of its own in a modal dialog (native <dialog>: the page behind is inert, Escape
 * cancels, focus starts on the heading): the loan's Truth in Lending disclosure as it would be funded today, the e-sign
 * consent (a labelled checkbox; Accept without it says why and moves focus to it), then the booking, which names the
 * disclosure shown. When the server answers that the disclosure changed (a new business day moves the payment dates),
 * the updated one replaces it and the consent must be given again.
 */
export function AcceptLoanDialog({ application, fundingAccount, onAccepted, onCancel }: AcceptLoanDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const disclosure = useLoanDisclosure(application.id);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (problem !== null) problemRef.current?.focus();
  }, [problem]);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    const shown = disclosure.data;
    if (!shown || sending) return;
    if (!consent) {
      setConsentMissing(true);
      consentRef.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const body = { fundingAccountId: fundingAccount.id, disclosure: { version: shown.version, fingerprint: shown.fingerprint }, esignConsent: true };
      onAccepted(await acceptOffer(application.id, body, key.current));
    } catch (error) {
      key.current = newIdempotencyKey();
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      if (first?.path === '/disclosure') {
        setConsent(false);
        await disclosure.refetch();
        setProblem(`${first.message} ${text.reviewAgain}`);
      } else {
        setProblem(first?.message ?? items.acceptFailed);
      }
      setSending(false);
    }
  };

  const body = () => {
    if (disclosure.isPending) return <FlowLoading text={text.loading} />;
    if (disclosure.isError) return <FlowError text={text.loadError} retryLabel={text.retry} onRetry={() => void disclosure.refetch()} />;
    return (
      <>
        <p>{resolveTemplate(text.intro, { date: formatDay(disclosure.data.fundedOn) })}</p>
        <dl className="lending__facts">
          <div>
            <dt>{text.depositTo}</dt>
            <dd>{`${fundingAccount.name} ${fundingAccount.accountNumber}`}</dd>
          </div>
        </dl>
        <TruthInLendingTables disclosure={disclosure.data} />
        <h3>{text.consentHeading}</h3>
        <p>{resolveTemplate(text.esignNotice, { phone: appManifest.memberServicesPhone })}</p>
        <div className="lending__field lending__field--check">
          <input
            ref={consentRef}
            id={`${id}-consent`}
            type="checkbox"
            checked={consent}
            disabled={sending}
            aria-invalid={consentMissing && !consent ? true : undefined}
            aria-describedby={consentMissing && !consent ? `${id}-consent-error` : undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>{text.consent}</label>
          {consentMissing && !consent ? (
            <p id={`${id}-consent-error`} className="lending__error">
              {text.consentRequired}
            </p>
          ) : null}
        </div>
      </>
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className="lending-accept"
      aria-labelledby={`${id}-heading`}
      onClose={onCancel}
      onCancel={(event) => {
        if (sending) event.preventDefault();
      }}
    >
      <form className="lending-accept__form" noValidate onSubmit={(event) => void accept(event)}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {resolveTemplate(text.heading, { name: application.productName })}
        </h2>
        {body()}
        <div role="alert">
          {problem !== null ? (
            <p ref={problemRef} tabIndex={-1} className="lending__error">
              {problem}
            </p>
          ) : null}
        </div>
        <p className="lending__actions">
          <button type="submit" className="button" disabled={sending || !disclosure.data}>
            {sending ? items.accepting : items.accept}
          </button>
          <button type="button" className="button button--secondary" disabled={sending} onClick={() => dialogRef.current?.close()}>
            {text.cancel}
          </button>
        </p>
      </form>
    </dialog>
  );
}

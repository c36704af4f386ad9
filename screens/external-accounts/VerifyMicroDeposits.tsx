import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import { parseAmountToCents } from '../../engine/core/money';
import { copyManifest } from '../../src/manifests';
import { messageOf } from '../shared/flow/flow-errors';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { EXTERNAL_ACCOUNTS_QUERY_KEY, externalAccountName, useVerifyExternalAccount } from '../shared/external-accounts/external-accounts-api';
import type { ExternalAccount } from '../shared/external-accounts/external-accounts-api';
// The same input look as the schema forms (loaded with them otherwise).
import '../../engine/react/forms/forms.css';

const copy = copyManifest.screens['external-accounts'];
const MAX_MICRO_DEPOSIT_CENTS = 99;

/** A micro-deposit is between one cent and 99 cents. */
function depositCents(text: string): number | null {
  const cents = parseAmountToCents(text);
  return cents !== null && cents >= 1 && cents <= MAX_MICRO_DEPOSIT_CENTS ? cents : null;
}

export interface VerifyMicroDepositsProps {
  readonly account: ExternalAccount;
  readonly onVerified: (account: ExternalAccount) => void;
  readonly onCancel: () => void;
}

/** Verify an external account with the two small deposits we sent it (two amount inputs; the server compares). */
export function VerifyMicroDeposits({ account, onVerified, onCancel }: VerifyMicroDepositsProps) {
  const verify = useVerifyExternalAccount();
  const permissionDenied = usePermissionDenied();
  const queryClient = useQueryClient();
  const ids = useId();
  const [amounts, setAmounts] = useState<[string, string]>(['', '']);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const name = externalAccountName(account);
  const cents = amounts.map(depositCents);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const [first, second] = cents;
    if (first === null || second === null || first === undefined || second === undefined) return;
    verify.mutate(
      { id: account.id, key, amountsCents: [first, second] },
      {
        onSuccess: (answer) => onVerified(answer.externalAccount),
        onError: (error) => {
          // A refused attempt is not stored under its key; the next attempt is a new request.
          setKey(newIdempotencyKey());
          if (!permissionDenied(error)) setFailure(messageOf(error));
          // Wrong amounts count towards the lock-out: the list must show the status the server now has.
          void queryClient.invalidateQueries({ queryKey: EXTERNAL_ACCOUNTS_QUERY_KEY });
        },
      },
    );
  };

  const field = (index: 0 | 1, label: string) => {
    const id = `${ids}-amount-${index}`;
    const invalid = tried && cents[index] === null;
    return (
      <div>
        <label htmlFor={id}>{label}</label>
        <div className="form-amount">
          <span className="form-amount__symbol" aria-hidden="true">
            $
          </span>
          <input
            id={id}
            className="form-control"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amounts[index]}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              const next: [string, string] = [...amounts];
              next[index] = event.target.value;
              setAmounts(next);
            }}
          />
        </div>
        {invalid ? (
          <p id={`${id}-error`} className="pay-field-error">
            {copy.verifyAmountFormat}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="flow-step card" aria-labelledby="verify-external-account">
      <StepHeading id="verify-external-account">{resolveTemplate(copy.verifyHeading, { name })}</StepHeading>
      <p>{copy.verifyIntro}</p>
      {failure ? (
        <p className="pay-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <fieldset className="pay-amounts">
          <legend className="visually-hidden">{resolveTemplate(copy.verifyHeading, { name })}</legend>
          {field(0, copy.verifyAmount1)}
          {field(1, copy.verifyAmount2)}
        </fieldset>
        <p className="flow-actions pay-actions--form">
          <button type="submit" className="button" disabled={verify.isPending} aria-busy={verify.isPending}>
            {verify.isPending ? copy.submitting : copy.verifySubmit}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={verify.isPending}>
            {copy.cancel}
          </button>
        </p>
      </form>
    </section>
  );
}

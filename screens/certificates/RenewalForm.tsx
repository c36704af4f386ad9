import { useId, useState, type FormEvent } from 'react';
import type { Certificate, CertificateSavingsAccount } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { ApiError } from '../../engine/react';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { useSaveRenewal } from './certificates-api';
import '../../engine/react/forms/forms.css';

const copy = accountOpeningManifest.copy;
type Choice = Certificate['renewalChoice'];

export interface RenewalFormProps {
  readonly certificate: Certificate;
  readonly savingsAccounts: readonly CertificateSavingsAccount[];
  readonly onDone: (saved: boolean) => void;
}

/** What a certificate does at maturity: renew, or move the balance to one of the member's savings accounts. */
export function RenewalForm({ certificate, savingsAccounts, onDone }: RenewalFormProps) {
  const ids = useId();
  const save = useSaveRenewal();
  const [choice, setChoice] = useState<Choice>(certificate.renewalChoice);
  const [target, setTarget] = useState(certificate.transferAccountId ?? (savingsAccounts.length === 1 ? (savingsAccounts[0]?.id ?? '') : ''));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'TRANSFER_TO_SAVINGS' && target === '') {
      setError(copy.errorRenewalTarget);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: certificate.id, body: choice === 'RENEW' ? { renewalChoice: 'RENEW' } : { renewalChoice: choice, transferAccountId: target } });
      onDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.errors[0]?.message ? failure.errors[0].message : copy.errorGeneric);
    }
  };

  return (
    <form className="open-account__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="open-account__group">
        <legend>{resolveTemplate(copy.certsRenewalLegend, { name: certificate.name })}</legend>
        {accountOpeningManifest.renewalChoices.map((option) => (
          <label key={option.id} className="open-account__choice">
            <input type="radio" name={`${ids}-choice`} value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'TRANSFER_TO_SAVINGS' ? (
        <div className="field">
          <label htmlFor={`${ids}-target`}>{copy.renewalTarget}</label>
          <select className="form-control" id={`${ids}-target`} value={target} onChange={(event) => setTarget(event.target.value)} aria-invalid={error !== null && target === '' ? true : undefined} aria-describedby={error ? `${ids}-error` : undefined}>
            <option value="">{copy.renewalTarget}</option>
            {savingsAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${account.name} ${account.maskedNumber}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? (
        <p id={`${ids}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="flow-actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
          {copy.certsSave}
        </button>
        <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => onDone(false)}>
          {copy.certsCancel}
        </button>
      </p>
    </form>
  );
}

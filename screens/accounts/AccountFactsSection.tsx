import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { AccountDetail, AccountNumberReveal } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { accountFactsManifest } from '../../src/manifests/account-facts-manifest';
import { downloadFile } from '../shared/download-file';
import { fetchDirectDepositForm, revealAccountNumber } from './account-facts-api';
import { AccountNumberFact } from './AccountNumberFact';
import './account-facts.css';

const copy = accountFactsManifest.copy;

type Busy = 'reveal' | 'form' | null;

/** Whether the account takes direct deposits (the server decides again): a checking or savings account, not a certificate. */
export function takesDirectDeposit(account: Pick<AccountDetail, 'productKind' | 'certificateMaturesOn'>): boolean {
  return account.certificateMaturesOn === undefined && accountFactsManifest.directDepositProductKinds.some((kind) => kind === account.productKind);
}

/** What a failed call tells the member: an identity check not passed keeps the number hidden; anything else failed. */
const failureText = (error: unknown, notVerified: string, failed: string): string => (error instanceof ApiError && error.stepUp ? notVerified : failed);

/**
 * The account's full number and the routing number, shown on request after the identity check the server asks for,
 * each with a copy button; and the direct-deposit form (a PDF) behind the same check. The numbers are held in this
 * section's state only, so leaving the page (or Hide) forgets them. What happened is said in the section's own live
 * region, next to the buttons.
 */
export function AccountFactsSection({ account }: { account: Pick<AccountDetail, 'id' | 'name' | 'productKind' | 'certificateMaturesOn'> }) {
  const ids = useId();
  const [revealed, setRevealed] = useState<AccountNumberReveal | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const toggle = async () => {
    if (revealed !== null) {
      setRevealed(null);
      setStatus({ text: copy.hiddenAgain, error: false });
      return;
    }
    setBusy('reveal');
    setStatus({ text: copy.revealing, error: false });
    try {
      setRevealed(await revealAccountNumber(account.id));
      setStatus(null);
    } catch (error) {
      setStatus({ text: failureText(error, copy.verifyToReveal, copy.revealFailed), error: true });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('form');
    setStatus({ text: copy.directDepositPreparing, error: false });
    try {
      const form = await fetchDirectDepositForm(account.id);
      downloadFile(form.blob, form.fileName, 'application/pdf');
      setStatus({ text: copy.directDepositReady, error: false });
    } catch (error) {
      setStatus({ text: failureText(error, copy.verifyToDownload, copy.directDepositFailed), error: true });
    } finally {
      setBusy(null);
    }
  };

  const copied = (label: string, done: boolean) => setStatus(done ? { text: resolveTemplate(copy.copied, { label }), error: false } : { text: copy.copyFailed, error: true });

  return (
    <section className="account-facts card" aria-label={copy.regionLabel}>
      <div className="account-facts__actions">
        <button type="button" className="button button--secondary" aria-expanded={revealed !== null} aria-controls={`${ids}-numbers`} disabled={busy !== null} aria-busy={busy === 'reveal'} onClick={() => void toggle()}>
          {revealed === null ? copy.showNumber : copy.hideNumber}
        </button>
        {takesDirectDeposit(account) ? (
          <button type="button" className="button button--secondary" disabled={busy !== null} aria-busy={busy === 'form'} onClick={() => void download()}>
            {copy.directDepositForm}
          </button>
        ) : null}
      </div>
      <div id={`${ids}-numbers`}>
        {revealed === null ? null : (
          <dl className="account-facts__numbers">
            <AccountNumberFact label={copy.accountNumberLabel} value={revealed.accountNumber} onCopied={copied} />
            <AccountNumberFact label={copy.routingNumberLabel} value={revealed.routingNumber} onCopied={copied} />
          </dl>
        )}
      </div>
      <p className="account-facts__status" role="status">
        {status !== null && !status.error ? status.text : null}
      </p>
      <p className="account-facts__status account-facts__status--error" role="alert">
        {status?.error ? status.text : null}
      </p>
    </section>
  );
}

import { lazy, Suspense, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { ConfirmDialog } from '../bill-pay/ConfirmDialog';
import { messageOf } from '../bill-pay/flow-errors';
import { FlowError, FlowLoading } from '../bill-pay/FlowStates';
import { newIdempotencyKey } from '../bill-pay/idempotency-key';
import { StatusMessage } from '../bill-pay/StatusMessage';
import type { Status } from '../bill-pay/StatusMessage';
import { StepHeading } from '../bill-pay/StepHeading';
import { ExternalAccountList } from './ExternalAccountList';
import { externalAccountName, useDeleteExternalAccount, useExternalAccounts } from './external-accounts-api';
import type { ExternalAccount } from './external-accounts-api';
import { VerifyMicroDeposits } from './VerifyMicroDeposits';
import '../bill-pay/payments-ui.css';

// rjsf and the form manifests come with the add flow, not with the first page load.
const AddExternalAccountFlow = lazy(() => import('./AddExternalAccountFlow'));

const copy = copyManifest.screens['external-accounts'];

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'added'; account: ExternalAccount } | { kind: 'verify'; account: ExternalAccount };

/**
 * Manage external accounts (SPEC 2, issue 5): the linked accounts with their status, linking a new one (micro-deposit
 * or instant verification), verifying micro-deposits, and deleting with a confirmation.
 */
export default function ManageExternalAccountsScreen() {
  const accounts = useExternalAccounts();
  const remove = useDeleteExternalAccount();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<{ account: ExternalAccount; key: string } | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [listFocus, setListFocus] = useState(0);

  const backToList = (text?: string, error = false) => {
    setMode({ kind: 'list' });
    setStatus(text === undefined ? null : { text, error });
    setListFocus((count) => count + 1);
  };
  const open = (next: Mode) => {
    setStatus(null);
    setMode(next);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = externalAccountName(deleting.account);
    remove.mutate(
      { id: deleting.account.id, key: deleting.key },
      {
        onSuccess: () => {
          setDeleting(null);
          backToList(resolveTemplate(copy.deleted, { name }));
        },
        onError: (error) => {
          setDeleting(null);
          backToList(messageOf(error), true);
        },
      },
    );
  };

  const body = () => {
    switch (mode.kind) {
      case 'add':
        return (
          <Suspense fallback={<FlowLoading text={copy.loading} />}>
            <AddExternalAccountFlow onAdded={(account) => setMode({ kind: 'added', account })} onCancel={() => backToList()} />
          </Suspense>
        );
      case 'added': {
        const name = externalAccountName(mode.account);
        return (
          <section className="pay-step card" aria-labelledby="external-account-added">
            <StepHeading id="external-account-added">{copy.addedHeading}</StepHeading>
            <p>{resolveTemplate(mode.account.status === 'VERIFIED' ? copy.addedVerified : copy.addedPending, { name })}</p>
            <p className="pay-actions">
              <button type="button" className="button" onClick={() => backToList()}>
                {copy.backToList}
              </button>
            </p>
          </section>
        );
      }
      case 'verify':
        return (
          <VerifyMicroDeposits
            account={mode.account}
            onVerified={(account) => backToList(resolveTemplate(copy.verifiedBody, { name: externalAccountName(account) }))}
            onCancel={() => backToList()}
          />
        );
      default:
        return (
          <section className="pay-section" aria-labelledby="external-accounts-list">
            <StepHeading id="external-accounts-list" focusOnMount={false} focusToken={listFocus}>
              {copy.listHeading}
            </StepHeading>
            <p className="pay-actions">
              <button type="button" className="button" onClick={() => open({ kind: 'add' })}>
                {copy.addAccount}
              </button>
            </p>
            {accounts.isPending ? <FlowLoading text={copy.loading} /> : null}
            {accounts.isError && accounts.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void accounts.refetch()} /> : null}
            {accounts.data !== undefined ? (
              <ExternalAccountList
                accounts={accounts.data}
                onVerify={(account) => open({ kind: 'verify', account })}
                onDelete={(account) => setDeleting({ account, key: newIdempotencyKey() })}
              />
            ) : null}
          </section>
        );
    }
  };

  return (
    <div className="pay-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <StatusMessage status={status} />
      {body()}
      {deleting ? (
        <ConfirmDialog
          name="delete-external-account"
          title={copy.deleteTitle}
          body={resolveTemplate(copy.deleteBody, { name: externalAccountName(deleting.account) })}
          confirmLabel={copy.deleteConfirm}
          cancelLabel={copy.cancel}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

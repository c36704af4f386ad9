import { lazy, Suspense, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { messageOf } from '../shared/flow/flow-errors';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage } from '../shared/flow/StatusMessage';
import type { Status } from '../shared/flow/StatusMessage';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { ExternalAccountList } from './ExternalAccountList';
import { externalAccountName, useDeleteExternalAccount, useExternalAccounts } from '../shared/external-accounts/external-accounts-api';
import type { ExternalAccount } from '../shared/external-accounts/external-accounts-api';
import { VerifyMicroDeposits } from './VerifyMicroDeposits';
import '../shared/payments/payments-ui.css';

// rjsf and the form manifests come with the add flow, not with the first page load.
const AddExternalAccountFlow = lazy(() => import('./AddExternalAccountFlow'));

const copy = copyManifest.screens['external-accounts'];
const DELETE_MODAL = 'deleteExternalAccount';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'added'; account: ExternalAccount } | { kind: 'verify'; account: ExternalAccount };

/**
 * Manage external accounts: the linked accounts with their status, linking a new one (micro-deposit
 * or instant verification), verifying micro-deposits, and deleting with a confirmation.
 */
export default function ManageExternalAccountsScreen() {
  const accounts = useExternalAccounts();
  const remove = useDeleteExternalAccount();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
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

  const confirm = useConfirmModal();
  const onDelete = async (account: ExternalAccount) => {
    setStatus(null);
    const name = externalAccountName(account);
    const outcome = await confirm(DELETE_MODAL, { name }, (key) => remove.mutateAsync({ id: account.id, key }));
    if (!outcome.confirmed) return;
    if ('error' in outcome) backToList(messageOf(outcome.error), true);
    else backToList(resolveTemplate(copy.deleted, { name }));
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
          <section className="flow-step card" aria-labelledby="external-account-added">
            <StepHeading id="external-account-added">{copy.addedHeading}</StepHeading>
            <p>{resolveTemplate(mode.account.status === 'VERIFIED' ? copy.addedVerified : copy.addedPending, { name })}</p>
            <p className="flow-actions">
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
            <p className="flow-actions">
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
                onDelete={(account) => void onDelete(account)}
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
    </div>
  );
}

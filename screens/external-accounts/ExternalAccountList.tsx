import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { FactList } from '../shared/flow/FactList';
import { externalAccountName } from '../shared/external-accounts/external-accounts-api';
import type { ExternalAccount, ExternalAccountStatus } from '../shared/external-accounts/external-accounts-api';

const copy = copyManifest.screens['external-accounts'];

const STATUS_COPY: Record<ExternalAccountStatus, string> = {
  VERIFIED: copy.statusVerified,
  PENDING_VERIFICATION: copy.statusPending,
  LOCKED: copy.statusLocked,
};

export interface ExternalAccountListProps {
  readonly accounts: readonly ExternalAccount[];
  readonly onVerify: (account: ExternalAccount) => void;
  readonly onDelete: (account: ExternalAccount) => void;
}

/** The linked accounts as cards with a status badge; Verify for accounts waiting on micro-deposits. */
export function ExternalAccountList({ accounts, onVerify, onDelete }: ExternalAccountListProps) {
  if (accounts.length === 0) return <p>{copy.empty}</p>;
  return (
    <ul className="pay-list">
      {accounts.map((account) => {
        const name = externalAccountName(account);
        return (
          <li key={account.id} className="pay-item card" data-testid="external-account">
            <h3 className="pay-item__title">
              {name} <span className={`pay-badge pay-badge--${account.status.toLowerCase()}`}>{STATUS_COPY[account.status]}</span>
            </h3>
            <FactList
              rows={[
                { label: copy.institution, value: account.institutionName },
                { label: copy.accountNumber, value: account.maskedAccountNumber },
                { label: copy.accountType, value: account.accountType === 'SAVINGS' ? copy.typeSavings : copy.typeChecking },
                { label: copy.ownerName, value: account.ownerName },
              ]}
            />
            {account.status === 'LOCKED' ? <p>{copy.lockedNote}</p> : null}
            <p className="flow-actions">
              {account.status === 'PENDING_VERIFICATION' ? (
                <button type="button" className="button" aria-label={resolveTemplate(copy.verifyLabel, { name })} onClick={() => onVerify(account)}>
                  {copy.verify}
                </button>
              ) : null}
              <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.deleteLabel, { name })} onClick={() => onDelete(account)}>
                {copy.delete}
              </button>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

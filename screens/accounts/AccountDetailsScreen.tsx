import { Link, useSearchParams } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import SavingsGoalsSection from '../shared/savings-goals/SavingsGoalsSection';
import { AccountActions } from './AccountActions';
import { AccountFactsSection } from './AccountFactsSection';
import { ACCOUNT_ID_PARAM } from '../shared/accounts/account-paths';
import { AccountHeader } from './AccountHeader';
import { useAccountDetail } from '../shared/accounts/account-detail-api';
import { LoanDisclosureSection } from './LoanDisclosureSection';
import { LoanPayoffSection } from './LoanPayoffSection';
import { LoanServicingSection } from './LoanServicingSection';
import { TransactionsSection } from './TransactionsSection';
import './accounts.css';
import './account-details.css';

const copy = copyManifest.screens['account-details'];

function AccountDetails({ accountId }: { accountId: string }) {
  const account = useAccountDetail(accountId);
  if (account.isPending) {
    return (
      <div className="account-details__loading card skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          {copy.loading}
        </p>
        <div className="skeleton__line skeleton__line--heading" aria-hidden="true" />
        <div className="skeleton__line" aria-hidden="true" />
      </div>
    );
  }
  if (account.isError) {
    return (
      <div className="accounts-summary__message card" role="alert">
        <p>{copy.error}</p>
        <button type="button" className="button button--secondary" onClick={() => void account.refetch()}>
          {copy.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      <AccountHeader account={account.data} />
      <AccountActions account={account.data} />
      {account.data.loanServicing ? <LoanServicingSection account={account.data} servicing={account.data.loanServicing} /> : null}
      {account.data.loanPayoff ? <LoanPayoffSection account={account.data} payoff={account.data.loanPayoff} /> : null}
      {account.data.loanDisclosure ? <LoanDisclosureSection disclosure={account.data.loanDisclosure} /> : null}
      <TransactionsSection account={account.data} />
      {/* After the transactions, which a phone shows first: the numbers are asked for now and then, the history daily. */}
      <AccountFactsSection account={account.data} />
      {account.data.productKind === 'savings' ? <SavingsGoalsSection accountId={account.data.id} /> : null}
    </>
  );
}

/** One account: its header and terms, then its transactions. Which account is the `id` search parameter. */
export default function AccountDetailsScreen() {
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get(ACCOUNT_ID_PARAM) ?? '';
  return (
    <div className="account-details">
      <Link className="account-details__back" to={homePath}>
        {copy.backToAccounts}
      </Link>
      {accountId === '' ? (
        <div className="accounts-summary__message card">
          <p>{copy.missingAccount}</p>
        </div>
      ) : (
        <AccountDetails key={accountId} accountId={accountId} />
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paymentsLocked } from '../../engine/core/payment-rules';
import { useCan } from '../../engine/react';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { sourceFacts, summaryAccounts } from '../shared/payments/payment-accounts';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { ApplicationItem } from './ApplicationItem';
import { copy, paths } from './copy';
import { useApplications } from './lending-api';
import './lending.css';

const text = copy.myApplications;
const DEPOSIT_KINDS = new Set<string>(lendingManifest.facts.depositKinds);

/**
 * /consumer-loans-eprom/my-applications: the membership's applications with their statuses; applying and accepting
 * an offer only for a caller the policy lets borrow.
 */
export default function MyApplicationsScreen() {
  const applications = useApplications();
  const canBorrow = useCan('borrow');
  const summary = useProductSummary();
  // A loan is paid into a deposit account that takes money now: not a certificate in its term.
  const deposits = summaryAccounts(summary.data).filter((account) => DEPOSIT_KINDS.has(account.productKind) && !paymentsLocked(sourceFacts(account)));
  const body = () => {
    if (applications.isPending) return <FlowLoading text={text.loading} />;
    if (applications.isError) return <FlowError text={text.loadError} retryLabel={copy.landing.retry} onRetry={() => void applications.refetch()} />;
    if (applications.data.length === 0) return <FlowNotice text={text.empty} role="status" />;
    return (
      <ul className="lending__applications">
        {applications.data.map((application) => (
          <ApplicationItem key={application.id} application={application} depositAccounts={deposits} canAccept={canBorrow} />
        ))}
      </ul>
    );
  };
  return (
    <div className="lending">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      {canBorrow ? (
        <p className="lending__actions">
          <Link className="button button--secondary" to={paths.application}>
            {text.apply}
          </Link>
        </p>
      ) : null}
      {body()}
    </div>
  );
}

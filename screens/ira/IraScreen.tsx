import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { useCan } from '../../engine/react';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { ContributionForm } from './ContributionForm';
import { DistributionForm } from './DistributionForm';
import { DistributionRequests } from './DistributionRequests';
import { useIraOverview } from './ira-api';
import { IraYears } from './IraYears';
import './ira.css';

const copy = iraManifest.screen;

/**
 * /ira: each IRA's contributions per open tax year against its limit (catch-up included), a contribution
 * for the current or (until the deadline) the prior tax year, a distribution request (its status, net and
 * withholding; cancelled while not yet paid), and the beneficiaries page. Contributing and distributing are offered
 * only to a caller the policy lets move money.
 */
export default function IraScreen() {
  const overview = useIraOverview();
  // Contributions, distributions and their cancelling move money: offered only where the policy allows it.
  const canMove = useCan('move-money');
  const body = () => {
    if (overview.isPending) return <FlowLoading text={copy.loading} />;
    if (overview.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void overview.refetch()} />;
    if (overview.data.iras.length === 0) return <FlowNotice text={copy.noIras} role="status" />;
    return (
      <>
        {overview.data.iras.map((ira) => (
          <section key={ira.arrangementId} className="ira__card" aria-labelledby={`ira-${ira.arrangementId}`}>
            <h2 id={`ira-${ira.arrangementId}`}>{resolveTemplate(copy.accountLabel, { name: ira.name, lastFour: ira.lastFour })}</h2>
            <p>{`${copy.balanceLabel}: ${formatCents(ira.balanceCents)}`}</p>
            <IraYears ira={ira} />
            <DistributionRequests ira={ira} canCancel={canMove} />
          </section>
        ))}
        {canMove && overview.data.sources.length > 0 ? <ContributionForm overview={overview.data} /> : null}
        {canMove && overview.data.destinations.length > 0 ? <DistributionForm overview={overview.data} /> : null}
      </>
    );
  };
  return (
    <div className="ira">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      <p>
        <Link to={copy.beneficiariesPath}>{copy.beneficiariesLink}</Link>
      </p>
      {body()}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { AccountEditor } from '../shared/beneficiaries/AccountEditor';
import { useBeneficiaryAccounts } from '../shared/beneficiaries/beneficiaries-api';
import '../shared/beneficiaries/beneficiaries.css';

const { beneficiaries: copy, portal, paths } = staffManifest.memberService;

/**
 * /more-menu/manage-beneficiaries (MSR only): the beneficiaries of the served member's IRA and
 * payable-on-death accounts, each list edited and saved on its own with the representative's reason.
 */
export default function ManageBeneficiariesScreen() {
  const accounts = useBeneficiaryAccounts();
  const body = () => {
    if (accounts.isPending) return <FlowLoading text={copy.loading} />;
    if (accounts.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void accounts.refetch()} />;
    if (accounts.data === null) {
      return (
        <div className="beneficiaries__account" role="status">
          <p>{portal.noVisit}</p>
          <p>
            <Link to={paths.memberSearch}>{portal.memberSearchLink}</Link>
          </p>
        </div>
      );
    }
    if (accounts.data.length === 0) return <FlowNotice text={copy.noAccounts} role="status" />;
    return accounts.data.map((account) => (
      <AccountEditor
        key={account.arrangementId}
        account={account}
        heading={`${copy.kinds[account.kind]}: ${resolveTemplate(copy.accountLabel, { name: account.name, lastFour: account.lastFour })}`}
      />
    ));
  };
  return (
    <div className="beneficiaries">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {body()}
    </div>
  );
}

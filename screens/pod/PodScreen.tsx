import { useQueryClient } from '@tanstack/react-query';
import { resolveTemplate } from '../../engine/core';
import type { PodAccount } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { AccountEditor } from '../shared/beneficiaries/AccountEditor';
import '../shared/beneficiaries/beneficiaries.css';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { StepHeading } from '../shared/flow/StepHeading';
import { POD_KEY, savePodBeneficiaries, usePodAccounts } from './pod-api';

const copy = iraManifest.pod;

/**
 * /pod: the payable-on-death beneficiaries of each of the member's checking and savings accounts, edited with the
 * service desk's editor and rule (shares add up to 100 per designation) in the member's own words (config/ira.json
 * pod.editor) and saved per account without a reason; an emptied list makes the account no longer payable on death.
 * Only a caller the policy lets designate beneficiaries gets the editors; anyone else the policy's reason.
 */
export default function PodScreen() {
  const accounts = usePodAccounts();
  const queryClient = useQueryClient();
  const body = () => {
    if (accounts.isPending) return <FlowLoading text={copy.loading} />;
    if (accounts.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void accounts.refetch()} />;
    if (accounts.data.length === 0) return <FlowNotice text={copy.noAccounts} role="status" />;
    return accounts.data.map((account) => (
      <AccountEditor
        key={account.arrangementId}
        account={account}
        heading={`${resolveTemplate(copy.accountLabel, { name: account.name, lastFour: account.lastFour })} (${account.payableOnDeath ? copy.payableOnDeath : copy.notPayableOnDeath})`}
        allowEmpty
        copy={copy.editor}
        labels={{ save: copy.save, saving: copy.saving, saved: (saved) => (saved.beneficiaries.length > 0 ? copy.saved : copy.cleared), saveFailed: copy.saveFailed }}
        save={async (beneficiaries) => {
          const saved = await savePodBeneficiaries(account.arrangementId, { beneficiaries });
          queryClient.setQueryData<PodAccount[]>(POD_KEY, (list) => list?.map((entry) => (entry.arrangementId === saved.arrangementId ? saved : entry)) ?? list);
          return saved;
        }}
      />
    ));
  };
  return (
    <div className="beneficiaries">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      <PolicyGate capability="designate-beneficiary">{body()}</PolicyGate>
    </div>
  );
}

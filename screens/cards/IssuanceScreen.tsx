import { lazy, Suspense } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { summaryAccounts } from '../shared/payments/payment-accounts';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import type { IssuanceKind } from './card-services-api';
import { CardServicesPage } from './CardServicesPage';
import { useCardList } from './cards-api';
import { issuableAccounts } from './issuance-accounts';

const IssuanceFlow = lazy(() => import('./IssuanceFlow'));

const copy = cardsManifest.copy.cardServices.issuance;
const common = cardsManifest.copy.cardServices.common;

const TEXT: Readonly<Record<IssuanceKind, { heading: string; intro: string }>> = {
  instant: { heading: copy.instantHeading, intro: copy.instantIntro },
  digital: { heading: copy.digitalHeading, intro: copy.digitalIntro },
};

/** A new debit card usable at once, instant or digital: the eligible checking accounts, then the flow. */
export function IssuanceScreen({ kind }: { kind: IssuanceKind }) {
  const summary = useProductSummary();
  const cards = useCardList();
  const body = () => {
    if (summary.isPending || cards.isPending) return <FlowLoading text={common.loading} />;
    if (summary.data === undefined || cards.data === undefined) {
      const retry = () => void Promise.all([summary.refetch(), cards.refetch()]);
      return <FlowError text={common.error} retryLabel={common.retry} onRetry={retry} />;
    }
    const accounts = issuableAccounts(summaryAccounts(summary.data), cards.data);
    if (accounts.length === 0) return <FlowNotice text={copy.noAccounts} role="status" />;
    return (
      <Suspense fallback={<FlowLoading text={common.loading} />}>
        <IssuanceFlow kind={kind} accounts={accounts} />
      </Suspense>
    );
  };
  return (
    <CardServicesPage heading={TEXT[kind].heading} intro={TEXT[kind].intro}>
      {body()}
    </CardServicesPage>
  );
}

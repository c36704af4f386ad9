import { useEffect, useRef, useState } from 'react';
import { formatCents } from '../../engine/core/money';
import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { accountLabel, summaryAccounts, toAccountOption } from '../shared/payments/payment-accounts';
import { ConfirmationStep, confirmationText } from '../shared/flow/ConfirmationStep';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { useReview } from '../shared/flow/use-review';
import { cardLabel, cardOptions, rewardDestinations } from './card-choices';
import { useRedeemRewards } from './card-services-api';
import type { RewardsRedemptionReceipt } from './card-services-api';
import type { CardItem } from './cards-api';
import { pointsText } from './RewardsBalance';
import { formCopy } from '../shared/form-copy';

const copy = cardsManifest.copy.cardServices.rewards;
const common = cardsManifest.copy.cardServices.common;

interface RedemptionData {
  cardId: string;
  amountCents: number;
  destinationAccountId: string;
}

export interface RewardsRedeemFlowProps {
  readonly cards: readonly CardItem[];
  /** The card the page shows: the form starts with it. */
  readonly card: CardItem;
}

/**
 * Cash redemption: the config/forms form (card, amount, account), a review, then POST /redeemcashrewards under the
 * review's Idempotency-Key and the confirmation number. The new balance shows above at once. Loaded lazily (rjsf).
 */
export default function RewardsRedeemFlow({ cards, card }: RewardsRedeemFlowProps) {
  const manifest = formManifests['card-rewards-redemption'];
  if (!manifest) throw new Error('No form "card-rewards-redemption" in config/forms');
  const summary = useProductSummary();
  const redeem = useRedeemRewards();
  const { review, returns, submitting, start, back, send } = useReview<RedemptionData>();
  const formArea = useRef<HTMLDivElement>(null);
  // Back from the review (Edit, or a refusal): keyboard and screen-reader users land on the form again.
  useEffect(() => {
    if (returns > 0) formArea.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [returns]);
  const [done, setDone] = useState<RewardsRedemptionReceipt | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (summary.isPending) return <FlowLoading text={common.loading} />;
  if (summary.data === undefined) return <FlowError text={common.error} retryLabel={common.retry} onRetry={() => void summary.refetch()} />;
  const destinations = rewardDestinations(summaryAccounts(summary.data), cards);
  if (destinations.length === 0) return <FlowNotice text={copy.noDestinations} />;

  const labelOf = (id: unknown): string | undefined => {
    const chosenCard = cards.find((item) => item.id === id);
    return chosenCard ? cardLabel(chosenCard) : accountLabel(destinations.find((account) => account.id === id));
  };

  if (done) {
    return (
      <ConfirmationStep
        id="rewards-confirmation"
        {...confirmationText(copy, done.confirmationNumber)}
        rows={[
          { label: common.amount, value: formatCents(done.amountCents) },
          { label: copy.pointsRedeemedLabel, value: pointsText(done.pointsRedeemed) },
          { label: copy.newBalanceLabel, value: pointsText(done.pointsBalance) },
        ]}
      >
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setFormKey((count) => count + 1);
          }}
        >
          {copy.redeemMore}
        </button>
      </ConfirmationStep>
    );
  }

  return (
    <>
      <div ref={formArea} hidden={review !== null}>
        {manifest.description ? <p>{manifest.description}</p> : null}
        <SchemaForm<RedemptionData>
          key={formKey}
          manifest={manifest}
          copy={formCopy}
          formData={{ cardId: card.id }}
          onSubmit={start}
          context={{ accountLists: { cards: cardOptions(cards), destinations: destinations.map(toAccountOption) } }}
        />
      </div>
      {review ? (
        <ReviewStep
          id="rewards-review"
          copy={copy}
          rows={formReviewRows(manifest, review.data as unknown as Record<string, unknown>, { accountLabel: labelOf })}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() =>
            void send(
              (pending) => redeem.mutateAsync({ key: pending.idempotencyKey, body: pending.data }),
              (answer) => setDone(answer),
            )
          }
        />
      ) : null}
    </>
  );
}

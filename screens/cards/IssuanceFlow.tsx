import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { accountLabel, toAccountOption } from '../shared/payments/payment-accounts';
import { FactList } from '../shared/flow/FactList';
import { formReviewRows } from '../shared/flow/form-review-rows';
import { ReviewStep } from '../shared/flow/ReviewStep';
import { StepHeading } from '../shared/flow/StepHeading';
import { useReview } from '../shared/flow/use-review';
import { requiredCardPath } from './card-paths';
import { useIssueCard } from './card-services-api';
import type { IssuanceKind } from './card-services-api';
import type { CardItem } from './cards-api';
import { cardFormFailure } from './form-failure';
import { expiryText } from './issuance-accounts';
import { formCopy } from '../shared/form-copy';

const copy = cardsManifest.copy.cardServices.issuance;
const common = cardsManifest.copy.cardServices.common;

interface IssuanceData {
  checkingAccountId: string;
}

export interface IssuanceFlowProps {
  readonly kind: IssuanceKind;
  readonly accounts: readonly ProductSummaryEntry[];
}

function IssuedCard({ card, account }: { card: CardItem; account: string }) {
  return (
    <section className="flow-step card" aria-labelledby="issued-card">
      <StepHeading id="issued-card">{copy.issuedHeading}</StepHeading>
      <p>{copy.issuedBody}</p>
      <FactList
        rows={[
          { label: copy.cardNumberLabel, value: card.maskedNumber, testId: 'issued-card-number' },
          { label: copy.expiresLabel, value: expiryText(card), testId: 'issued-card-expiry' },
          { label: copy.statusLabel, value: common.statusActive },
          { label: copy.accountLabel, value: account },
        ]}
      />
      <p className="flow-actions">
        <Link className="button" to={requiredCardPath('cards-list')}>
          {common.goToCards}
        </Link>
      </p>
    </section>
  );
}

/**
 * Instant or digital issuance: the checking account (config/forms card-issuance), a review, then the request under
 * the review's Idempotency-Key; the new card, active at once, shows with its masked number and expiry. Lazily loaded.
 */
export default function IssuanceFlow({ kind, accounts }: IssuanceFlowProps) {
  const manifest = formManifests['card-issuance'];
  if (!manifest) throw new Error('No form "card-issuance" in config/forms');
  const issue = useIssueCard(kind);
  const { review, returns, submitting, start, back, send } = useReview<IssuanceData>();
  const [issued, setIssued] = useState<{ card: CardItem; account: string } | null>(null);
  const labelOf = (id: unknown) => accountLabel(accounts.find((account) => account.id === id));

  if (issued) return <IssuedCard {...issued} />;
  return (
    <>
      <section className="flow-step card" aria-labelledby="issuance-form" hidden={review !== null}>
        <StepHeading id="issuance-form" focusOnMount={false} focusToken={returns}>
          {manifest.title}
        </StepHeading>
        {manifest.description ? <p>{manifest.description}</p> : null}
        <SchemaForm<IssuanceData>
          manifest={manifest}
          copy={formCopy}
          formData={accounts.length === 1 ? { checkingAccountId: accounts[0]?.id } : {}}
          onSubmit={start}
          context={{ accounts: accounts.map(toAccountOption) }}
        />
      </section>
      {review ? (
        <ReviewStep
          id="issuance-review"
          copy={copy}
          rows={formReviewRows(manifest, review.data as unknown as Record<string, unknown>, { accountLabel: labelOf })}
          submitting={submitting}
          onEdit={() => back()}
          onConfirm={() =>
            void send(
              (pending) => issue.mutateAsync({ key: pending.idempotencyKey, body: pending.data }),
              (answer) => setIssued({ card: answer.card, account: labelOf(review.data.checkingAccountId) }),
              (error) => cardFormFailure(error, ['checkingAccountId']),
            )
          }
        />
      ) : null}
    </>
  );
}

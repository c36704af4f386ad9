import { activeLocale } from '../../engine/react/locale';
import { resolveTemplate } from '../../engine/core';
import { formatCents } from '../../engine/core/money';
import { cardsManifest } from '../../src/manifests/card-manifest';
import type { CardRewards } from './card-services-api';

const copy = cardsManifest.copy.cardServices.rewards;
const numberFormat = new Intl.NumberFormat(activeLocale());

/** Points with thousands separators and the word "points" ("12,500 points"). */
export const pointsText = (points: number): string => resolveTemplate(copy.points, { points: numberFormat.format(points) });

/** The card's points, what they are worth in cash and the smallest cash redemption. */
export function RewardsBalance({ rewards }: { rewards: CardRewards }) {
  return (
    <section className="card-services__section card" aria-labelledby="rewards-balance">
      <h2 id="rewards-balance">{copy.balanceHeading}</h2>
      <dl className="card-services__figures" aria-live="polite">
        <div>
          <dt>{copy.pointsLabel}</dt>
          <dd data-testid="rewards-points">{pointsText(rewards.pointsBalance)}</dd>
        </div>
        <div>
          <dt>{copy.cashValueLabel}</dt>
          <dd data-testid="rewards-cash-value">{formatCents(rewards.cashValueCents)}</dd>
        </div>
        <div>
          <dt>{copy.minimumLabel}</dt>
          <dd>{formatCents(rewards.minimumRedemptionCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

import { cardsManifest } from '../../src/manifests/card-manifest';
import { formatDay } from '../shared/format-day';
import type { RewardEvent } from './card-services-api';
import { pointsText } from './RewardsBalance';

const copy = cardsManifest.copy.cardServices.rewards;
const common = cardsManifest.copy.cardServices.common;

/** The card's rewards activity, newest first as the server sends it: earned and redeemed points. */
export function RewardsHistory({ history }: { history: readonly RewardEvent[] }) {
  return (
    <section className="card-services__section card" aria-labelledby="rewards-history">
      <h2 id="rewards-history">{copy.historyHeading}</h2>
      {history.length === 0 ? (
        <p>{copy.historyEmpty}</p>
      ) : (
        <table className="card-services__table">
          <thead>
            <tr>
              <th scope="col">{common.date}</th>
              <th scope="col">{copy.historyDescription}</th>
              <th scope="col" className="card-services__number">
                {copy.historyPoints}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((event) => (
              <tr key={event.id}>
                <td data-label={common.date}>{formatDay(event.date)}</td>
                <td data-label={copy.historyDescription}>
                  {event.description}
                  <span className="card-services__meta">{` (${event.kind === 'EARN' ? copy.kindEarn : copy.kindRedeem})`}</span>
                </td>
                <td data-label={copy.historyPoints} className="card-services__number">
                  {pointsText(event.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { treatmentsOf, useInsightsOffers, type Treatment } from './insights-api';
import { TreatmentCard } from './TreatmentCard';
import { useDispositions } from './use-dispositions';
import './insights.css';

const copy = insightsManifest.copy;
const { maxInsights, maxOffers } = insightsManifest.request;

function TreatmentList({ heading, empty, treatments, dispositions }: { heading: string; empty: string; treatments: Treatment[]; dispositions: ReturnType<typeof useDispositions> }) {
  return (
    <section className="insights-page__section" aria-label={heading}>
      <h2>{heading}</h2>
      {treatments.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="insights-page__list">
          {treatments.map((treatment) => (
            <li key={treatment.item.treatmentId} className="card">
              <TreatmentCard
                treatment={treatment}
                headingLevel={3}
                accepted={dispositions.accepted.has(treatment.item.treatmentId)}
                onDisposition={(disposition) => dispositions.answer(treatment, disposition)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /insights-offers: every insight and offer the server chose for the member, wherever it is placed; for a caller the
 * policy offers none to, its reason instead.
 */
export default function InsightsOffersScreen() {
  return (
    <div className="insights-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <PolicyGate capability="receive-offers">
        <InsightsOffers />
      </PolicyGate>
    </div>
  );
}

function InsightsOffers() {
  const answer = useInsightsOffers({ numberOfInsights: maxInsights, numberOfOffers: maxOffers });
  const dispositions = useDispositions();
  const treatments = treatmentsOf(answer.data);
  const { impression } = dispositions;
  useEffect(() => {
    if (treatments.length > 0) impression(treatments);
  }, [treatments, impression]);

  return (
    <>
      {answer.isPending ? <p role="status">{copy.loading}</p> : null}
      {answer.isError && answer.data === undefined ? (
        <div className="card insights-page__message" role="alert">
          <p>{copy.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void answer.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : null}
      {answer.data === undefined ? null : (
        <>
          <TreatmentList heading={copy.insightsHeading} empty={copy.noInsights} treatments={treatments.filter((t) => t.kind === 'insight')} dispositions={dispositions} />
          <TreatmentList heading={copy.offersHeading} empty={copy.noOffers} treatments={treatments.filter((t) => t.kind === 'offer')} dispositions={dispositions} />
        </>
      )}
      <p className="visually-hidden" role="status">
        {dispositions.announcement}
      </p>
    </>
  );
}

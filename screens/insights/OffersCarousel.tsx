import { useEffect, useId, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { useFlag, useMediaQuery } from '../../engine/react';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { appManifest, routesManifest } from '../../src/manifests';
import { treatmentsOf, useInsightsOffers } from './insights-api';
import { QuietBoundary } from './QuietBoundary';
import { TreatmentCard } from './TreatmentCard';
import { useCarousel } from './use-carousel';
import { useDispositions } from './use-dispositions';
import './insights.css';

const copy = insightsManifest.copy;
const { maxInsights, maxOffers } = insightsManifest.request;

export interface OffersCarouselProps {
  /** The placement (app.json offers.placementCodes): only treatments for this real-estate area are shown. */
  readonly realEstateArea: string;
}

/**
 * The offers carousel of a placement: one insight or offer at a time, advancing every
 * offers.slideIntervalMs, paused on hover and while focus is inside, with Previous, Next and Pause/Play; members who
 * prefer reduced motion get no auto-advance. Slides are a labelled carousel region whose live region is off while it
 * rotates (so screen readers are not interrupted) and polite when the member moves it. Shows nothing when there is
 * nothing to show or the call fails: the page around it must never suffer for an offer.
 */
function Carousel({ realEstateArea }: OffersCarouselProps) {
  const enabled = useFlag('show-insights-offers') === true;
  const answer = useInsightsOffers({ numberOfInsights: maxInsights, numberOfOffers: maxOffers });
  const treatments = treatmentsOf(answer.data, realEstateArea);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const carousel = useCarousel({ count: treatments.length, intervalMs: appManifest.offers.slideIntervalMs, reducedMotion });
  const dispositions = useDispositions();
  const slidesId = useId();
  const shown = treatments[carousel.index];

  const { impression } = dispositions;
  useEffect(() => {
    if (enabled && shown) impression([shown]);
  }, [enabled, shown, impression]);

  if (!enabled || treatments.length === 0) return null;
  const leaving = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocusWithin(false);
  };
  return (
    <section
      className="offers-carousel card"
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocusWithin(true)}
      onBlur={leaving}
    >
      <div className="offers-carousel__controls">
        <button type="button" className="offers-carousel__control" onClick={carousel.togglePlaying} data-playing={carousel.playing}>
          {carousel.playing ? copy.pause : copy.play}
        </button>
        <button type="button" className="offers-carousel__control" aria-controls={slidesId} onClick={carousel.previous} disabled={treatments.length < 2}>
          {copy.previous}
        </button>
        <button type="button" className="offers-carousel__control" aria-controls={slidesId} onClick={carousel.next} disabled={treatments.length < 2}>
          {copy.next}
        </button>
      </div>
      <div id={slidesId} className="offers-carousel__slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {treatments.map((treatment, index) => (
          <div
            key={treatment.item.treatmentId}
            role="group"
            aria-roledescription="slide"
            aria-label={resolveTemplate(copy.slideLabel, { index: index + 1, count: treatments.length })}
            className="offers-carousel__slide"
            hidden={index !== carousel.index}
          >
            <TreatmentCard
              treatment={treatment}
              headingLevel={2}
              accepted={dispositions.accepted.has(treatment.item.treatmentId)}
              onDisposition={(disposition) => dispositions.answer(treatment, disposition)}
            />
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {dispositions.announcement}
      </p>
      <Link className="offers-carousel__all" to={pathOf(routesManifest, 'insights.offers')}>
        {copy.seeAll}
      </Link>
    </section>
  );
}

/** A placement's carousel, behind a boundary: if it cannot render, the page around it goes on without it. */
export default function OffersCarousel(props: OffersCarouselProps) {
  return (
    <QuietBoundary>
      <Carousel {...props} />
    </QuietBoundary>
  );
}

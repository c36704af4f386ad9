import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { treatmentTitle, type DispositionKind, type Treatment } from './insights-api';

const copy = insightsManifest.copy;

export interface TreatmentCardProps {
  readonly treatment: Treatment;
  /** The heading level of the treatment's title within its page. */
  readonly headingLevel: 2 | 3;
  /** Records what the member did (click on a button, yes, no). */
  readonly onDisposition: (disposition: DispositionKind) => void;
  /** The member said yes: show the thanks in place of the buttons. */
  readonly accepted?: boolean;
}

/** One insight or offer: its art, words and buttons, and the yes/no answers the credit union asks for. */
export function TreatmentCard({ treatment, headingLevel, onDisposition, accepted = false }: TreatmentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = treatmentTitle(treatment);
  const click = () => onDisposition('click');
  const art = treatment.kind === 'insight' ? treatment.item.image : treatment.item.tiltedCardArt;
  return (
    <article className={`treatment treatment--${treatment.kind}`} data-treatment={treatment.item.treatmentId}>
      <img className="treatment__art" src={`${art.publishUrl}${art.path}`} alt="" width={96} height={64} />
      <div className="treatment__text">
        <p className="treatment__badge">{treatment.kind === 'insight' ? copy.insightBadge : copy.offerBadge}</p>
        <Heading className="treatment__title">{name}</Heading>
        {treatment.kind === 'insight' ? (
          <>
            <p className="treatment__lead">{treatment.item.snippet}</p>
            <p>{treatment.item.body}</p>
          </>
        ) : (
          <>
            <p className="treatment__lead">{treatment.item.tagLine}</p>
            <p>{treatment.item.description}</p>
          </>
        )}
        <div className="treatment__actions">
          {treatment.kind === 'insight' ? (
            <Link className="button" to={treatment.item.ctaUrl} aria-label={treatment.item.ctaScreenReaderText} onClick={click}>
              {treatment.item.cta}
            </Link>
          ) : (
            <>
              <Link className="button" to={treatment.item.primaryButtonUrl} aria-label={treatment.item.primaryButtonScreenreaderText} onClick={click}>
                {treatment.item.primaryButtonText}
              </Link>
              <Link className="button button--secondary" to={treatment.item.secondaryButtonUrl} aria-label={treatment.item.secondaryButtonScreenreaderText} onClick={click}>
                {treatment.item.secondaryButtonText}
              </Link>
            </>
          )}
        </div>
        {accepted ? (
          <p className="treatment__answered">{copy.thanks}</p>
        ) : (
          <div className="treatment__answers">
            <button type="button" className="treatment__answer" aria-label={resolveTemplate(copy.interestedScreenReader, { name })} onClick={() => onDisposition('yes')}>
              {copy.interested}
            </button>
            <button type="button" className="treatment__answer" aria-label={resolveTemplate(copy.notInterestedScreenReader, { name })} onClick={() => onDisposition('no')}>
              {copy.notInterested}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

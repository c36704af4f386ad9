import { resolveTemplate } from '../../engine/core';
import type { LoanDisclosure } from '../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { formatDayTime } from '../shared/format-day';
import { TruthInLendingTables } from '../shared/TruthInLendingTables';
import './loan-servicing.css';

const copy = loanServicingManifest.copy.truthInLending;

/** A funded loan's Truth in Lending disclosure as the member signed it: the figures, who signed it and when, and its PDF. */
export function LoanDisclosureSection({ disclosure }: { disclosure: LoanDisclosure }) {
  return (
    <section className="loan-servicing card" aria-labelledby="loan-disclosure-heading">
      <h2 id="loan-disclosure-heading">{copy.heading}</h2>
      <TruthInLendingTables disclosure={disclosure} />
      {disclosure.consent ? <p>{resolveTemplate(copy.signed, { name: disclosure.consent.consentedBy, date: formatDayTime(disclosure.consent.consentedAt) })}</p> : null}
      <p className="loan-servicing__note">{resolveTemplate(copy.version, { version: disclosure.version })}</p>
      {disclosure.documentPath ? (
        <p>
          <a className="button button--secondary" href={disclosure.documentPath} download>
            {copy.download}
          </a>
        </p>
      ) : null}
    </section>
  );
}

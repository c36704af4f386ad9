import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { HUB_SCREEN, servicePath } from './account-services-paths';

const copy = copyManifest.screens['account-services'];

/** The request was recorded: its confirmation number, and the ways on. Takes focus so screen readers hear it. */
export function ServiceRequestConfirmation({ receipt }: { receipt: ServiceRequestReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-services__confirmation card" aria-labelledby="service-request-confirmation">
      <h2 id="service-request-confirmation" ref={heading} tabIndex={-1}>
        {copy.confirmationHeading}
      </h2>
      <p>{resolveTemplate(copy.confirmationBody, { confirmationNumber: receipt.confirmationNumber })}</p>
      <dl className="account-services__facts">
        <dt>{copy.confirmationNumberLabel}</dt>
        <dd data-testid="confirmation-number">{receipt.confirmationNumber}</dd>
      </dl>
      <p className="account-services__actions">
        <Link className="button button--primary" to={servicePath(HUB_SCREEN)}>
          {copy.backToServices}
        </Link>
        <Link className="button button--secondary" to={servicePath('accounts-summary')}>
          {copy.backToAccounts}
        </Link>
      </p>
    </section>
  );
}

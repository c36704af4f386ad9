import { Link } from 'react-router-dom';
import type { ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { ConfirmationStep, confirmationText } from '../shared/flow/ConfirmationStep';
import { HUB_ROUTE, servicePath } from './account-services-paths';

const copy = copyManifest.screens['account-services'];

/** The request was recorded: its confirmation number, and the ways on. Takes focus so screen readers hear it. */
export function ServiceRequestConfirmation({ receipt }: { receipt: ServiceRequestReceipt }) {
  return (
    <ConfirmationStep
      id="service-request-confirmation"
      {...confirmationText(copy, receipt.confirmationNumber)}
    >
      <Link className="button" to={servicePath(HUB_ROUTE)}>
        {copy.backToServices}
      </Link>
      <Link className="button button--secondary" to={servicePath('accounts.summary')}>
        {copy.backToAccounts}
      </Link>
    </ConfirmationStep>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { StepHeading } from '../shared/flow/StepHeading';
import { copy } from './claims-copy';
import { CLAIMS_VIEWS, DefaultClaimsView } from './claims-views';
import '../shared/member-requests.css';

export { disputeStatusLabel } from './dispute-text';

/**
 * /claims-center: the member's disputes with their status; `?transaction=<id>` disputes one transaction
 * (from its detail: reason, amount, documents), `?case=<id>` follows one case's timeline. Which view shows is
 * the first row of CLAIMS_VIEWS whose parameter the address has.
 */
export default function ClaimsCenterScreen() {
  const [params] = useSearchParams();
  const chosen = CLAIMS_VIEWS.map((view) => ({ view, value: params.get(view.param) })).find((entry) => entry.value !== null);
  const view = chosen === undefined || chosen.value === null ? null : <chosen.view.View value={chosen.value} />;
  return (
    <div className="member-requests">
      <StepHeading level={1} focusOnMount={chosen === undefined}>{copy.heading}</StepHeading>
      {view === null ? <DefaultClaimsView /> : chosen?.view.capability === undefined ? view : <PolicyGate capability={chosen.view.capability}>{view}</PolicyGate>}
    </div>
  );
}

import { Link } from 'react-router-dom';
import type { DeepReadonly } from '../../../engine/core';
import type { AlertExplanation as Explanation } from '../../../engine/core/generated/manifests.gen';
import { AlertExplanation } from '../../../screens/shared/alert-explanation/AlertExplanation';
import { alertsManifest } from '../../manifests';

/**
 * What a page the member's alert blocks (litigation on a card's or loan's detail) shows in place of its content:
 * the alert modal's sentence, what is affected, what the member can still do, and the way back to the accounts.
 */
export function RestrictedPage({ explanation, sentence }: { explanation: DeepReadonly<Explanation>; sentence: string | undefined }) {
  return (
    <div className="restricted-page">
      <Link className="restricted-page__back" to={alertsManifest.landingPath}>
        {alertsManifest.explanationLabels.backToAccounts}
      </Link>
      <AlertExplanation explanation={explanation} level={1} {...(sentence === undefined ? {} : { sentence })} />
    </div>
  );
}

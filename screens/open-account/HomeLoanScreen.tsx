import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PartnershipSsoAnswer } from '../../engine/core/generated/api.gen';
import { apiFetch, useModals } from '../../engine/react';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { ssoManifest } from '../../src/manifests';
import { OPEN_ACCOUNT_PATH } from '../shared/open-account-paths';
import '../shared/account-opening.css';

const copy = accountOpeningManifest.copy;
const TARGET = 'myHomeLoan';
const PARTNERSHIP_ERROR_MODAL = 'partnershipError';
const TRY_AGAIN = 'try-again';

/** A refusal (validationError) rather than a failure. */
class HandOffRefused extends Error {}

/**
 * The home-loan application hand-off (/myHomeLoan/ with its applicationType): the member picks mortgage, home
 * equity loan or line of credit, and the partner opens in a new window opened at the click (so no pop-up blocker stops
 * it). A refusal or a failure closes that window and shows the error modal, whose Try Again asks once more.
 */
export default function HomeLoanScreen() {
  const ids = useId();
  const modals = useModals();
  const target = ssoManifest.targets[TARGET];
  const types = target?.optionalQuery?.values ?? [];
  const [applicationType, setApplicationType] = useState(types[0] ?? '');
  const [state, setState] = useState<'idle' | 'opening' | 'opened'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const labels: Readonly<Partial<Record<string, string>>> = { ...copy.homeLoanTypes };

  const launch = async (): Promise<void> => {
    if (!target) return;
    setState('opening');
    const popup = window.open('', '_blank');
    if (popup !== null) popup.opener = null;
    try {
      const query = applicationType === '' ? '' : `?${new URLSearchParams({ [target.optionalQuery?.name ?? 'applicationType']: applicationType }).toString()}`;
      const answer = await apiFetch<PartnershipSsoAnswer>(`/api/partnership${target.path}${query}`);
      if ((answer.validationError ?? '') !== '' || answer.ssoPostUrl === '') throw new HandOffRefused(answer.validationError);
      if (popup === null) window.open(answer.ssoPostUrl, '_blank', 'noopener');
      else popup.location.href = answer.ssoPostUrl;
      setState('opened');
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      popup?.close();
      setState('idle');
      if (error instanceof HandOffRefused && target.errorModal !== undefined) {
        await modals.open(target.errorModal);
        return;
      }
      if ((await modals.open(PARTNERSHIP_ERROR_MODAL)) === TRY_AGAIN) await launch();
    }
  };

  return (
    <div className="open-account">
      <h1>{copy.homeLoanTitle}</h1>
      <p>{copy.homeLoanIntro}</p>
      <form
        className="open-account__form card"
        onSubmit={(event) => {
          event.preventDefault();
          void launch();
        }}
      >
        <fieldset className="open-account__group">
          <legend>{copy.homeLoanTypeLegend}</legend>
          {types.map((type) => (
            <label key={type} className="open-account__choice">
              <input type="radio" name={`${ids}-type`} value={type} checked={applicationType === type} onChange={() => setApplicationType(type)} />
              <span>{labels[type] ?? type}</span>
            </label>
          ))}
        </fieldset>
        <p className="flow-actions">
          <button type="submit" className="button" disabled={state === 'opening'} aria-busy={state === 'opening'}>
            {state === 'opening' ? copy.homeLoanOpening : copy.homeLoanOpen}
          </button>
        </p>
        {state === 'opened' ? (
          <p ref={statusRef} role="status" tabIndex={-1} data-testid="home-loan-status">
            {copy.homeLoanOpened}
          </p>
        ) : null}
      </form>
      <p>
        <Link to={OPEN_ACCOUNT_PATH}>{copy.homeLoanBack}</Link>
      </p>
    </div>
  );
}

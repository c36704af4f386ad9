import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServiceAgreement } from '../../../engine/core/generated/api.gen';
import { useModals } from '../../../engine/react';
import { homePath } from '../../../screens/shared/app-paths';
import { agreementLabel, useSwitchAgreement } from '../../../screens/shared/service-agreements';

// modals.json: the loading modal "Switching to {name}".
const SWITCHING_MODAL = 'contextSwitching';

export interface ContextSwitch {
  /** A switch is under way (until the page reloads). */
  readonly switching: boolean;
  /** The last switch failed: the member stays in the agreement they were in. */
  readonly failed: boolean;
  readonly switchTo: (agreement: ServiceAgreement) => Promise<void>;
}

/**
 * Context switch: the "Switching to {name}" spinner, the POST of the chosen agreement, the accounts
 * summary, then a page reload so every cache, flag and permission starts again under the new agreement. A second
 * choice while one runs is ignored; a failure closes the spinner and reports `failed`.
 */
export function useContextSwitch(): ContextSwitch {
  const navigate = useNavigate();
  const modals = useModals();
  const { mutateAsync } = useSwitchAgreement();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const switchTo = useCallback(
    async (agreement: ServiceAgreement) => {
      if (running.current) return;
      running.current = true;
      setFailed(false);
      setSwitching(true);
      const closeSpinner = modals.showLoading(SWITCHING_MODAL, { values: { name: agreementLabel(agreement) } });
      try {
        await mutateAsync(agreement.id);
      } catch {
        closeSpinner();
        running.current = false;
        setSwitching(false);
        setFailed(true);
        return;
      }
      await navigate(homePath);
      window.location.reload();
    },
    [modals, mutateAsync, navigate],
  );

  return { switching, failed, switchTo };
}

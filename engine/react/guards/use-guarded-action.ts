import { useCallback, useEffect, useRef } from 'react';
import { useModals } from '../modals/modal-context';
import { ACCESS_MODALS } from './access-modals';
import { useRouteAccess } from './route-access-context';

/**
 * Wraps an action so it runs only when the permissions.json guard passes; otherwise the permission-denied modal
 * (Cancel, Contact Us) opens and the action does not run. A call made before permissions have loaded is
 * decided as soon as they have.
 */
export function useGuardedAction<Args extends unknown[]>(guardName: string, action: (...args: Args) => void): (...args: Args) => void {
  const access = useRouteAccess();
  const modals = useModals();
  const latest = useRef({ access, action });
  latest.current = { access, action };
  const waiting = useRef<Args | undefined>(undefined);

  const decide = useCallback(
    (args: Args) => {
      const { access: facts, action: run } = latest.current;
      if (facts.guards(guardName)) run(...args);
      else modals.open(ACCESS_MODALS.permissionDenied).catch((error: unknown) => console.error(error));
    },
    [guardName, modals],
  );

  useEffect(() => {
    if (!access.ready || waiting.current === undefined) return;
    const args = waiting.current;
    waiting.current = undefined;
    decide(args);
  }, [access.ready, decide]);

  return useCallback(
    (...args: Args) => {
      if (latest.current.access.ready) decide(args);
      else waiting.current = args;
    },
    [decide],
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { onSessionEnded, startProfiling, useModals, useSessionWatcher } from '../../../engine/react';
import { appManifest } from '../../manifests';
import { useSignOut } from '../use-sign-out';

// modals.json keys of the inactivity warning (Continue / Sign Out) and of the notice that the session has ended (Exit).
const WARNING_MODAL = 'sessionTimeout';
const ENDED_MODAL = 'sessionEnded';

/**
 * The signed-in page's session upkeep: the session watcher with app.json's numbers, the inactivity warning whose
 * Continue extends the session on the server, the Session Timeout notice whose Exit signs out once the session has
 * ended, and device profiling started for the signed-in pages. Renders nothing; mount it only where a session exists.
 */
export function SessionWatcher() {
  const { key } = useLocation();
  const modals = useModals();
  const signOut = useSignOut();

  // The warning (if open) no longer applies: the member is told the session has ended, once, and Exit goes to sign-in.
  // The watcher's poll finds the end, or any API call's 401 does first (then this page says so, not the app-wide redirect).
  const ended = useRef(false);
  const onExpired = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    modals.closeAll();
    void modals.open(ENDED_MODAL).then(() => signOut('sessionExpired'));
  }, [modals, signOut]);
  useEffect(
    () =>
      onSessionEnded(() => {
        onExpired();
        return true;
      }),
    [onExpired],
  );
  const watcher = useSessionWatcher({
    timing: appManifest.session,
    activityKey: key,
    onExpired,
    onWarning: () => {
      // Continue is the modal's only confirm button; Sign Out goes through the modal host's signOut handler.
      void modals.open(WARNING_MODAL, {
        onAction: async () => {
          const answer = await watcher.extend();
          if (answer.kind === 'unreachable') throw new Error('The session could not be extended.');
        },
      });
    },
  });

  useEffect(() => {
    try {
      void startProfiling(appManifest.profiling);
    } catch (error) {
      // Profiling only adds a header to API calls; the pages work without it.
      console.error('Device profiling did not start', error);
    }
  }, []);

  return null;
}

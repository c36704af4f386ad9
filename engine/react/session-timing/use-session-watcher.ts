import { useEffect, useRef, useState } from 'react';
import { listenForFrameActivity } from './activity-messages';
import { checkSessionStatus, refreshSession, type SessionAnswer } from './session-answer';
import { createSessionWatcher, type SessionTiming, type SessionWatcher } from './session-watcher';
import type { Timers } from './timers';

export interface UseSessionWatcherOptions {
  readonly timing: SessionTiming;
  /** Changes whenever the member navigates (e.g. the router location key): each change counts as activity. */
  readonly activityKey: string;
  readonly onWarning: (expiresIn: number) => void;
  readonly onExpired: () => void;
  /** Defaults to the session endpoints of the API contract. */
  readonly checkStatus?: () => Promise<SessionAnswer>;
  readonly refresh?: () => Promise<SessionAnswer>;
  readonly timers?: Timers;
}

/** What the page can do with the running watcher. */
export interface SessionWatcherHandle {
  /** Extends the session now (the warning's Continue). */
  readonly extend: () => Promise<SessionAnswer>;
}

/**
 * Runs a session watcher for as long as the calling component is mounted: navigation (a new `activityKey`) and
 * same-origin frames' USER_ACTIVITY messages count as activity; the status poll does not. Callbacks are read
 * through a ref, so passing new functions on each render neither restarts the timers nor goes stale.
 */
export function useSessionWatcher(options: UseSessionWatcherOptions): SessionWatcherHandle {
  const live = useRef(options);
  live.current = options;
  const [watcher, setWatcher] = useState<SessionWatcher | undefined>(undefined);
  const { timing, timers } = options;

  useEffect(() => {
    const created = createSessionWatcher({
      timing,
      ...(timers === undefined ? {} : { timers }),
      checkStatus: () => (live.current.checkStatus ?? checkSessionStatus)(),
      refresh: () => (live.current.refresh ?? refreshSession)(),
      warn: (expiresIn) => live.current.onWarning(expiresIn),
      expire: () => live.current.onExpired(),
    });
    created.start();
    const stopListening = listenForFrameActivity(window, () => created.noteActivity());
    setWatcher(created);
    return () => {
      stopListening();
      created.stop();
    };
  }, [timing, timers]);

  // The key the watcher started on is not a navigation; every later change is.
  const lastKey = useRef(options.activityKey);
  useEffect(() => {
    if (options.activityKey === lastKey.current) return;
    lastKey.current = options.activityKey;
    watcher?.noteActivity();
  }, [options.activityKey, watcher]);

  const current = useRef(watcher);
  current.current = watcher;
  const handle = useRef<SessionWatcherHandle>({
    extend: () => current.current?.extend() ?? Promise.resolve({ kind: 'ended' }),
  });
  return handle.current;
}

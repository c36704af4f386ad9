import type { SessionAnswer } from './session-answer';
import { realTimers, type Timers } from './timers';

/** The session numbers, from app.json `session`. */
export interface SessionTiming {
  /** How often the status is read (the read never extends the session). */
  readonly statusPollMs: number;
  /** How often the watcher considers extending the session after activity. */
  readonly refreshCheckMs: number;
  /** The least time between two refresh calls. */
  readonly refreshThrottleMs: number;
  /** The warning opens when this many seconds or fewer remain. */
  readonly warningAtSeconds: number;
}

export interface SessionWatcherCallbacks {
  readonly checkStatus: () => Promise<SessionAnswer>;
  readonly refresh: () => Promise<SessionAnswer>;
  /** The session is about to end: show the warning. Called once until `extend` succeeds. */
  readonly warn: (expiresIn: number) => void;
  /** The session has ended (401, or no time left): log out. Called once; the watcher stops itself first. */
  readonly expire: () => void;
}

export type SessionPhase = 'idle' | 'watching' | 'warning' | 'ended' | 'stopped';

export interface SessionSnapshot {
  readonly phase: SessionPhase;
  /** Seconds left at the last answer, if any. */
  readonly expiresIn?: number;
  readonly activitySinceRefresh: boolean;
}

export interface SessionWatcher {
  /** Reads the status at once, then polls and runs the refresh check on their intervals. */
  start(): void;
  /** Stops every timer; answers still in flight are ignored. */
  stop(): void;
  /** The member navigated, or a frame reported activity: the next refresh check may extend the session. */
  noteActivity(): void;
  /** The member chose to stay (Continue): extends the session now, whatever the throttle says. */
  extend(): Promise<SessionAnswer>;
  snapshot(): SessionSnapshot;
}

export interface SessionWatcherOptions extends SessionWatcherCallbacks {
  readonly timing: SessionTiming;
  readonly timers?: Timers;
}

/**
 * The session state machine: a status poll, a refresh check that extends the session only after real
 * activity (never because of the poll itself, or the session could not time out) and at most once per throttle
 * window, a warning at the threshold, and the end at zero seconds or a 401. When the warning is showing, a one-off
 * check is also due at the moment the session should end, so the member is not left on the page for up to a poll
 * interval after it has.
 */
export function createSessionWatcher(options: SessionWatcherOptions): SessionWatcher {
  const { timing, checkStatus, refresh, warn, expire } = options;
  const timers = options.timers ?? realTimers;
  let phase: SessionPhase = 'idle';
  let expiresIn: number | undefined;
  let activitySinceRefresh = false;
  let lastRefreshAt = 0;
  let statusInFlight = false;
  let refreshInFlight = false;
  let pollHandle: unknown;
  let refreshHandle: unknown;
  let expiryHandle: unknown;

  const running = () => phase === 'watching' || phase === 'warning';

  const clearExpiryCheck = () => {
    if (expiryHandle !== undefined) timers.clearTimeout(expiryHandle);
    expiryHandle = undefined;
  };

  const clearAll = () => {
    if (pollHandle !== undefined) timers.clearInterval(pollHandle);
    if (refreshHandle !== undefined) timers.clearInterval(refreshHandle);
    pollHandle = undefined;
    refreshHandle = undefined;
    clearExpiryCheck();
  };

  const end = () => {
    clearAll();
    phase = 'ended';
    expire();
  };

  const apply = (answer: SessionAnswer) => {
    if (!running() || answer.kind === 'unreachable') return;
    if (answer.kind === 'ended' || answer.expiresIn <= 0) {
      end();
      return;
    }
    expiresIn = answer.expiresIn;
    clearExpiryCheck();
    if (answer.expiresIn > timing.warningAtSeconds) return;
    expiryHandle = timers.setTimeout(() => void readStatus(), answer.expiresIn * 1000);
    if (phase === 'warning') return;
    phase = 'warning';
    warn(answer.expiresIn);
  };

  const readStatus = async () => {
    if (!running() || statusInFlight) return;
    statusInFlight = true;
    try {
      apply(await checkStatus());
    } finally {
      statusInFlight = false;
    }
  };

  const callRefresh = async (): Promise<SessionAnswer> => {
    refreshInFlight = true;
    lastRefreshAt = timers.now();
    activitySinceRefresh = false;
    try {
      return await refresh();
    } finally {
      refreshInFlight = false;
    }
  };

  const refreshCheck = async () => {
    // While the warning shows, only the member's answer may extend the session.
    if (phase !== 'watching' || refreshInFlight || !activitySinceRefresh) return;
    if (timers.now() - lastRefreshAt < timing.refreshThrottleMs) return;
    apply(await callRefresh());
  };

  return {
    start() {
      if (phase !== 'idle') return;
      phase = 'watching';
      lastRefreshAt = timers.now();
      pollHandle = timers.setInterval(() => void readStatus(), timing.statusPollMs);
      refreshHandle = timers.setInterval(() => void refreshCheck(), timing.refreshCheckMs);
      void readStatus();
    },
    stop() {
      clearAll();
      if (phase !== 'ended') phase = 'stopped';
    },
    noteActivity() {
      if (running()) activitySinceRefresh = true;
    },
    async extend() {
      if (!running()) return { kind: 'ended' };
      const answer = await callRefresh();
      // Back to watching first, so a refresh that still leaves too little time warns again rather than silently.
      if (answer.kind === 'alive' && phase === 'warning') phase = 'watching';
      apply(answer);
      return answer;
    },
    snapshot() {
      return { phase, ...(expiresIn === undefined ? {} : { expiresIn }), activitySinceRefresh };
    },
  };
}

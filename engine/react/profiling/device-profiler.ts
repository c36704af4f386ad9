import { realTimers, type Timers } from '../session-timing/timers';

/** The profiling numbers, from app.json `profiling`. */
export interface ProfilingTiming {
  /** Profiling gives up after this long without a completion message. */
  readonly timeoutMs: number;
  /** After the completion message, profiling ends this much later (the collector finishes sending). */
  readonly completionDelayMs: number;
}

export type ProfilingOutcome = 'completed' | 'timedOut' | 'cancelled';
export type ProfilingStatus = 'idle' | 'running' | 'completing' | ProfilingOutcome;

export interface ProfilingSnapshot {
  readonly status: ProfilingStatus;
  readonly sessionId?: string;
}

export interface DeviceProfilerOptions {
  readonly timing: ProfilingTiming;
  /** A new profiling session id (crypto.randomUUID in the browser). */
  readonly newSessionId: () => string;
  /** Keeps the id where the fetch layer sends it from (the profiling header). */
  readonly storeSessionId: (id: string) => void;
  readonly timers?: Timers;
}

export interface DeviceProfiler {
  /** Starts a run with a new session id; a run still going is cancelled. Resolves when the run ends. */
  start(): Promise<ProfilingOutcome>;
  /** The completion message arrived: the run ends after the completion delay. */
  complete(): void;
  /** Cancels the run in progress, if any. */
  cancel(): void;
  snapshot(): ProfilingSnapshot;
}

/**
 * One device-profiling run at a time: a fresh session id stored for the profiling header, ended by the
 * completion message (plus the completion delay) or by the timeout, whichever comes first.
 */
export function createDeviceProfiler(options: DeviceProfilerOptions): DeviceProfiler {
  const timers = options.timers ?? realTimers;
  let status: ProfilingStatus = 'idle';
  let sessionId: string | undefined;
  let timeoutHandle: unknown;
  let completionHandle: unknown;
  let settle: ((outcome: ProfilingOutcome) => void) | undefined;

  const finish = (outcome: ProfilingOutcome) => {
    if (timeoutHandle !== undefined) timers.clearTimeout(timeoutHandle);
    if (completionHandle !== undefined) timers.clearTimeout(completionHandle);
    timeoutHandle = undefined;
    completionHandle = undefined;
    status = outcome;
    const done = settle;
    settle = undefined;
    done?.(outcome);
  };

  const inProgress = () => status === 'running' || status === 'completing';

  return {
    start() {
      if (inProgress()) finish('cancelled');
      sessionId = options.newSessionId();
      options.storeSessionId(sessionId);
      status = 'running';
      const run = new Promise<ProfilingOutcome>((resolve) => {
        settle = resolve;
      });
      timeoutHandle = timers.setTimeout(() => finish('timedOut'), options.timing.timeoutMs);
      return run;
    },
    complete() {
      if (status !== 'running') return;
      status = 'completing';
      completionHandle = timers.setTimeout(() => finish('completed'), options.timing.completionDelayMs);
    },
    cancel() {
      if (inProgress()) finish('cancelled');
    },
    snapshot() {
      return { status, ...(sessionId === undefined ? {} : { sessionId }) };
    },
  };
}

import { clearProfilingSessionId, getProfilingSessionId, setProfilingSessionId } from '../api/profiling-session';
import { createDeviceProfiler, type DeviceProfiler, type ProfilingOutcome, type ProfilingSnapshot, type ProfilingTiming } from './device-profiler';
import { listenForProfilingComplete } from './profiling-messages';

interface AppProfiling {
  readonly profiler: DeviceProfiler;
  readonly stopListening: () => void;
  run: Promise<ProfilingOutcome>;
}

let current: AppProfiling | undefined;

// crypto.randomUUID exists only in secure contexts; a plain-http deployment still gets a random v4 id.
function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Starts the app's device profiling (a new profiling session id sent as the profiling header, see
 * `configureApiClient`), unless a run already exists whose id is still stored: calling it on every signed-in page
 * mount is safe. Resolves when that run ends.
 */
export function startProfiling(timing: ProfilingTiming): Promise<ProfilingOutcome> {
  if (current !== undefined && getProfilingSessionId() !== undefined) return current.run;
  stopProfiling();
  const profiler = createDeviceProfiler({ timing, newSessionId, storeSessionId: setProfilingSessionId });
  const stopListening = listenForProfilingComplete(window, () => profiler.complete());
  current = { profiler, stopListening, run: profiler.start() };
  return current.run;
}

/**
 * Retry-profiling (on the step-up modal's Continue): a new run with a new id, cancelling one in progress.
 * Throws when profiling never started, since there is no timing to run with.
 */
export function restartProfiling(): Promise<ProfilingOutcome> {
  if (current === undefined) throw new Error('restartProfiling needs startProfiling(timing) to have run first.');
  current.run = current.profiler.start();
  return current.run;
}

/** Ends profiling and forgets its id (sign-out); the next startProfiling begins afresh. */
export function stopProfiling(): void {
  if (current === undefined) return;
  current.profiler.cancel();
  current.stopListening();
  current = undefined;
  try {
    clearProfilingSessionId();
  } catch {
    // profiling was never configured in the fetch layer: there is no id to forget
  }
}

/** Where the app's profiling stands. */
export function profilingSnapshot(): ProfilingSnapshot {
  return current?.profiler.snapshot() ?? { status: 'idle' };
}

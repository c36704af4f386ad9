/** What the profiling frame posts when the device profile has been collected. */
export const PROFILING_COMPLETE = 'PROFILING_COMPLETE';

/** A completion message: `{ type: 'PROFILING_COMPLETE' }`. */
export function isProfilingCompleteMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PROFILING_COMPLETE;
}

/** Calls `onComplete` for completion messages posted to `target` from its own origin; returns the unsubscribe. */
export function listenForProfilingComplete(target: Window, onComplete: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin === target.location.origin && isProfilingCompleteMessage(event.data)) onComplete();
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

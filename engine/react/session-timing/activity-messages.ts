/** What embedded frames post to the app when the member does something inside them. */
export const USER_ACTIVITY = 'USER_ACTIVITY';

/** A frame's activity message: the bare string or `{ type: 'USER_ACTIVITY' }`. */
export function isActivityMessage(data: unknown): boolean {
  if (data === USER_ACTIVITY) return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === USER_ACTIVITY;
}

/**
 * Calls `onActivity` for activity messages posted to `target` from its own origin only: a foreign page must not be
 * able to keep a member's session alive. Returns the function that stops listening.
 */
export function listenForFrameActivity(target: Window, onActivity: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin === target.location.origin && isActivityMessage(event.data)) onActivity();
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

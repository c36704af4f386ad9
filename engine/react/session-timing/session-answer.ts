import { standingHeaders } from '../api/standing-headers';
import { SESSION_API } from '../session';

/** What a status or refresh call says about the session. */
export type SessionAnswer =
  | { readonly kind: 'alive'; readonly expiresIn: number }
  /** 401: the server no longer knows the session. */
  | { readonly kind: 'ended' }
  /** Network failure or an unexpected answer: nothing is known, so nothing changes. */
  | { readonly kind: 'unreachable' };

async function ask(path: string): Promise<SessionAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json', ...standingHeaders() } });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401) return { kind: 'ended' };
  if (!response.ok) return { kind: 'unreachable' };
  try {
    const body = (await response.json()) as { expires_in?: unknown };
    return typeof body.expires_in === 'number' ? { kind: 'alive', expiresIn: body.expires_in } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/**
 * GET status: seconds left without extending the session. Plain fetch, not apiFetch, so a 401 here is handled by
 * the watcher's own logout rather than also by apiFetch's session-ended redirect.
 */
export function checkSessionStatus(): Promise<SessionAnswer> {
  return ask(SESSION_API.status);
}

/** GET refresh: extends the session on the server and answers the new seconds left. */
export function refreshSession(): Promise<SessionAnswer> {
  return ask(SESSION_API.refresh);
}

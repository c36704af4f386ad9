import { standingHeaders } from './api/standing-headers';

/** The session endpoints of the API contract. */
export const SESSION_API = {
  login: '/api/session/login',
  status: '/api/session/status',
  refresh: '/api/session/refresh',
  logout: '/api/session/memberlogout',
} as const;

/**
 * Asks the server whether the browser still holds a live session. Only a 401 means "signed out": any other failure
 * (server restarting, network blip) answers true so the page stays put and its own calls report the problem.
 * The status call never extends the session.
 */
export async function isSessionAlive(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_API.status, { credentials: 'same-origin', headers: { Accept: 'application/json', ...standingHeaders() } });
    return response.status !== 401;
  } catch {
    return true;
  }
}

/**
 * Ends the session on the server. Failures are swallowed: the member leaves for the sign-in page either way. A
 * session signed in through the credit union's identity provider answers the provider's sign-out address, which this
 * returns so the browser can end the member's session there too; any other answer returns undefined.
 */
export async function endSession(): Promise<string | undefined> {
  try {
    const response = await fetch(SESSION_API.logout, { method: 'POST', credentials: 'same-origin', headers: standingHeaders() });
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { providerSignOutUrl?: unknown };
    return typeof body.providerSignOutUrl === 'string' ? body.providerSignOutUrl : undefined;
  } catch {
    // the cookie expires by itself; nothing else to do in the browser
    return undefined;
  }
}

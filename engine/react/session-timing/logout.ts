import { realTimers, type Timers } from './timers';

export interface LogoutSteps {
  /** Ends the session on the server (POST memberlogout); its failure must not keep the member signed in here. */
  readonly endSession: () => Promise<void>;
  /** Forgets what the browser kept for the session (session-storage items, cached answers). */
  readonly forget: () => void;
  /** The in-app navigation to sign-in. */
  readonly navigate: () => Promise<void>;
  /** Whether the browser is on the sign-in page (asked when the fallback delay is over). */
  readonly isOnSignIn: () => boolean;
  /** The full page load to sign-in, for when the in-app navigation did not get there in time. */
  readonly forceSignInPage: () => void;
  /** How long the in-app navigation gets (app.json session.logoutFallbackMs). */
  readonly fallbackMs: number;
  /** Runs before anything else, e.g. to cancel queries that would otherwise refetch into a 401. */
  readonly before?: () => Promise<void> | void;
  readonly timers?: Timers;
}

/**
 * Logs out: server session ended, then in-app navigation to sign-in, then the session's browser state
 * forgotten (only once the signed-in pages are gone, so none of them refetches). If that has not finished when the
 * fallback delay is over (a hung call, a failed navigation) and the browser is not on sign-in, a full page load
 * to sign-in happens instead.
 */
export async function runLogout(steps: LogoutSteps): Promise<void> {
  const timers = steps.timers ?? realTimers;
  const fallback = timers.setTimeout(() => {
    if (!steps.isOnSignIn()) steps.forceSignInPage();
  }, steps.fallbackMs);
  try {
    await steps.before?.();
    await steps.endSession().catch(() => undefined);
    await steps.navigate();
    steps.forget();
  } catch (error) {
    // The fallback stays armed: it is what still gets the member to sign-in.
    console.error('Logout did not finish in the app', error);
    return;
  }
  timers.clearTimeout(fallback);
}

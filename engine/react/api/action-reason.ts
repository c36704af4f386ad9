/** The request a server refused until it is told why: what the handler may show while it asks. */
export interface ActionReasonRequest {
  /** The request path (with its query), as the caller passed it to apiFetch. */
  readonly url: string;
  readonly method: string;
}

/** Resolves to the reason to send (apiFetch re-sends the request once with it), or null to give up. */
export type ActionReasonHandler = (request: ActionReasonRequest) => Promise<string | null>;

/** Set by the server on the 428 answer that wants a reason before it acts. */
export const REASON_REQUIRED_HEADER = 'x-reason-required';
/** Carries the reason on the re-sent request, URI-encoded (a header is Latin-1 only). */
export const ACTION_REASON_HEADER = 'X-Action-Reason';

let handler: ActionReasonHandler | undefined;

/**
 * Sets who is asked for an action's reason when the server answers 428 with `x-reason-required` (e.g. a dialog).
 * Returns a function that removes this handler again, leaving any later one in place.
 */
export function setActionReasonHandler(next: ActionReasonHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/**
 * The reason to re-send a request with, when its answer is the server asking for one (428 with
 * `x-reason-required`) and the handler gives one; undefined otherwise. A failing handler counts as no reason: the
 * original answer must surface, not the handler's error.
 */
export async function actionReasonFor(response: Pick<Response, 'status' | 'headers'>, request: ActionReasonRequest): Promise<string | undefined> {
  if (response.status !== 428 || !response.headers.has(REASON_REQUIRED_HEADER) || handler === undefined) return undefined;
  try {
    return (await handler(request)) ?? undefined;
  } catch {
    return undefined;
  }
}

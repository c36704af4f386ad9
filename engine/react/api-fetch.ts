import { apiClientOptions } from './api/client-options';
import { getProfilingSessionId } from './api/profiling-session';
import { handOverStepUp, isStepUpAnswer } from './api/step-up';
import { isSessionAlive } from './session';

/** One problem in an API answer, as the contract writes it: `{ errors: [{ path, message }] }`. */
export interface ApiErrorItem {
  readonly path: string;
  readonly message: string;
}

/** A non-2xx answer (status 0 when the request never reached the server), with the server's `errors[]`. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly ApiErrorItem[];
  /** The answer was a step-up answer and has been handed to the step-up handler already. */
  readonly stepUp: boolean;

  constructor(status: number, errors: readonly ApiErrorItem[], options: { stepUp?: boolean } = {}) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.stepUp = options.stepUp ?? false;
  }
}

export interface ApiFetchInit {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /**
   * Whether a 401 should ask the server if the session is still alive (SPEC 7) and end it in the browser when not.
   * Sign-in turns it off: a 401 there means wrong credentials, not an expired session.
   */
  readonly checkSessionOn401?: boolean;
}

/** A successful answer with its headers, for the calls whose headers carry data (e.g. x-total-count). */
export interface ApiAnswer<T> {
  readonly data: T;
  readonly headers: Headers;
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();
let pendingCheck: Promise<void> | undefined;

/** Registers what to do when a 401 turns out to mean the session is over (typically: go to sign-in). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

// Several queries failing together must cause one status call and one notification, not one each.
function confirmSessionAfter401(): Promise<void> {
  pendingCheck ??= isSessionAlive()
    .then((alive) => {
      if (!alive) for (const listener of sessionEndedListeners) listener();
    })
    .finally(() => {
      pendingCheck = undefined;
    });
  return pendingCheck;
}

function isErrorItem(value: unknown): value is ApiErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.path === 'string' && typeof item.message === 'string';
}

function errorItems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter(isErrorItem) : [];
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function requestHeaders(init: ApiFetchInit): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const profiling = apiClientOptions().profiling;
  const profilingId = getProfilingSessionId();
  if (profiling !== undefined && profilingId !== undefined) headers[profiling.header] = profilingId;
  return headers;
}

async function failure(path: string, init: ApiFetchInit, response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const rules = apiClientOptions().stepUp;
  const answer = { status: response.status, url: path, method: init.method ?? 'GET', body };
  const stepUp = rules !== undefined && isStepUpAnswer(answer, rules);
  if (stepUp) await handOverStepUp(answer);
  if (response.status === 401 && init.checkSessionOn401 !== false) await confirmSessionAfter401();
  return new ApiError(response.status, errorItems(body), { stepUp });
}

/**
 * `apiFetch` that also returns the answer's headers. Same rules: same-origin cookies, JSON in and out, the
 * profiling header while a profiling session id exists, step-up answers handed to the step-up handler, and an
 * `ApiError` for anything but 2xx (redirects are followed by the browser unless they carry no Location, which is
 * how a step-up 301/307 arrives here).
 */
export async function apiFetchWithHeaders<T>(path: string, init: ApiFetchInit = {}): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: requestHeaders(init),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
  if (!response.ok) throw await failure(path, init, response);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  return { data: (await response.json()) as T, headers: response.headers };
}

/**
 * The one way the web app calls the API: same-origin cookies, JSON in and out, and an `ApiError` carrying the status
 * and the server's `errors[]` for anything but 2xx. Meant to be called from TanStack Query fetchers.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).data;
}

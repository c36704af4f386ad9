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

  constructor(status: number, errors: readonly ApiErrorItem[]) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
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

async function readErrors(response: Response): Promise<ApiErrorItem[]> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body.errors) ? body.errors.filter(isErrorItem) : [];
  } catch {
    return [];
  }
}

/**
 * The one way the web app calls the API: same-origin cookies, JSON in and out, and an `ApiError` carrying the status
 * and the server's `errors[]` for anything but 2xx. Meant to be called from TanStack Query fetchers.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
  if (!response.ok) {
    const errors = await readErrors(response);
    if (response.status === 401 && init.checkSessionOn401 !== false) await confirmSessionAfter401();
    throw new ApiError(response.status, errors);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

import { ACTION_REASON_HEADER, actionReasonFor } from './api/action-reason';
import { apiClientOptions } from './api/client-options';
import { getProfilingSessionId } from './api/profiling-session';
import { handOverStepUp, isStepUpAnswer, type StepUpHandler } from './api/step-up';
import { standingHeaders } from './api/standing-headers';
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
  /**
   * Sent as JSON; a Blob or File goes as its raw bytes (`contentType`, application/octet-stream unless told), and
   * FormData as multipart (the browser writes its boundary into the type).
   */
  readonly body?: unknown;
  /** The Content-Type of a raw Blob or File body. */
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /**
   * Whether a 401 should ask the server if the session is still alive and end it in the browser when not.
   * Sign-in turns it off: a 401 there means wrong credentials, not an expired session.
   */
  readonly checkSessionOn401?: boolean;
  /**
   * Whether a passed step-up challenge sends this request again, once, as it was (same method, body and headers, so
   * the same Idempotency-Key); true by default. Off, the ApiError surfaces and the challenge may redirect instead.
   */
  readonly retryAfterStepUp?: boolean;
  /**
   * Hears this request's step-up answer instead of the app's challenge modal: a screen that walks the member through
   * the challenge inside its own dialog. Its outcome counts as the modal's would (passed: the request goes again once).
   */
  readonly onStepUp?: StepUpHandler;
}

/** A successful answer with its headers, for the calls whose headers carry data (e.g. x-total-count). */
export interface ApiAnswer<T> {
  readonly data: T;
  readonly headers: Headers;
}

/** Answers true when it has dealt with the end, so listeners registered before it are not told. */
type SessionEndedListener = () => boolean | void;
const sessionEndedListeners = new Set<SessionEndedListener>();
let pendingCheck: Promise<void> | undefined;

/**
 * Registers what to do when a 401 turns out to mean the session is over (typically: go to sign-in). The latest
 * listener (the one nearest the page, say a signed-in page's session notice) is told first and may answer that it has
 * dealt with it; the app-wide fallback registered at start is told only when none has.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

// Several queries failing together must cause one status call and one notification, not one each.
function confirmSessionAfter401(): Promise<void> {
  pendingCheck ??= isSessionAlive()
    .then((alive) => {
      if (alive) return;
      for (const listener of [...sessionEndedListeners].reverse()) if (listener() === true) break;
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

const isRawBody = (body: unknown): body is Blob | FormData => body instanceof Blob || body instanceof FormData;

function bodyOf(init: ApiFetchInit): BodyInit | undefined {
  if (init.body === undefined) return undefined;
  return isRawBody(init.body) ? init.body : JSON.stringify(init.body);
}

function contentTypeOf(init: ApiFetchInit): string | undefined {
  if (init.body === undefined || init.body instanceof FormData) return undefined;
  if (init.body instanceof Blob) return init.contentType ?? 'application/octet-stream';
  return 'application/json';
}

function requestHeaders(init: ApiFetchInit): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...standingHeaders(), ...init.headers };
  const contentType = contentTypeOf(init);
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  const profiling = apiClientOptions().profiling;
  const profilingId = getProfilingSessionId();
  if (profiling !== undefined && profilingId !== undefined) headers[profiling.header] = profilingId;
  return headers;
}

interface Failure {
  readonly error: ApiError;
  /** A step-up challenge was passed for it: the request may go again. */
  readonly passed: boolean;
  /** What the challenge asks to be done once the request sent again has been answered. */
  readonly afterRetry?: (succeeded: boolean) => void;
}

// `handStepUp` is off for the re-sent request: one challenge per call, never a loop of them.
async function failure(path: string, init: ApiFetchInit, response: Response, handStepUp: boolean): Promise<Failure> {
  const body = await readBody(response);
  const rules = apiClientOptions().stepUp;
  const retry = handStepUp && init.retryAfterStepUp !== false;
  const answer = { status: response.status, url: path, method: init.method ?? 'GET', body, retry };
  const stepUp = rules !== undefined && isStepUpAnswer(answer, rules);
  const outcome = stepUp && handStepUp ? await handOverStepUp(answer, init.onStepUp) : { passed: false };
  if (response.status === 401 && init.checkSessionOn401 !== false) await confirmSessionAfter401();
  const error = new ApiError(response.status, errorItems(body), { stepUp });
  if (!(outcome.passed && retry)) return { error, passed: false };
  return { error, passed: true, ...(outcome.afterRetry === undefined ? {} : { afterRetry: outcome.afterRetry }) };
}

/** Told of every answer the API client receives (its headers may say something about the app as a whole). */
type ApiAnswerListener = (response: Response) => void;
const answerListeners = new Set<ApiAnswerListener>();

/** Registers a listener told of every API answer, before it is read; returns what unregisters it. */
export function onApiAnswer(listener: ApiAnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

async function send(path: string, init: ApiFetchInit): Promise<Response> {
  const response = await sendOnce(path, init);
  for (const listener of answerListeners) listener(response);
  return response;
}

async function sendOnce(path: string, init: ApiFetchInit): Promise<Response> {
  try {
    return await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: requestHeaders(init),
      body: bodyOf(init),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
}

/**
 * Sends a request by the client's rules: same-origin cookies, the profiling header while a profiling session id
 * exists, an action the server will not take without a reason (428 with `x-reason-required`) handed to the
 * action-reason handler (the request re-sent once with the reason it gives), step-up answers handed to the step-up
 * handler (the request re-sent once when its challenge is passed), and an `ApiError` for anything but 2xx (redirects
 * are followed by the browser unless they carry no Location, which is how a step-up 301/307 arrives here).
 */
async function sendByTheRules(path: string, request: ApiFetchInit): Promise<Response> {
  let init = request;
  let response = await send(path, init);
  const reason = await actionReasonFor(response, { url: path, method: init.method ?? 'GET' });
  if (reason !== undefined) {
    init = { ...init, headers: { ...init.headers, [ACTION_REASON_HEADER]: encodeURIComponent(reason) } };
    response = await send(path, init);
  }
  if (!response.ok) {
    const first = await failure(path, init, response, true);
    if (!first.passed) throw first.error;
    response = await send(path, init);
    first.afterRetry?.(response.ok);
    if (!response.ok) throw (await failure(path, init, response, false)).error;
  }
  return response;
}

/** `apiFetch` that also returns the answer's headers: JSON in and out, by the same rules. */
export async function apiFetchWithHeaders<T>(path: string, request: ApiFetchInit = {}): Promise<ApiAnswer<T>> {
  const response = await sendByTheRules(path, request);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  return { data: (await response.json()) as T, headers: response.headers };
}

/**
 * A file the API answers with (a PDF, an archive), by the same rules as every other call; `accept` names the type
 * asked for. The headers come along for the name the server gives it (Content-Disposition).
 */
export async function apiFetchBlob(path: string, accept: string, request: ApiFetchInit = {}): Promise<ApiAnswer<Blob>> {
  const response = await sendByTheRules(path, { ...request, headers: { ...request.headers, Accept: accept } });
  return { data: await response.blob(), headers: response.headers };
}

/**
 * The one way the web app calls the API: same-origin cookies, JSON in and out, and an `ApiError` carrying the status
 * and the server's `errors[]` for anything but 2xx. Meant to be called from TanStack Query fetchers.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).data;
}

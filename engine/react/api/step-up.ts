import type { CompiledStepUpRules } from './client-options';

/** A step-up answer as the handler receives it: enough to open the right challenge and retry afterwards. */
export interface StepUpAnswer {
  readonly status: number;
  /** The request path (with its query), as the caller passed it to apiFetch. */
  readonly url: string;
  readonly method: string;
  /** The parsed JSON body, or undefined when there was none. */
  readonly body: unknown;
  /** Whether apiFetch sends the request again once the challenge is passed (the caller then shows its outcome). */
  readonly retry: boolean;
}

/**
 * What a step-up handler answers: whether the challenge was passed (true: apiFetch re-sends the request once), or that
 * with what to do once the re-sent request has been answered (`succeeded`: it answered 2xx), such as going to the page
 * the challenge's rule names after its action is done.
 */
export type StepUpOutcome = boolean | { readonly passed: boolean; readonly afterRetry?: (succeeded: boolean) => void };

/** Resolves to the challenge's outcome; nothing counts as not passed. */
export type StepUpHandler = (answer: StepUpAnswer) => StepUpOutcome | void | Promise<StepUpOutcome | void>;

/** A handed-over challenge's outcome as apiFetch reads it. */
export interface StepUpResult {
  readonly passed: boolean;
  readonly afterRetry?: (succeeded: boolean) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every message an error body carries: `errors[].message` of the API contract and a top-level `message`. */
export function answerMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const messages: string[] = [];
  if (typeof body.message === 'string') messages.push(body.message);
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) if (isRecord(item) && typeof item.message === 'string') messages.push(item.message);
  }
  return messages;
}

/**
 * Step-up interception: the redirect statuses always; the conditional status (400) only for a validate URL
 * whose message contains a marker ("Denied", "Challenging"), or for a flagged URL (profile, transaction).
 */
export function isStepUpAnswer(answer: Pick<StepUpAnswer, 'status' | 'url' | 'body'>, rules: CompiledStepUpRules): boolean {
  if (rules.redirectStatuses.has(answer.status)) return true;
  if (answer.status !== rules.conditionalStatus) return false;
  if (rules.flaggedUrls.some((pattern) => pattern.test(answer.url))) return true;
  if (!rules.validateUrl.test(answer.url)) return false;
  const messages = answerMessages(answer.body);
  return rules.validateMessageMarkers.some((marker) => messages.some((message) => message.includes(marker)));
}

let handler: StepUpHandler | undefined;

/**
 * Sets who hears step-up answers (the app's challenge modal). Returns a function that removes this
 * handler again, leaving any later one in place.
 */
export function setStepUpHandler(next: StepUpHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/**
 * Hands a step-up answer to the handler (the request's own when it has one) and waits for it, so the caller's error surfaces only after the challenge
 * has had its turn; resolves to whether the challenge was passed. A failing handler must not hide the original
 * answer, so its errors are reported, not thrown (and count as not passed).
 */
export async function handOverStepUp(answer: StepUpAnswer, own?: StepUpHandler): Promise<StepUpResult> {
  const hears = own ?? handler;
  if (hears === undefined) return { passed: false };
  try {
    const outcome = await hears(answer);
    if (typeof outcome === 'object') return outcome.passed ? outcome : { passed: false };
    return { passed: outcome === true };
  } catch (error) {
    console.error('The step-up handler failed', error);
    return { passed: false };
  }
}

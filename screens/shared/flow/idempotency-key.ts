/**
 * A fresh Idempotency-Key for one money-moving request. Made once per review (or confirmation) and reused when the
 * member presses Submit again or the request is retried, so the server never performs it twice.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const idempotencyHeaders = (key: string): Readonly<Record<string, string>> => ({ [IDEMPOTENCY_HEADER]: key });

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, configureApiClient, setStepUpHandler, type StepUpAnswer } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const CHALLENGE = { status: 'CHALLENGE', event: 'achTransfer', data: { challengeId: 'c1', workflow: 'HR' }, state: 'CHALLENGE_REQUIRED' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  readonly method: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

describe('apiFetch re-sends a request once its step-up challenge is passed', () => {
  let sent: Sent[];
  let answers: Response[];
  beforeEach(() => {
    sent = [];
    answers = [];
    configureApiClient({ stepUp: appManifest.api.stepUp });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push({ method: init.method ?? 'GET', body: init.body, headers: init.headers as Record<string, string> });
        return answers.shift() ?? json(500, {});
      }),
    );
  });
  afterEach(() => {
    configureApiClient({});
    vi.unstubAllGlobals();
  });

  const post = (init: { retryAfterStepUp?: boolean } = {}) =>
    apiFetch<{ id: string }>(ORDERS, { method: 'POST', body: { amount: 250000 }, headers: { 'Idempotency-Key': 'key-1' }, ...init });

  it('sends the same method, body and Idempotency-Key again and returns that answer', async () => {
    answers.push(json(307, CHALLENGE), json(201, { id: 'order-1' }));
    const remove = setStepUpHandler(async () => true);
    const result = await post();
    remove();
    expect(result).toEqual({ id: 'order-1' });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('throws the step-up error without re-sending when the challenge was not passed', async () => {
    answers.push(json(307, CHALLENGE));
    const remove = setStepUpHandler(async () => false);
    const error = (await post().catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.stepUp).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('re-sends only once: a second step-up answer surfaces without another challenge', async () => {
    answers.push(json(307, CHALLENGE), json(307, CHALLENGE));
    const handler = vi.fn(async () => true);
    const remove = setStepUpHandler(handler);
    const error = (await post().catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(error.status).toBe(307);
    expect(error.stepUp).toBe(true);
  });

  it('tells the handler whether the request will go again, and never re-sends a caller that opted out', async () => {
    answers.push(json(307, CHALLENGE));
    const handler = vi.fn(async (_answer: StepUpAnswer) => true);
    const remove = setStepUpHandler(handler);
    const error = (await post({ retryAfterStepUp: false }).catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ status: 307, retry: false });
    expect(error.status).toBe(307);
    expect(sent).toHaveLength(1);
  });

  it('surfaces the failure of the re-sent request', async () => {
    answers.push(json(307, CHALLENGE), json(400, { errors: [{ path: '/amount', message: 'Enter an amount.' }] }));
    const remove = setStepUpHandler(() => true);
    const error = (await post().catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ path: '/amount', message: 'Enter an amount.' }]);
  });

  it("tells the handler's afterRetry how the re-sent request went, and never calls it when there is no re-send", async () => {
    const heard: boolean[] = [];
    const remove = setStepUpHandler(() => ({ passed: true, afterRetry: (succeeded) => heard.push(succeeded) }));
    answers.push(json(307, CHALLENGE), json(201, { id: 'order-1' }));
    await post();
    answers.push(json(307, CHALLENGE), json(400, { errors: [] }));
    await post().catch(() => undefined);
    answers.push(json(307, CHALLENGE));
    await post({ retryAfterStepUp: false }).catch(() => undefined);
    remove();
    expect(heard).toEqual([true, false]);
    expect(sent).toHaveLength(5);
  });
});

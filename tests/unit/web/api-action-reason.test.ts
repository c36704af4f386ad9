import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setActionReasonHandler, type ActionReasonHandler } from '../../../engine/react';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const askForReason = () => json(428, { errors: [{ path: 'x-action-reason', message: 'Give the reason for this action.' }] }, { 'x-reason-required': '1' });

let fetchMock: ReturnType<typeof vi.fn>;
let removeHandler: (() => void) | undefined;
const headersOf = (call: number) => (fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;
const handle = (handler: ActionReasonHandler) => {
  removeHandler = setActionReasonHandler(handler);
};

beforeEach(() => {
  // The server's rule: no reason header, no action.
  fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
    (init.headers as Record<string, string>)['X-Action-Reason'] === undefined ? askForReason() : json(200, { done: true }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  removeHandler?.();
  removeHandler = undefined;
  vi.unstubAllGlobals();
});

describe('apiFetch and the action reason', () => {
  it('asks the handler and re-sends the same request once with the reason, URI-encoded', async () => {
    const handler = vi.fn(async () => 'Member called: lost card ✓');
    handle(handler);
    await expect(apiFetch('/api/things/1', { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k1' } })).resolves.toEqual({ done: true });
    expect(handler).toHaveBeenCalledWith({ url: '/api/things/1', method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/things/1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headersOf(1)['Idempotency-Key']).toBe('k1');
    expect(headersOf(1)['X-Action-Reason']).toBe(encodeURIComponent('Member called: lost card ✓'));
    expect(headersOf(0)['X-Action-Reason']).toBeUndefined();
  });

  it('throws the 428 as an ApiError when the handler gives no reason, and sends nothing more', async () => {
    handle(async () => null);
    const error = await apiFetch('/api/things/1', { method: 'DELETE' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(428);
    expect((error as ApiError).errors[0]?.path).toBe('x-action-reason');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws the 428 without a handler, or when the handler fails', async () => {
    await expect(apiFetch('/api/things/1', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 428 });
    handle(async () => {
      throw new Error('dialog broke');
    });
    await expect(apiFetch('/api/things/1', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 428 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks only once: a second 428 surfaces as an ApiError', async () => {
    fetchMock.mockImplementation(async () => askForReason());
    const handler = vi.fn(async () => 'A reason');
    handle(handler);
    await expect(apiFetch('/api/things/1', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 428 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a 428 without the x-reason-required header alone', async () => {
    fetchMock.mockImplementation(async () => json(428, { errors: [{ path: '', message: 'Precondition required' }] }));
    const handler = vi.fn(async () => 'A reason');
    handle(handler);
    await expect(apiFetch('/api/things/1', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 428 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops asking once the handler is removed, keeping a later one', async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const removeFirst = setActionReasonHandler(first);
    handle(second);
    removeFirst();
    await apiFetch('/api/things/1', { method: 'POST', body: {} });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});

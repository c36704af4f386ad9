import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_API, apiFetch, onSessionEnded, safeReturnTo, signInHref } from '../../../engine/react';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let sessionAlive: boolean;
beforeEach(() => {
  sessionAlive = true;
  fetchMock = vi.fn(async (url: string) => {
    if (url === SESSION_API.status) return sessionAlive ? json(200, { expires_in: 600 }) : json(401, { errors: [{ path: '', message: 'x' }] });
    if (url === '/api/boom') return json(500, { errors: [{ path: '', message: 'Server trouble' }] });
    if (url === '/api/gone') return json(401, { errors: [{ path: '', message: 'Your session has ended.' }] });
    if (url === '/api/empty') return new Response(null, { status: 204 });
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const statusCalls = () => fetchMock.mock.calls.filter(([url]) => url === SESSION_API.status).length;

describe('apiFetch', () => {
  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await expect(apiFetch('/api/empty')).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying the status and the server's errors", async () => {
    const error = await apiFetch('/api/boom').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).errors).toEqual([{ path: '', message: 'Server trouble' }]);
    expect((error as ApiError).message).toBe('Server trouble');
    expect(statusCalls()).toBe(0);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/thing').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
  });

  it('checks the session after a 401 and tells listeners once when it is over, however many calls failed', async () => {
    sessionAlive = false;
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await Promise.all([apiFetch('/api/gone').catch(() => undefined), apiFetch('/api/gone').catch(() => undefined)]);
    stop();
    expect(statusCalls()).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the member where they are when the session is still alive, and skips the check when told to', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await apiFetch('/api/gone').catch(() => undefined);
    expect(statusCalls()).toBe(1);
    sessionAlive = false;
    await apiFetch('/api/gone', { checkSessionOn401: false }).catch(() => undefined);
    stop();
    expect(statusCalls()).toBe(1);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/statements?year=2025', '/statements?year=2025'],
    ['/', '/'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/\t/evil.example', '/home'],
    ['', '/home'],
    [null, '/home'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnTo(candidate, '/home')).toBe(expected);
  });

  it('builds a sign-in link that round-trips the page', () => {
    const href = signInHref('/login', '/statements?year=2025&x=1');
    expect(href).toBe('/login?returnTo=%2Fstatements%3Fyear%3D2025%26x%3D1');
    expect(new URLSearchParams(href.split('?')[1]).get('returnTo')).toBe('/statements?year=2025&x=1');
  });
});

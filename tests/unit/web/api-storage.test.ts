// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiFetch,
  clearProfilingSessionId,
  configureApiClient,
  getProfilingSessionId,
  readExpiring,
  setProfilingSessionId,
  writeExpiring,
} from '../../../engine/react';
import { apiClientOptions } from '../../../screens/shared/api-client-options';
import { appManifest } from '../../../src/manifests';

const { header, storageKey } = appManifest.api.profiling;
const ttl = appManifest.session.storageExpiryMs;

describe('expiring session-storage items', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the value with its expiry and reads it back until then', () => {
    writeExpiring(sessionStorage, 'k', { a: 1 }, 1_000, 5_000);
    expect(JSON.parse(sessionStorage.getItem('k') ?? '')).toEqual({ value: { a: 1 }, expiresAt: 6_000 });
    expect(readExpiring(sessionStorage, 'k', 5_999)).toEqual({ a: 1 });
  });

  it('reads an expired item as absent and removes it', () => {
    writeExpiring(sessionStorage, 'k', 'v', 1_000, 5_000);
    expect(readExpiring(sessionStorage, 'k', 6_000)).toBeUndefined();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it.each([['not json'], ['"bare string"'], ['{"value":"v"}'], ['{"value":"v","expiresAt":"soon"}']])(
    'treats %s (no expiry wrapper) as absent and removes it',
    (raw) => {
      sessionStorage.setItem('k', raw);
      expect(readExpiring(sessionStorage, 'k')).toBeUndefined();
      expect(sessionStorage.getItem('k')).toBeNull();
    },
  );

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeExpiring(broken, 'k', 'v', 1_000)).not.toThrow();
    expect(readExpiring(broken, 'k')).toBeUndefined();
  });
});

describe('the profiling header (every request while a profiling session id exists)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const sentHeaders = (call: number) => ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers ?? {}) as Record<string, string>;

  beforeEach(() => {
    sessionStorage.clear();
    configureApiClient(apiClientOptions);
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    configureApiClient({});
    vi.unstubAllGlobals();
  });

  it('is absent without an id and present, on GETs and POSTs, once one is set', async () => {
    await apiFetch('/api/a');
    expect(header in sentHeaders(0)).toBe(false);
    setProfilingSessionId('prof-123');
    await apiFetch('/api/a');
    await apiFetch('/api/b', { method: 'POST', body: {} });
    expect(sentHeaders(1)[header]).toBe('prof-123');
    expect(sentHeaders(2)[header]).toBe('prof-123');
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '')).toMatchObject({ value: 'prof-123' });
  });

  it('stops once the stored id expires, and after it is cleared', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    setProfilingSessionId('prof-123');
    vi.setSystemTime(1_000_000 + ttl - 1);
    expect(getProfilingSessionId()).toBe('prof-123');
    vi.setSystemTime(1_000_000 + ttl);
    await apiFetch('/api/a');
    expect(header in sentHeaders(0)).toBe(false);
    setProfilingSessionId('prof-456');
    clearProfilingSessionId();
    expect(getProfilingSessionId()).toBeUndefined();
  });

  it('is never sent when profiling is not configured', async () => {
    setProfilingSessionId('prof-123');
    configureApiClient({});
    await apiFetch('/api/a');
    expect(Object.keys(sentHeaders(0)).map((name) => name.toLowerCase())).not.toContain(header);
    expect(() => setProfilingSessionId('x')).toThrow(/configureApiClient/);
  });
});

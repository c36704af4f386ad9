// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILING_COMPLETE,
  configureApiClient,
  getProfilingSessionId,
  profilingSnapshot,
  restartProfiling,
  startProfiling,
  stopProfiling,
} from '../../../engine/react';
import { apiClientOptions } from '../../../screens/shared/api-client-options';
import { appManifest } from '../../../src/manifests';

const timing = appManifest.profiling;

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configureApiClient(apiClientOptions);
});
afterEach(() => {
  stopProfiling();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe("the app's device profiling", () => {
  it('cannot restart before it has started', () => {
    expect(() => restartProfiling()).toThrow(/startProfiling/);
  });

  it('stores a UUID for the profiling header and keeps it across repeated starts', () => {
    const run = startProfiling(timing);
    const id = getProfilingSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(startProfiling(timing)).toBe(run);
    expect(getProfilingSessionId()).toBe(id);
  });

  it('ends 1.5 s after a same-origin completion message; other origins are ignored', async () => {
    void startProfiling(timing);
    post({ type: PROFILING_COMPLETE }, 'https://elsewhere.example');
    expect(profilingSnapshot().status).toBe('running');
    post({ type: PROFILING_COMPLETE });
    expect(profilingSnapshot().status).toBe('completing');
    await vi.advanceTimersByTimeAsync(timing.completionDelayMs);
    expect(profilingSnapshot().status).toBe('completed');
  });

  it('ends after 15 s without a completion message', async () => {
    const run = startProfiling(timing);
    await vi.advanceTimersByTimeAsync(timing.timeoutMs);
    await expect(run).resolves.toBe('timedOut');
  });

  it('restarts with a new id (retry-profiling), and stop forgets the id', async () => {
    void startProfiling(timing);
    const first = getProfilingSessionId();
    await vi.advanceTimersByTimeAsync(timing.timeoutMs);
    const again = restartProfiling();
    const second = getProfilingSessionId();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(profilingSnapshot()).toEqual({ status: 'running', sessionId: second });
    stopProfiling();
    await expect(again).resolves.toBe('cancelled');
    expect(getProfilingSessionId()).toBeUndefined();
    expect(profilingSnapshot().status).toBe('idle');
  });

  it('starts afresh once the stored id is gone (session storage cleared at sign-out)', () => {
    void startProfiling(timing);
    const first = getProfilingSessionId();
    window.sessionStorage.clear();
    void startProfiling(timing);
    expect(getProfilingSessionId()).toBeDefined();
    expect(getProfilingSessionId()).not.toBe(first);
  });
});

describe('profiling ids outside a secure context', () => {
  it('are still random v4 UUIDs when crypto.randomUUID is missing', () => {
    configureApiClient(apiClientOptions);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      void startProfiling(timing);
      const first = getProfilingSessionId();
      void restartProfiling();
      const second = getProfilingSessionId();
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(second).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(second).not.toBe(first);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

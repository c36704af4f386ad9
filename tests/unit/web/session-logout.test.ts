import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLogout, type LogoutSteps } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const fallbackMs = appManifest.session.logoutFallbackMs;

function steps(overrides: Partial<LogoutSteps> = {}) {
  const calls: string[] = [];
  let onSignIn = false;
  const base: LogoutSteps = {
    fallbackMs,
    before: () => void calls.push('before'),
    endSession: () => {
      calls.push('endSession');
      return Promise.resolve();
    },
    navigate: () => {
      calls.push('navigate');
      onSignIn = true;
      return Promise.resolve();
    },
    forget: () => void calls.push('forget'),
    isOnSignIn: () => onSignIn,
    forceSignInPage: vi.fn(),
  };
  return { calls, all: { ...base, ...overrides } };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('logout', () => {
  it('has the fallback delay of 2 s in app.json', () => {
    expect(fallbackMs).toBe(2000);
  });

  it('ends the server session, navigates, then forgets, and cancels the fallback', async () => {
    const { calls, all } = steps();
    await runLogout(all);
    expect(calls).toEqual(['before', 'endSession', 'navigate', 'forget']);
    await vi.advanceTimersByTimeAsync(fallbackMs * 2);
    expect(all.forceSignInPage).not.toHaveBeenCalled();
  });

  it('still navigates when ending the server session fails', async () => {
    const { calls, all } = steps({ endSession: () => Promise.reject(new Error('offline')) });
    await runLogout(all);
    expect(calls).toEqual(['before', 'navigate', 'forget']);
  });

  it('forces the sign-in page load after 2 s when the logout hangs, not before', async () => {
    const { all } = steps({ endSession: () => new Promise<void>(() => undefined) });
    void runLogout(all);
    await vi.advanceTimersByTimeAsync(fallbackMs - 1);
    expect(all.forceSignInPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(all.forceSignInPage).toHaveBeenCalledTimes(1);
  });

  it('forces the sign-in page load when the in-app navigation fails', async () => {
    const { all } = steps({ navigate: () => Promise.reject(new Error('blocked')) });
    await runLogout(all);
    await vi.advanceTimersByTimeAsync(fallbackMs);
    expect(all.forceSignInPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload the page when the browser got to sign-in by itself meanwhile', async () => {
    let there = false;
    const { all } = steps({ endSession: () => new Promise<void>(() => undefined), isOnSignIn: () => there });
    void runLogout(all);
    there = true;
    await vi.advanceTimersByTimeAsync(fallbackMs);
    expect(all.forceSignInPage).not.toHaveBeenCalled();
  });
});

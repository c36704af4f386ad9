import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionWatcher, type SessionAnswer, type SessionWatcher } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const timing = appManifest.session;
const { statusPollMs, refreshCheckMs, refreshThrottleMs, warningAtSeconds } = timing;

// The spec's numbers, so a config edit that breaks them is noticed here, not by members.
it('reads the session numbers from app.json', () => {
  expect({ statusPollMs, refreshCheckMs, refreshThrottleMs, warningAtSeconds }).toEqual({
    statusPollMs: 60_000,
    refreshCheckMs: 81_000,
    refreshThrottleMs: 30_000,
    warningAtSeconds: 90,
  });
});

const alive = (expiresIn: number): SessionAnswer => ({ kind: 'alive', expiresIn });

function setup(status: SessionAnswer = alive(900), refreshed: SessionAnswer = alive(900)) {
  const checkStatus = vi.fn(() => Promise.resolve(status));
  const refresh = vi.fn(() => Promise.resolve(refreshed));
  const warn = vi.fn();
  const expire = vi.fn();
  const watcher: SessionWatcher = createSessionWatcher({ timing, checkStatus, refresh, warn, expire });
  return { watcher, checkStatus, refresh, warn, expire };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session watcher: status poll', () => {
  it('reads the status once at start, then every 60 s, and never before', async () => {
    const { watcher, checkStatus } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(checkStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(statusPollMs - 1);
    expect(checkStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(statusPollMs);
    expect(checkStatus).toHaveBeenCalledTimes(3);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(statusPollMs * 3);
    expect(checkStatus).toHaveBeenCalledTimes(3);
  });

  it('warns once at 90 s left, not at 91 s', async () => {
    const { watcher, checkStatus, warn } = setup(alive(warningAtSeconds + 1));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).not.toHaveBeenCalled();
    checkStatus.mockResolvedValue(alive(warningAtSeconds));
    await vi.advanceTimersByTimeAsync(statusPollMs);
    expect(warn).toHaveBeenCalledExactlyOnceWith(warningAtSeconds);
    expect(watcher.snapshot().phase).toBe('warning');
    checkStatus.mockResolvedValue(alive(warningAtSeconds - 30));
    await vi.advanceTimersByTimeAsync(statusPollMs / 2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ends the session at 0 s left (and not at 1 s)', async () => {
    const { watcher, checkStatus, expire } = setup(alive(1));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(expire).not.toHaveBeenCalled();
    checkStatus.mockResolvedValue(alive(0));
    await vi.advanceTimersByTimeAsync(1000);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(watcher.snapshot().phase).toBe('ended');
    await vi.advanceTimersByTimeAsync(statusPollMs * 2);
    expect(checkStatus).toHaveBeenCalledTimes(2);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('checks again when the warned session should end, not a whole poll later', async () => {
    const { watcher, checkStatus, expire } = setup(alive(40));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    checkStatus.mockResolvedValue(alive(-1));
    await vi.advanceTimersByTimeAsync(39_999);
    expect(expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('logs out on a 401 from the status check', async () => {
    const { watcher, expire } = setup({ kind: 'ended' });
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the status call fails without an answer', async () => {
    const { watcher, expire, warn } = setup({ kind: 'unreachable' });
    watcher.start();
    await vi.advanceTimersByTimeAsync(statusPollMs * 3);
    expect(expire).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(watcher.snapshot().phase).toBe('watching');
  });
});

describe('session watcher: refresh check', () => {
  it('never refreshes without activity: the status poll does not count', async () => {
    const { watcher, refresh, checkStatus } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(refreshCheckMs * 5);
    expect(checkStatus.mock.calls.length).toBeGreaterThan(5);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes at the next 81 s check after activity, once per activity', async () => {
    const { watcher, refresh } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(5_000);
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshCheckMs - 5_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(watcher.snapshot().activitySinceRefresh).toBe(false);
    await vi.advanceTimersByTimeAsync(refreshCheckMs);
    expect(refresh).toHaveBeenCalledTimes(1);
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshCheckMs);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('holds a refresh back until 30 s after the last one, keeping the activity for the next check', async () => {
    const { watcher, refresh } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    // An explicit refresh (Continue) at 70 s, activity at 75 s: the 81 s check is only 11 s after that refresh.
    await vi.advanceTimersByTimeAsync(70_000);
    await watcher.extend();
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshCheckMs - 75_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(watcher.snapshot().activitySinceRefresh).toBe(true);
    await vi.advanceTimersByTimeAsync(refreshCheckMs);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('skips a check that falls inside the 30 s window after start and refreshes at the next one', async () => {
    const throttled = { ...timing, refreshCheckMs: refreshThrottleMs - 1 };
    const refresh = vi.fn(() => Promise.resolve(alive(900)));
    const watcher = createSessionWatcher({ timing: throttled, checkStatus: () => Promise.resolve(alive(900)), refresh, warn: vi.fn(), expire: vi.fn() });
    watcher.start();
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshThrottleMs - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(refreshThrottleMs - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh answers 401', async () => {
    const { watcher, expire } = setup(alive(900), { kind: 'ended' });
    watcher.start();
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshCheckMs);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('does not extend the session by itself while the warning shows', async () => {
    const { watcher, refresh } = setup(alive(warningAtSeconds));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    watcher.noteActivity();
    await vi.advanceTimersByTimeAsync(refreshCheckMs);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('session watcher: the warning answered', () => {
  it('Continue refreshes (extends on the server) and ends the warning', async () => {
    const { watcher, refresh, warn, checkStatus } = setup(alive(warningAtSeconds), alive(900));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(watcher.extend()).resolves.toEqual(alive(900));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(watcher.snapshot()).toMatchObject({ phase: 'watching', expiresIn: 900 });
    // Low again later: a new warning.
    checkStatus.mockResolvedValue(alive(30));
    await vi.advanceTimersByTimeAsync(statusPollMs);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('Continue on an ended session logs out', async () => {
    const { watcher, expire } = setup(alive(10), { kind: 'ended' });
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    await watcher.extend();
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('ignores answers that arrive after stop', async () => {
    let answer: (value: SessionAnswer) => void = () => undefined;
    const checkStatus = vi.fn(() => new Promise<SessionAnswer>((resolve) => (answer = resolve)));
    const expire = vi.fn();
    const watcher = createSessionWatcher({ timing, checkStatus, refresh: vi.fn(), warn: vi.fn(), expire });
    watcher.start();
    watcher.stop();
    answer({ kind: 'ended' });
    await vi.advanceTimersByTimeAsync(0);
    expect(expire).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceProfiler, isProfilingCompleteMessage, type ProfilingOutcome } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const timing = appManifest.profiling;

function setup() {
  let next = 0;
  const stored: string[] = [];
  const profiler = createDeviceProfiler({
    timing,
    newSessionId: () => `profile-${++next}`,
    storeSessionId: (id) => void stored.push(id),
  });
  return { profiler, stored };
}

function outcomeOf(run: Promise<ProfilingOutcome>) {
  let outcome: ProfilingOutcome | undefined;
  void run.then((value) => (outcome = value));
  return () => outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('device profiling', () => {
  it('uses the profiling numbers: 15 s timeout, 1.5 s completion delay', () => {
    expect(timing).toEqual({ timeoutMs: 15_000, completionDelayMs: 1_500 });
  });

  it('stores a new profiling session id when it starts', () => {
    const { profiler, stored } = setup();
    void profiler.start();
    expect(stored).toEqual(['profile-1']);
    expect(profiler.snapshot()).toEqual({ status: 'running', sessionId: 'profile-1' });
  });

  it('ends after 15 s without a completion message, not before', async () => {
    const { profiler } = setup();
    const outcome = outcomeOf(profiler.start());
    await vi.advanceTimersByTimeAsync(timing.timeoutMs - 1);
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toBe('timedOut');
    expect(profiler.snapshot().status).toBe('timedOut');
  });

  it('ends 1.5 s after the completion message', async () => {
    const { profiler } = setup();
    const outcome = outcomeOf(profiler.start());
    await vi.advanceTimersByTimeAsync(2_000);
    profiler.complete();
    expect(profiler.snapshot().status).toBe('completing');
    await vi.advanceTimersByTimeAsync(timing.completionDelayMs - 1);
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toBe('completed');
    // The timeout no longer applies.
    await vi.advanceTimersByTimeAsync(timing.timeoutMs);
    expect(profiler.snapshot().status).toBe('completed');
  });

  it('ignores a completion message when no run is going', async () => {
    const { profiler } = setup();
    profiler.complete();
    expect(profiler.snapshot().status).toBe('idle');
    const outcome = outcomeOf(profiler.start());
    await vi.advanceTimersByTimeAsync(timing.timeoutMs);
    profiler.complete();
    await vi.advanceTimersByTimeAsync(timing.completionDelayMs);
    expect(outcome()).toBe('timedOut');
  });

  it('restarting cancels the run in progress and starts a new id with its own 15 s', async () => {
    const { profiler, stored } = setup();
    const first = outcomeOf(profiler.start());
    await vi.advanceTimersByTimeAsync(10_000);
    const second = outcomeOf(profiler.start());
    await vi.advanceTimersByTimeAsync(0);
    expect(first()).toBe('cancelled');
    expect(stored).toEqual(['profile-1', 'profile-2']);
    await vi.advanceTimersByTimeAsync(timing.timeoutMs - 1);
    expect(second()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(second()).toBe('timedOut');
  });

  it('recognises only { type: PROFILING_COMPLETE } as the completion message', () => {
    expect(isProfilingCompleteMessage({ type: 'PROFILING_COMPLETE' })).toBe(true);
    expect(isProfilingCompleteMessage('PROFILING_COMPLETE')).toBe(false);
    expect(isProfilingCompleteMessage({ type: 'USER_ACTIVITY' })).toBe(false);
    expect(isProfilingCompleteMessage(null)).toBe(false);
  });
});

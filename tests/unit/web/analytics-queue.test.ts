import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsEvent } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const { tagQueueSpacingMs: SPACING, customEventDelayMs: DELAY } = appManifest.analytics;

describe('analytics tag queue and custom events', () => {
  let sent: { at: number; event: AnalyticsEvent }[];
  const start = Date.parse('2026-03-18T15:00:00.000Z');
  const make = (sink?: (event: AnalyticsEvent) => void | Promise<void>) =>
    createAnalytics({
      tagQueueSpacingMs: SPACING,
      customEventDelayMs: DELAY,
      page: () => '/accounts',
      sink: sink ?? ((event) => void sent.push({ at: Date.now() - start, event })),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads its timing from app.json: tags 1 s apart, custom events 0.5 s late', () => {
    expect([SPACING, DELAY]).toEqual([1000, 500]);
  });

  it('sends the first tag at once and each queued one spacing after the one before', () => {
    const analytics = make();
    analytics.tag('one');
    analytics.tag('two', { step: 'tokens' });
    analytics.tag('three');
    expect(sent.map((entry) => [entry.at, entry.event.name])).toEqual([[0, 'one']]);
    expect(analytics.pending()).toBe(2);
    vi.advanceTimersByTime(SPACING - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(SPACING);
    expect(sent.map((entry) => [entry.at, entry.event.name])).toEqual([
      [0, 'one'],
      [SPACING, 'two'],
      [2 * SPACING, 'three'],
    ]);
    expect(sent[1]!.event).toEqual({ type: 'tag', name: 'two', data: { step: 'tokens' }, occurredAt: new Date(start).toISOString(), page: '/accounts' });
    expect(analytics.pending()).toBe(0);
  });

  it('keeps the spacing for a tag raised soon after the last one left, and sends at once after a pause', () => {
    const analytics = make();
    analytics.tag('first');
    vi.advanceTimersByTime(300);
    analytics.tag('soon');
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(SPACING - 300);
    expect(sent.map((entry) => [entry.at, entry.event.name])).toEqual([
      [0, 'first'],
      [SPACING, 'soon'],
    ]);
    vi.advanceTimersByTime(5 * SPACING);
    analytics.tag('later');
    expect(sent.at(-1)).toEqual({ at: 6 * SPACING, event: expect.objectContaining({ name: 'later', occurredAt: new Date(start + 6 * SPACING).toISOString() }) });
  });

  it('delays each custom event by the custom-event delay, outside the tag queue', () => {
    const analytics = make();
    analytics.tag('tag');
    analytics.tag('queued tag');
    analytics.customEvent('offer.viewed', { id: 'T1' });
    expect(sent.map((entry) => entry.event.name)).toEqual(['tag']);
    vi.advanceTimersByTime(DELAY - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual({ at: DELAY, event: { type: 'custom', name: 'offer.viewed', data: { id: 'T1' }, occurredAt: new Date(start).toISOString(), page: '/accounts' } });
    vi.advanceTimersByTime(SPACING);
    expect(sent.map((entry) => [entry.at, entry.event.name])).toEqual([
      [0, 'tag'],
      [DELAY, 'offer.viewed'],
      [SPACING, 'queued tag'],
    ]);
  });

  it('survives a failing sink, and sends nothing once disposed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const names: string[] = [];
    const analytics = make((event) => {
      names.push(event.name);
      if (event.name === 'throws') throw new Error('sink down');
      if (event.name === 'rejects') return Promise.reject(new Error('sink down'));
    });
    analytics.tag('throws');
    analytics.tag('rejects');
    analytics.tag('fine');
    await vi.advanceTimersByTimeAsync(2 * SPACING);
    expect(names).toEqual(['throws', 'rejects', 'fine']);
    expect(warn).toHaveBeenCalledTimes(2);
    // Raised within the spacing of 'fine': queued, then dropped.
    analytics.tag('gone');
    analytics.customEvent('gone too');
    analytics.dispose();
    analytics.tag('after');
    await vi.advanceTimersByTimeAsync(10 * SPACING);
    expect(names).toEqual(['throws', 'rejects', 'fine']);
    expect(analytics.pending()).toBe(0);
    warn.mockRestore();
  });
});

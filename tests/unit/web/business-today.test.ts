// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CLOCK_ELEMENT_ID } from '../../../engine/core/page-data';

/** The screens' business day, loaded afresh so the page-clock block (or its absence) is read as a page load would. */
async function loadBusinessToday() {
  vi.resetModules();
  return import('../../../screens/shared/business-today');
}

function servePageClock(now: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CLOCK_ELEMENT_ID;
  block.textContent = JSON.stringify({ now });
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(PAGE_CLOCK_ELEMENT_ID)?.remove();
  vi.useRealTimers();
});

describe("a form's today", () => {
  it('is the New York date the server served the page at, whatever day and zone the device thinks it is', async () => {
    // 22:30 EST on 2026-12-30 by the server; the device clock says it is already New Year's Eve afternoon.
    servePageClock('2026-12-31T03:30:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T15:00:00.000Z'));
    const { businessToday, processingDay } = await loadBusinessToday();
    expect(businessToday()).toBe('2026-12-30');
    // After the 20:00 cut-off the first processing day is the next business day.
    expect(processingDay()).toBe('2026-12-31');
  });

  it('on a daylight-saving switch day: 22:30 EDT on the Monday after spring forward is still that Monday', async () => {
    servePageClock('2027-03-16T02:30:00.000Z');
    const { businessToday, processingDay } = await loadBusinessToday();
    expect(businessToday()).toBe('2027-03-15');
    expect(processingDay()).toBe('2027-03-16');
  });

  it('dates an instant by the credit union calendar, as the server dates the same record', async () => {
    const { businessDayOf } = await loadBusinessToday();
    expect(businessDayOf('2026-11-30T03:10:00.000Z')).toBe('2026-11-29');
    expect(businessDayOf('not a time')).toBe('not a time');
  });

  it('without a served clock (the dev server) falls back to the device clock, still on the New York calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T04:30:00.000Z'));
    const { businessToday } = await loadBusinessToday();
    expect(businessToday()).toBe('2026-12-30');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents, resolveTemplate } from '../../../engine/core';
import { addCalendarDays } from '../../../engine/core/calendar';
import { PayoffQuoteField } from '../../../screens/accounts/PayoffQuoteField';
import { businessToday } from '../../../screens/shared/business-today';
import { formatDay } from '../../../screens/shared/format-day';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';

const copy = loanServicingManifest.copy;
const rules = loanServicingManifest.payoffQuote;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const askedFor = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('through'));

function renderField() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PayoffQuoteField accountId="loan-1" />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(copy.quoteLabel) as HTMLInputElement;
}

beforeEach(() => {
  // $2,000.00 through today, $0.67 more for each later day.
  fetchMock = vi.fn(async (url: string) => {
    const through = new URL(url, 'http://localhost').searchParams.get('through')!;
    const days = Math.round((Date.parse(through) - Date.parse(businessToday())) / 86_400_000);
    return json({ payoffCents: 200_000 + 67 * days, goodThrough: through, perDiemCents: 67 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payoff good through field of a loan', () => {
  it('is a labelled date from today to the configured days ahead, quoting today at first with the per-diem', async () => {
    const today = businessToday();
    const input = renderField();
    expect(input.type).toBe('date');
    expect(input.value).toBe(today);
    expect(input.min).toBe(today);
    expect(input.max).toBe(addCalendarDays(today, rules.maxDaysAhead));
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(resolveTemplate(copy.quoteHint, { date: formatDay(input.max) }));
    expect(await screen.findByText(resolveTemplate(copy.quoteValue, { amount: formatCents(200_000), date: formatDay(today) }))).toBeTruthy();
    expect(screen.getByText(resolveTemplate(copy.quotePerDiem, { amount: formatCents(67) }))).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/productsummary/arrangements/loan-1/payoff-quote?through=');
  });

  it('quotes the day the member picks', async () => {
    const input = renderField();
    const later = addCalendarDays(businessToday(), 10);
    fireEvent.change(input, { target: { value: later } });
    expect(await screen.findByText(resolveTemplate(copy.quoteValue, { amount: formatCents(200_670), date: formatDay(later) }))).toBeTruthy();
    expect(askedFor()).toContain(later);
  });

  it('refuses a day past the last allowed or before today with the configured message, tied to the input, without asking', async () => {
    const input = renderField();
    const tooFar = addCalendarDays(businessToday(), rules.maxDaysAhead + 1);
    fireEvent.change(input, { target: { value: tooFar } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(resolveTemplate(rules.errors.tooFar, { days: rules.maxDaysAhead }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    fireEvent.change(input, { target: { value: addCalendarDays(businessToday(), -1) } });
    expect((await screen.findByRole('alert')).textContent).toBe(rules.errors.past);
    expect(askedFor()).not.toContain(tooFar);
    expect(screen.queryByText(new RegExp(copy.quotePerDiem.split('{')[0]!.replace(/[()]/g, '\\$&')))).toBeNull();
  });

  it("shows the server's message when it refuses", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ errors: [{ path: '/through', message: 'Server says no.' }] }, 400)));
    renderField();
    expect((await screen.findByRole('alert')).textContent).toBe('Server says no.');
  });
});

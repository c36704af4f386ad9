// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Insight, InsightsOffers, Offer } from '../../../engine/core/generated/api.gen';
import { createFlagStore, FlagsProvider, type FlagServiceConfig } from '../../../engine/react';
import OffersCarousel from '../../../screens/insights/OffersCarousel';
import { insightsManifest } from '../../../src/manifests/insights-manifest';
import { appManifest, flagsManifest } from '../../../src/manifests';

const copy = insightsManifest.copy;
const INTERVAL = appManifest.offers.slideIntervalMs;
const art = { publishUrl: '/insights-art/', path: 'certificate.svg' };

const insight = (treatmentId: string, name: string, realEstateArea = 'AS'): Insight => ({
  treatmentId, name, image: art, rank: 1, id: treatmentId, interactionId: `i-${treatmentId}`, buIndicator: 'CONSUMER', realEstateArea,
  snippet: `${name} snippet`, body: 'Body.', cta: 'Go', ctaUrl: '/certs', ctaScreenReaderText: `Go to ${name}`,
});
const offer = (treatmentId: string, offerName: string): Offer => ({
  treatmentId, offerName, tiltedCardArt: art, rank: 2, id: treatmentId, interactionId: `i-${treatmentId}`, buIndicator: 'CONSUMER', realEstateArea: 'AS',
  tagLine: 'Tag.', description: 'Description.', primaryButtonText: 'Apply', primaryButtonScreenreaderText: `Apply for ${offerName}`, primaryButtonUrl: '/certs',
  secondaryButtonText: 'More', secondaryButtonUrl: '/insights-offers', secondaryButtonScreenreaderText: `More about ${offerName}`,
});
const answer: InsightsOffers = {
  insights: [insight('INS-A', 'First insight'), insight('INS-ELSEWHERE', 'Not on this page', 'CCAD')],
  offers: [offer('OFF-B', 'Second offer'), offer('OFF-C', 'Third offer')],
};

let dispositions: { treatmentId: string; disposition: string }[] = [];
let reducedMotion = false;

function stubBrowser() {
  dispositions = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.includes('/users/me')) return body({ id: 'u1', externalId: 'M100001', fullName: 'Alex', additions: {} });
      if (url.includes('/insights-offers')) return body(answer);
      if (url.includes('/insight/disposition')) {
        dispositions.push(...(JSON.parse(String(init?.body)) as { dispositions: typeof dispositions }).dispositions);
        return body({ recorded: [], duplicates: [] });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderCarousel() {
  const store = createFlagStore({ definitions: flagsManifest.flags, defaultsAfterMs: 1500 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const never = () => new Promise<FlagServiceConfig>(() => undefined);
  render(
    <QueryClientProvider client={client}>
      <FlagsProvider store={store} loadConfig={never}>
        <MemoryRouter>
          <OffersCarousel realEstateArea="AS" />
        </MemoryRouter>
      </FlagsProvider>
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
  for (let i = 0; i < 20 && !screen.queryByRole('region', { name: copy.carouselLabel }); i += 1) await act(() => vi.advanceTimersByTimeAsync(10));
  return screen.getByRole('region', { name: copy.carouselLabel });
}

/** The title of the slide that is shown. */
const shownTitle = () => screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hidden)?.querySelector('h2')?.textContent;
/** Moves the clock in steps of at most one interval: each act() flushes React, which sets the next slide's timer. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= INTERVAL) {
    const step = Math.min(left, INTERVAL);
    await act(() => vi.advanceTimersByTimeAsync(step));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the offers carousel', () => {
  it("shows the placement's treatments as labelled slides of a carousel region, and advances every slideIntervalMs", async () => {
    const region = await renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(shownTitle()).toBe('First insight');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    // The slide's timer started while the render settled (within 10 ms steps).
    await advance(INTERVAL - 20);
    expect(shownTitle()).toBe('First insight');
    await advance(20);
    expect(shownTitle()).toBe('Second offer');
    await advance(INTERVAL);
    expect(shownTitle()).toBe('Third offer');
    await advance(INTERVAL);
    expect(shownTitle()).toBe('First insight');
  });

  it('records an impression once per slide shown', async () => {
    await renderCarousel();
    await advance(INTERVAL * 4);
    expect(dispositions.filter((d) => d.disposition === 'impression').map((d) => d.treatmentId)).toEqual(['INS-A', 'OFF-B', 'OFF-C']);
  });

  it('pauses while hovered and while focus is inside, and resumes after', async () => {
    const region = await renderCarousel();
    fireEvent.mouseEnter(region);
    await advance(INTERVAL * 3);
    expect(shownTitle()).toBe('First insight');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(region);
    await advance(INTERVAL);
    expect(shownTitle()).toBe('Second offer');

    const next = screen.getByRole('button', { name: copy.next });
    act(() => next.focus());
    await advance(INTERVAL * 3);
    expect(shownTitle()).toBe('Second offer');
    act(() => next.blur());
    await advance(INTERVAL);
    expect(shownTitle()).toBe('Third offer');
  });

  it('moves by Previous and Next, and Pause stops it until Play', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: copy.previous }));
    expect(shownTitle()).toBe('Third offer');
    fireEvent.click(screen.getByRole('button', { name: copy.next }));
    expect(shownTitle()).toBe('First insight');
    fireEvent.click(screen.getByRole('button', { name: copy.pause }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(INTERVAL * 3);
    expect(shownTitle()).toBe('First insight');
    fireEvent.click(screen.getByRole('button', { name: copy.play }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(INTERVAL);
    expect(shownTitle()).toBe('Second offer');
  });

  it('never advances by itself for members who prefer reduced motion', async () => {
    reducedMotion = true;
    await renderCarousel();
    expect(screen.getByRole('button', { name: copy.play })).toBeTruthy();
    await advance(INTERVAL * 5);
    expect(shownTitle()).toBe('First insight');
  });

  it('records click, yes and no from the slide', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('link', { name: 'Go to First insight' }));
    fireEvent.click(screen.getByRole('button', { name: 'I\'m interested in First insight' }));
    await advance(10);
    expect(screen.getByText(copy.thanks)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.next }));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks, do not show Second offer again' }));
    await advance(10);
    expect(dispositions.filter((d) => d.disposition !== 'impression')).toEqual([
      { treatmentId: 'INS-A', disposition: 'click' },
      { treatmentId: 'INS-A', disposition: 'yes' },
      { treatmentId: 'OFF-B', disposition: 'no' },
    ]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerOutlet, BannerProvider, UnknownBannerError, useBanners, type BannerApi, type BannerLinkHandlers } from '../../../engine/react';
import { bannersManifest, errorsManifest } from '../../../src/manifests';

let api: BannerApi;
function Capture() {
  api = useBanners();
  return null;
}

function renderHost(handlers: BannerLinkHandlers = {}) {
  render(
    <BannerProvider banners={bannersManifest} errors={errorsManifest}>
      <Capture />
      <BannerOutlet typeLabels={bannersManifest.typeLabels} closeLabel="Close" handlers={handlers} />
    </BannerProvider>,
  );
}

afterEach(cleanup);

describe('banner host (banner types and variants)', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['confirmation', 'status'],
    ['informational', 'status'],
    ['review', 'status'],
  ] as const)('a %s banner has role %s, an icon and its type label for screen readers', (type, role) => {
    renderHost();
    act(() => void api.show({ type, text: 'Something to say.' }));
    const banner = screen.getByRole(role);
    expect(banner.textContent).toBe(`${bannersManifest.typeLabels[type]}: Something to say.`);
    expect(banner.querySelector('.visually-hidden')?.textContent).toBe(`${bannersManifest.typeLabels[type]}: `);
    expect(banner.querySelector('svg.banner__icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(banner.className).toContain(`banner--${type}`);
  });

  it('gives each type its own icon, so type never rests on colour alone', () => {
    renderHost();
    act(() => {
      for (const type of ['error', 'warning', 'confirmation', 'informational', 'review'] as const) api.show({ type, text: type });
    });
    const shapes = [...document.querySelectorAll('svg.banner__icon path')].map((path) => path.getAttribute('d'));
    expect(new Set(shapes).size).toBe(5);
  });

  it('shows copy by key from banners.json, closable by default, and dismisses it with the close button', () => {
    renderHost();
    act(() => void api.show({ key: 'goPaperlessSaveFailed' }));
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(bannersManifest.banners.goPaperlessSaveFailed!.text);
    fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an errors.json code as an Error banner with its catalogue message', () => {
    renderHost();
    act(() => void api.show({ key: 'TECHNICAL_PROBLEM' }));
    expect(screen.getByRole('alert').textContent).toContain(errorsManifest.errors.TECHNICAL_PROBLEM!.message);
  });

  it('no-close: a banner configured not dismissible, or shown with that variant, has no close button', () => {
    renderHost();
    act(() => {
      api.show({ key: 'bankruptcy' });
      api.show({ type: 'informational', text: 'Pinned.' }, { variant: 'no-close' });
    });
    expect(bannersManifest.banners.bankruptcy!.dismissible).toBe(false);
    expect(screen.getByRole('alert').querySelector('button')).toBeNull();
    expect(screen.getByRole('status').querySelector('button')).toBeNull();
  });

  it('action-link: a navigate link goes through the app router; a Contact Us link calls its handler', () => {
    const handlers = { navigate: vi.fn(), contactUs: vi.fn() };
    renderHost(handlers);
    act(() => {
      api.show({ key: 'changeOfAddress' }, { values: {} });
      api.show({ key: 'delinquent' });
    });
    const review = bannersManifest.banners.changeOfAddress!;
    const link = screen.getByRole('link', { name: review.link!.label });
    expect(link.getAttribute('href')).toBe(review.link!.to);
    fireEvent.click(link);
    expect(handlers.navigate).toHaveBeenCalledWith(review.link!.to);
    fireEvent.click(screen.getByRole('button', { name: bannersManifest.banners.delinquent!.link!.label }));
    expect(handlers.contactUs).toHaveBeenCalledTimes(1);
  });

  it('action-link from plain text takes its link from the options, and refuses to show without one', () => {
    renderHost({ navigate: vi.fn() });
    act(() => void api.show({ type: 'informational', text: 'New statement.' }, { variant: 'action-link', link: { label: 'View', action: 'navigate', to: '/statements' } }));
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/statements');
    expect(() => api.show({ type: 'informational', text: 'No link.' }, { variant: 'action-link' })).toThrow(/needs a link/);
  });

  it('fills {tokens}, does not stack the same key twice, and throws for an unknown key listing the known ones', () => {
    renderHost();
    let first = '';
    let second = '';
    act(() => {
      first = api.show({ key: 'stepUpDenied' });
      second = api.show({ key: 'stepUpDenied' });
      api.show({ type: 'confirmation', text: 'Saved {count} items.' }, { values: { count: 3 } });
    });
    expect(second).toBe(first);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Saved 3 items.');
    expect(() => api.show({ key: 'noSuchBanner' })).toThrow(UnknownBannerError);
    expect(() => api.show({ key: 'noSuchBanner' })).toThrow(/Known keys: .*TECHNICAL_PROBLEM/);
    act(() => api.clear());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

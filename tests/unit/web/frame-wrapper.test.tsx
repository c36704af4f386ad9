// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameWrapper, USER_ACTIVITY } from '../../../engine/react';
import EmbeddedFrameScreen from '../../../screens/frame/EmbeddedFrameScreen';
import { copyManifest, errorsManifest } from '../../../src/manifests';

const LINK_EXPECTED = errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? 'missing';
const copy = { ...copyManifest.screens['embedded-frame'], linkExpected: LINK_EXPECTED };
const PARTNER = 'https://partner.example';

afterEach(cleanup);

function frameOf(): HTMLIFrameElement {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no iframe');
  return frame;
}

function postFrom(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('FrameWrapper', () => {
  it('shows a busy status until the frame loads, then only the titled frame', () => {
    render(<FrameWrapper src={`${PARTNER}/page`} title="Credit Card Fraud" copy={copy} onBack={() => {}} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', copy.loading);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(frameOf().title).toBe('Credit Card Fraud');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Credit Card Fraud');
    fireEvent.load(frameOf());
    expect(screen.queryByRole('status')).toBeNull();
    expect(frameOf().parentElement?.getAttribute('aria-busy')).toBe('false');
  });

  it("says 'iframeLink Expected' and renders no frame when the route gives no link", () => {
    render(<FrameWrapper src={undefined} title="Designated Beneficiaries" copy={copy} onBack={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('iframeLink Expected');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("honours height messages from the link's origin only", () => {
    render(<FrameWrapper src={`${PARTNER}/page`} copy={copy} onBack={() => {}} />);
    expect(frameOf().title).toBe(copy.untitledFrame);
    postFrom('https://evil.example', { type: 'FRAME_HEIGHT', height: 5000 });
    expect(frameOf().style.height).toBe('');
    postFrom(PARTNER, { type: 'FRAME_HEIGHT', height: 640.2 });
    expect(frameOf().style.height).toBe('641px');
    postFrom('https://evil.example', { type: 'FRAME_HEIGHT', height: 10 });
    postFrom(PARTNER, { type: 'FRAME_HEIGHT', height: -4 });
    expect(frameOf().style.height).toBe('641px');
  });

  it("relays a cross-origin link's USER_ACTIVITY as a same-origin message, and nobody else's", () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    render(<FrameWrapper src={`${PARTNER}/page`} copy={copy} onBack={() => {}} />);
    postFrom('https://evil.example', { type: USER_ACTIVITY });
    expect(post).not.toHaveBeenCalled();
    postFrom(PARTNER, USER_ACTIVITY);
    expect(post).toHaveBeenCalledWith({ type: USER_ACTIVITY }, window.location.origin);
    post.mockRestore();
  });

  it('calls onBack from the back button', () => {
    const onBack = vi.fn();
    render(<FrameWrapper src="/partner/x" copy={copy} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: copy.back }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('the embedded-frame screen', () => {
  const renderAt = (frame: { title?: string; src?: string }, entry: string) => {
    const router = createMemoryRouter([{ path: '/accounts/frame', element: <EmbeddedFrameScreen />, handle: { frame } }], { initialEntries: [entry] });
    render(<RouterProvider router={router} />);
  };

  it("loads the route's link with the app's query string passed on", () => {
    renderAt({ title: 'Designated Beneficiaries', src: '/partner/ira-beneficiaries' }, '/accounts/frame?account=abc');
    expect(frameOf().getAttribute('src')).toBe('/partner/ira-beneficiaries?account=abc');
    expect(frameOf().title).toBe('Designated Beneficiaries');
  });

  it('shows the link error when the route has a frame without src', () => {
    renderAt({ title: 'Designated Beneficiaries' }, '/accounts/frame');
    expect(screen.getByRole('alert').textContent).toBe(LINK_EXPECTED);
  });
});

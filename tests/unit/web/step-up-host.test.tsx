// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ModalProvider, apiFetch, configureApiClient, startProfiling, stopProfiling, useModals, type ModalApi } from '../../../engine/react';
import { apiClientOptions } from '../../../screens/shared/api-client-options';
import { appManifest, copyManifest, modalsManifest } from '../../../src/manifests';
import { StepUpHost, useStepUpFailRoute } from '../../../src/web/step-up';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const CHALLENGE = { status: 'CHALLENGE', event: 'achTransfer', data: { challengeId: 'c1', workflow: 'HR' }, state: 'CHALLENGE_REQUIRED' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const profilingHeader = appManifest.api.profiling.header;

interface Sent {
  readonly url: string;
  readonly headers: Record<string, string>;
}

let sent: Sent[];
let orderAnswers: Response[];
let pathname = '';

function Where() {
  pathname = useLocation().pathname;
  return null;
}

let modals: ModalApi;
function CaptureModals() {
  modals = useModals();
  return null;
}

function BackOnFail() {
  useStepUpFailRoute('/move-money/transfers');
  return null;
}

function renderApp(initial = '/move-money/transfers', withFailRoute = false) {
  render(
    <MemoryRouter initialEntries={[initial]}>
      <ModalProvider manifest={modalsManifest} handlers={{}}>
        <StepUpHost />
        <CaptureModals />
        <Where />
        {withFailRoute ? <BackOnFail /> : null}
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </ModalProvider>
    </MemoryRouter>,
  );
}

// The host imports the challenge when a step-up answer first comes; loaded here, that import answers from the cache.
beforeAll(async () => {
  await import('../../../screens/shared/step-up/StepUpChallenge');
});

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const post = () => apiFetch<{ id: string }>(ORDERS, { method: 'POST', body: { amountCents: 250000 }, headers: { 'Idempotency-Key': 'key-1' } });

async function passWithCode() {
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await flush();
  fireEvent.click(screen.getByLabelText(/Text message/));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await flush();
  fireEvent.change(screen.getByLabelText(copyManifest.stepUp.codeLabel), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  sent = [];
  orderAnswers = [];
  configureApiClient(apiClientOptions);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      if (url === ORDERS) return orderAnswers.shift() ?? json(500, {});
      if (url.startsWith('/api/auth/tfa/options')) return json(200, { phoneNumbers: [{ phoneId: 'p1', phoneNumber: '***1234', phoneType: 'MOBILE' }], pushDevices: [] });
      if (url === '/api/auth/tfa/challenge/otp') return json(200, { expiration: 300 });
      if (url === '/api/auth/tfa/challenge/verification') return json(200, { state: 'VERIFIED', event: 'achTransfer', status: 'SUCCESS' });
      return json(404, {});
    }),
  );
});

afterEach(() => {
  cleanup();
  stopProfiling();
  configureApiClient({});
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the step-up host: apiFetch, the challenge modal, and what follows', () => {
  it('a passed challenge re-sends the request with its Idempotency-Key, after restarting profiling', async () => {
    void startProfiling(appManifest.profiling);
    renderApp();
    orderAnswers.push(json(307, CHALLENGE), json(201, { id: 'order-1' }));
    const result = post();
    await flush();
    expect(screen.getByRole('dialog', { name: 'Verification Required' })).toBeTruthy();
    await passWithCode();
    await expect(result).resolves.toEqual({ id: 'order-1' });
    const orders = sent.filter((call) => call.url === ORDERS);
    expect(orders).toHaveLength(2);
    expect(orders[1]?.headers['Idempotency-Key']).toBe('key-1');
    // retry-profiling on Continue: the re-sent request carries the new profiling session.
    expect(orders[0]?.headers[profilingHeader]).toBeDefined();
    expect(orders[1]?.headers[profilingHeader]).toBeDefined();
    expect(orders[1]?.headers[profilingHeader]).not.toBe(orders[0]?.headers[profilingHeader]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Every call to the authentication service names the program, the platform and the app's version.
    const authCalls = sent.filter((call) => call.url.startsWith('/api/auth/'));
    expect(authCalls.length).toBeGreaterThanOrEqual(3);
    for (const call of authCalls) {
      expect(call.headers, call.url).toMatchObject({ cid: appManifest.customerProgramId, platform: 'WEB', appVersion: appManifest.appVersion });
    }
    // Once the request sent again has succeeded, the event's page of risk.json follows (the order is listed there).
    await flush();
    expect(pathname).toBe('/move-money/scheduled');
  });

  it('stays on the page when the request sent again fails, so its error shows where the member is', async () => {
    renderApp();
    orderAnswers.push(json(307, CHALLENGE), json(422, { errors: [{ path: '/amountCents', message: 'Maximum balance reached.' }] }));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    await passWithCode();
    expect(((await result) as ApiError).status).toBe(422);
    await flush();
    expect(pathname).toBe('/move-money/transfers');
  });

  it('opens one challenge at a time: a second step-up answer meanwhile is not passed', async () => {
    renderApp();
    orderAnswers.push(json(307, CHALLENGE), json(307, CHALLENGE));
    const first = post();
    await flush();
    const second = (await post().catch((caught: unknown) => caught)) as ApiError;
    expect(second.stepUp).toBe(true);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).rejects.toBeInstanceOf(ApiError);
  });

  it('a challenge still showing when the host goes away (sign-out) lets the request fail instead of hang', async () => {
    renderApp();
    orderAnswers.push(json(307, CHALLENGE));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    cleanup();
    expect(((await result) as ApiError).status).toBe(307);
    expect(sent.filter((call) => call.url === ORDERS)).toHaveLength(1);
  });

  it("waits its turn behind another modal of the host: never two dialogs at once", async () => {
    renderApp();
    act(() => {
      void modals.open('sessionTimeout');
    });
    orderAnswers.push(json(307, CHALLENGE));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Verification Required' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    await result;
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("an unverified end goes to '/'", async () => {
    renderApp();
    orderAnswers.push(json(307, CHALLENGE));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(((await result) as ApiError).status).toBe(307);
    expect(pathname).toBe('/');
  });

  it("goes to the screen's custom fail route instead", async () => {
    renderApp('/move-money/transfers/review', true);
    orderAnswers.push(json(307, CHALLENGE));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    await result;
    expect(pathname).toBe('/move-money/transfers');
  });

  it('leaves the page alone in a mobile web view and dismisses the view', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    document.cookie = `${appManifest.mobileWebView.platformCookie}=IOS`;
    renderApp();
    orderAnswers.push(json(307, CHALLENGE));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    await result;
    document.cookie = `${appManifest.mobileWebView.platformCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    expect(close).toHaveBeenCalledTimes(1);
    expect(pathname).toBe('/move-money/transfers');
    close.mockRestore();
  });

  it("a caller that does not re-send is redirected to the event's route from risk.json after a pass", async () => {
    void startProfiling(appManifest.profiling);
    renderApp();
    orderAnswers.push(json(307, CHALLENGE));
    const result = apiFetch(ORDERS, { method: 'POST', body: {}, retryAfterStepUp: false }).catch((caught: unknown) => caught);
    await flush();
    await passWithCode();
    expect(((await result) as ApiError).status).toBe(307);
    expect(pathname).toBe('/move-money/scheduled');
  });

  it('DENY shows Transaction Denied; its contact link goes to Contact Us', async () => {
    renderApp();
    orderAnswers.push(json(307, { status: 'DENY', event: 'achTransfer', data: { message: 'x' }, state: 'DENIED' }));
    const result = post().catch((caught: unknown) => caught);
    await flush();
    expect(screen.getByRole('dialog', { name: 'Transaction Denied' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: modalsManifest.modals.stepUpDeny?.contactLinkLabel ?? '' }));
    await flush();
    await result;
    expect(pathname).not.toBe('/move-money/transfers');
    expect(pathname).not.toBe('/');
  });
});

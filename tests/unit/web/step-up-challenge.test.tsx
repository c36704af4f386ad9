// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalProvider, useModals, type ModalApi } from '../../../engine/react';
import { appManifest, copyManifest, modalsManifest } from '../../../src/manifests';
import { StepUpChallenge, type StepUpResult } from '../../../screens/shared/step-up/StepUpChallenge';

const copy = copyManifest.stepUp;
const titleOf = (key: string) => modalsManifest.modals[key]?.title ?? '';
const OPTIONS = {
  phoneNumbers: [{ phoneId: 'p1', phoneNumber: '(***) ***-1234', phoneType: 'MOBILE' }],
  pushDevices: [{ pushId: 'd1', pushDevice: 'Pixel 8', deviceName: "Sam's phone", lastLoginDateTime: null }],
};

interface Call {
  readonly url: string;
  readonly body: unknown;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The authentication service's answers, per path; each test sets what it needs. */
let routes: Record<string, (body: Record<string, unknown>) => Response>;
let calls: Call[];

let modals: ModalApi;
function Capture() {
  modals = useModals();
  return null;
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openChallenge(): Promise<{ results: StepUpResult[] }> {
  const results: StepUpResult[] = [];
  render(
    <ModalProvider manifest={modalsManifest} handlers={{}}>
      <Capture />
    </ModalProvider>,
  );
  act(() => {
    void modals.openCustom((close) => (
      <StepUpChallenge
        answer={{ status: 'CHALLENGE', event: 'achTransfer', challengeId: 'c1', workflow: 'HR' }}
        onDone={(result) => {
          results.push(result);
          close();
        }}
      />
    ));
  });
  await flush();
  return { results };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

async function chooseAndSend(label: RegExp) {
  fireEvent.click(button('Verify'));
  await flush();
  fireEvent.click(screen.getByLabelText(label));
  fireEvent.click(button('Send'));
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  calls = [];
  routes = {
    '/api/auth/tfa/options': () => json(200, OPTIONS),
    '/api/auth/tfa/challenge/otp': () => json(200, { expiration: 300 }),
    '/api/auth/tfa/challenge/push': () => json(200, { transactionId: 't1', expiration: 120, pollingInterval: 3 }),
    '/api/auth/tfa/challenge/verification/push': () => json(200, { pushStatus: 'IN_PROGRESS' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0] ?? url;
      const body = init.body === undefined ? {} : (JSON.parse(String(init.body)) as Record<string, unknown>);
      calls.push({ url, body });
      const route = routes[path];
      return route === undefined ? json(404, {}) : route(body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the challenge modal: verification required and the choice of method', () => {
  it('asks to verify, loads the options for its workflow, and keeps Send disabled until a method is chosen', async () => {
    await openChallenge();
    expect(screen.getByRole('dialog', { name: titleOf('stepUpVerificationRequired') })).toBeTruthy();
    fireEvent.click(button('Verify'));
    await flush();
    expect(calls[0]?.url).toBe('/api/auth/tfa/options?workflow=HR');
    expect(heading()).toBe(titleOf('stepUpSelectChallenge'));
    expect(screen.getByLabelText('Text message to (***) ***-1234')).toBeTruthy();
    expect(screen.getByLabelText("Push notification to Sam's phone")).toBeTruthy();
    expect(button('Send').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Text message/));
    expect(button('Send').disabled).toBe(false);
  });

  it('shows the options banner when they fail to load', async () => {
    routes['/api/auth/tfa/options'] = () => json(500, {});
    await openChallenge();
    fireEvent.click(button('Verify'));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('There was a problem loading your verification options. Please try again.');
    expect(heading()).toBe(titleOf('stepUpVerificationRequired'));
  });

  it('Cancel ends the challenge unverified', async () => {
    const { results } = await openChallenge();
    fireEvent.click(button('Cancel'));
    await flush();
    expect(results).toEqual(['failed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the SMS code', () => {
  it('sends to the chosen phone for this challenge and counts down each second', async () => {
    routes['/api/auth/tfa/challenge/otp'] = () => json(200, { expiration: 10 });
    await openChallenge();
    await chooseAndSend(/Text message/);
    expect(calls.at(-1)?.body).toEqual({ otpType: 'SMS', phoneId: 'p1', workflow: 'HR', challengeId: 'c1' });
    expect(heading()).toBe(titleOf('stepUpSms'));
    expect(screen.getByText('Expires in 10 seconds')).toBeTruthy();
    await flush(1000);
    expect(screen.getByText('Expires in 9 seconds')).toBeTruthy();
    await flush(3000);
    expect(screen.getByText('Expires in 6 seconds')).toBeTruthy();
    await flush(60_000);
    expect(screen.getByText('Expires in 0 seconds')).toBeTruthy();
  });

  it('shows Resend only once half of the code lifetime is left', async () => {
    await openChallenge();
    await chooseAndSend(/Text message/);
    await flush(149_000);
    expect(screen.queryByRole('button', { name: copy.resend })).toBeNull();
    await flush(1000);
    fireEvent.click(button(copy.resend));
    await flush();
    expect(calls.filter((call) => call.url === '/api/auth/tfa/challenge/otp')).toHaveLength(2);
    expect(screen.getByText('Expires in 300 seconds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.resend })).toBeNull();
  });

  it('says numbers only, then a value, and enables Submit only at 6 digits', async () => {
    await openChallenge();
    await chooseAndSend(/Text message/);
    const input = screen.getByLabelText(copy.codeLabel);
    expect(document.activeElement).toBe(input);
    expect(button('Submit').disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(screen.getByText('Please enter numbers only')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Please enter a value')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Submit').disabled).toBe(true);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(button('Submit').disabled).toBe(false);
  });

  it('keeps "The code you entered was incorrect." until the input changes', async () => {
    routes['/api/auth/tfa/challenge/verification'] = () => json(400, { errors: [{ code: 'AA105', path: '', message: 'The code you entered was incorrect.' }] });
    await openChallenge();
    await chooseAndSend(/Text message/);
    const input = screen.getByLabelText(copy.codeLabel);
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(button('Submit'));
    await flush();
    expect(calls.at(-1)?.body).toEqual({ tfaType: 'otp', otp: '000000', workflow: 'HR', challengeId: 'c1' });
    expect(screen.getByText('The code you entered was incorrect.')).toBeTruthy();
    expect(button('Submit').disabled).toBe(true);
    await flush(5000);
    expect(screen.getByText('The code you entered was incorrect.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(copy.codeLabel), { target: { value: '00000' } });
    expect(screen.queryByText('The code you entered was incorrect.')).toBeNull();
  });

  it('locks out on AA106 and verifies on a right code', async () => {
    routes['/api/auth/tfa/challenge/verification'] = (body) =>
      body.otp === '111111' ? json(200, { state: 'VERIFIED', event: 'achTransfer', status: 'SUCCESS' }) : json(400, { errors: [{ code: 'AA106', path: '', message: 'locked' }] });
    const { results } = await openChallenge();
    await chooseAndSend(/Text message/);
    fireEvent.change(screen.getByLabelText(copy.codeLabel), { target: { value: '111111' } });
    fireEvent.click(button('Submit'));
    await flush();
    expect(heading()).toBe('Identity Verified');
    fireEvent.click(button('Continue'));
    await flush();
    expect(results).toEqual(['verified']);
  });

  it('shows Too Many Attempts with the member services phone, and Cancel ends it unverified', async () => {
    routes['/api/auth/tfa/challenge/verification'] = () => json(400, { errors: [{ code: 'AA106', path: '', message: 'locked' }] });
    const { results } = await openChallenge();
    await chooseAndSend(/Text message/);
    fireEvent.change(screen.getByLabelText(copy.codeLabel), { target: { value: '222222' } });
    fireEvent.click(button('Submit'));
    await flush();
    expect(heading()).toBe('Too Many Attempts');
    expect(screen.getByText(new RegExp(appManifest.memberServicesPhone.replace(/[()]/g, '\\$&')))).toBeTruthy();
    fireEvent.click(button('Cancel'));
    await flush();
    expect(results).toEqual(['failed']);
  });
});

describe('the push request', () => {
  const pollCount = () => calls.filter((call) => call.url === '/api/auth/tfa/challenge/verification/push').length;

  it("polls at the server's interval while IN_PROGRESS and verifies on APPROVED", async () => {
    await openChallenge();
    await chooseAndSend(/Push notification/);
    expect(heading()).toBe(titleOf('stepUpPush'));
    expect(calls.find((call) => call.url === '/api/auth/tfa/challenge/push')?.body).toEqual({ credentialId: 'd1', pushToken: 'Pixel 8', deviceName: "Sam's phone", workflow: 'HR', challengeId: 'c1' });
    expect(screen.getByText(copy.waitingForApproval)).toBeTruthy();
    await flush(2900);
    expect(pollCount()).toBe(0);
    await flush(100);
    expect(pollCount()).toBe(1);
    await flush(3000);
    expect(pollCount()).toBe(2);
    expect(calls.at(-1)?.body).toEqual({ transactionId: 't1', workflow: 'HR' });
    routes['/api/auth/tfa/challenge/verification/push'] = () => json(200, { pushStatus: 'APPROVED', event: 'achTransfer' });
    await flush(3000);
    expect(heading()).toBe('Identity Verified');
    await flush(9000);
    expect(pollCount()).toBe(3);
  });

  it('polls every 3 s by default when the server gives no interval', async () => {
    routes['/api/auth/tfa/challenge/push'] = () => json(200, { transactionId: 't1', expiration: 120, pollingInterval: 0 });
    await openChallenge();
    await chooseAndSend(/Push notification/);
    await flush(appManifest.challenge.pushPollDefaultMs * 2);
    expect(pollCount()).toBe(2);
  });

  it('shows Resend once a third of the push lifetime is left', async () => {
    routes['/api/auth/tfa/challenge/push'] = () => json(200, { transactionId: 't1', expiration: 120, pollingInterval: 1000 });
    await openChallenge();
    await chooseAndSend(/Push notification/);
    await flush(79_000);
    expect(screen.queryByRole('button', { name: copy.resend })).toBeNull();
    await flush(1000);
    expect(screen.getByRole('button', { name: copy.resend })).toBeTruthy();
  });

  it.each(['EXPIRED', 'INVALID'])('%s shows the push banner, stops polling and forces a resend', async (pushStatus) => {
    routes['/api/auth/tfa/challenge/verification/push'] = () => json(200, { pushStatus });
    await openChallenge();
    await chooseAndSend(/Push notification/);
    await flush(3000);
    expect(screen.getByRole('alert').textContent).toBe('There was a problem sending your push notification. Please try again.');
    expect(screen.getByRole('button', { name: copy.resend })).toBeTruthy();
    await flush(9000);
    expect(pollCount()).toBe(1);
  });

  it('a denied push (AA105) shows Verification Denied with the denied banner', async () => {
    routes['/api/auth/tfa/challenge/verification/push'] = () => json(400, { errors: [{ code: 'AA105', path: '', message: 'denied' }] });
    const { results } = await openChallenge();
    await chooseAndSend(/Push notification/);
    await flush(3000);
    expect(heading()).toBe('Verification Denied');
    expect(screen.getByRole('alert').textContent).toBe('Your verification has been denied.');
    fireEvent.click(button('Continue'));
    await flush();
    expect(results).toEqual(['failed']);
  });
});

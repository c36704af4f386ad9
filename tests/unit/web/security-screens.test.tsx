// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityHubMember, StaffAccessVisit, TfaPushDevice } from '../../../engine/core/generated/api.gen';
import { configureApiClient, setStepUpHandler } from '../../../engine/react';
import SecurityHubScreen from '../../../screens/security/SecurityHubScreen';
import SignInSettingsScreen from '../../../screens/security/SignInSettingsScreen';
import { appManifest, copyManifest, errorsManifest, modalsManifest } from '../../../src/manifests';
import { json, renderScreen } from './support/render-screen';

const copy = copyManifest.screens.security;
const removeModal = modalsManifest.modals.removePushDevice!;
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const removeCancel = modalButton('removePushDevice', 'cancel');
const removeConfirm = modalButton('removePushDevice', 'remove-device');

const hubMember = (overrides: Partial<SecurityHubMember> = {}): SecurityHubMember => ({
  activityIndicators: { fintechConfirm: false },
  usernameDetails: { username: 'member', updateUsername: true },
  lastSignIn: '2026-11-20T20:04:00.000Z',
  ...overrides,
});
const phone: TfaPushDevice = { pushId: 'd-1', pushDevice: 'iPhone 15', deviceName: "Alex's iPhone", lastLoginDateTime: '2026-11-19T13:00:00.000Z' };

const noContent = () => new Response(null, { status: 204 });

interface Call {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fake API for the screens: the hub, the device list (emptied by a DELETE), and the PUT answers given. */
function serve(answers: { hub?: () => Response; devices?: TfaPushDevice[]; staffVisits?: StaffAccessVisit[]; put?: (path: string, body: unknown) => Response | Promise<Response>; remove?: () => Response } = {}) {
  const calls: Call[] = [];
  let devices = answers.devices ?? [phone];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      calls.push({ method, path, headers: { ...(init.headers as Record<string, string>) }, body });
      if (method === 'GET' && path === '/api/security-hub/member') return answers.hub?.() ?? json(hubMember());
      if (method === 'GET' && path === '/api/auth/tfa/devices') return json({ pushDevices: devices });
      if (method === 'GET' && path === '/api/security-hub/member/devices') return json({ devices: [] });
      if (method === 'GET' && path === '/api/security-hub/member/staff-access') return json({ visits: answers.staffVisits ?? [] });
      if (method === 'DELETE') {
        const answer = answers.remove?.() ?? noContent();
        if (answer.status === 204) devices = devices.filter((device) => !path.endsWith(`/${device.pushId}`));
        return answer;
      }
      if (method === 'PUT') return (await answers.put?.(path, body)) ?? noContent();
      return json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureApiClient({});
});

// The forms load lazily with rjsf: the first one in a run takes a while to transform.
const LAZY = { timeout: 10_000 };
const field = (label: RegExp) => screen.findByLabelText(label, {}, LAZY);

describe('security hub', () => {
  it('shows the previous sign-in with a time-zone abbreviation, the username, activity and devices, focused on its heading', async () => {
    const calls = serve();
    renderScreen(<SecurityHubScreen />);
    const heading = screen.getByRole('heading', { level: 1, name: copy.hubHeading });
    expect(document.activeElement).toBe(heading);
    const time = (await screen.findByTestId('last-sign-in')).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-20T20:04:00.000Z');
    expect(time?.textContent).toMatch(/^Nov 20, 2026, \d{1,2}:04 [AP]M \S+$/);
    expect(screen.getByTestId('username').textContent).toBe('member');
    expect(screen.getByText(copy.fintechNone)).toBeTruthy();
    expect(await screen.findByText("Alex's iPhone")).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.signInSettingsLink }).getAttribute('href')).toBe('/settings/sign-in');
    const hubCall = calls.find((call) => call.path === '/api/security-hub/member');
    expect(hubCall?.headers).toMatchObject({ cid: appManifest.customerProgramId, platform: 'WEB', appVersion: appManifest.appVersion });
  });

  it('says when a connected app awaits confirmation and when there is no earlier sign-in', async () => {
    serve({ hub: () => json(hubMember({ activityIndicators: { fintechConfirm: true }, lastSignIn: null })) });
    renderScreen(<SecurityHubScreen />);
    expect(await screen.findByText(copy.fintechPending)).toBeTruthy();
    expect(screen.getByTestId('last-sign-in').textContent).toBe(copy.lastSignInNone);
  });

  it('shows loading, then the error with a retry that loads the hub', async () => {
    let fail = true;
    serve({ hub: () => (fail ? json({ errors: [{ path: '', message: 'down' }] }, 500) : json(hubMember())) });
    renderScreen(<SecurityHubScreen />);
    expect(screen.getAllByText(copy.loading).length).toBeGreaterThan(0);
    const alert = await screen.findByText(copy.error);
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: copy.retry }));
    expect(await screen.findByTestId('username')).toBeTruthy();
    expect(screen.queryByText(copy.error)).toBeNull();
  });

  it('removes a device after confirmation: Cancel keeps it and returns focus, Remove Device deletes it', async () => {
    const calls = serve();
    renderScreen(<SecurityHubScreen />);
    const remove = await screen.findByRole('button', { name: "Remove Alex's iPhone" });
    fireEvent.click(remove);
    let dialog = screen.getByRole('dialog', { name: removeModal.title });
    expect(within(dialog).getByText("Alex's iPhone will no longer receive identity verification requests.")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(removeCancel);
    fireEvent.click(within(dialog).getByRole('button', { name: removeCancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    dialog = screen.getByRole('dialog', { name: removeModal.title });
    fireEvent.click(within(dialog).getByRole('button', { name: removeConfirm }));
    expect(await screen.findByText(copy.devicesEmpty)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const banner = screen.getByText("Alex's iPhone was removed.").closest('[role="status"]');
    expect(document.activeElement).toBe(banner);
    const deleted = calls.filter((call) => call.method === 'DELETE');
    expect(deleted.map((call) => call.path)).toEqual(['/api/auth/esi/devices/device/d-1']);
    expect(deleted[0]?.headers).toMatchObject({ cid: appManifest.customerProgramId, platform: 'WEB' });
  });

  it('keeps the device and says so when the removal fails', async () => {
    serve({ remove: () => json({ errors: [{ path: '', message: 'nope' }] }, 500) });
    renderScreen(<SecurityHubScreen />);
    fireEvent.click(await screen.findByRole('button', { name: "Remove Alex's iPhone" }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: removeConfirm }));
    expect(await screen.findByText("We couldn't remove Alex's iPhone. Please try again.")).toBeTruthy();
    expect(screen.getByText("Alex's iPhone")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty state with no devices', async () => {
    serve({ devices: [] });
    renderScreen(<SecurityHubScreen />);
    expect(await screen.findByText(copy.devicesEmpty)).toBeTruthy();
  });

  it('lists the staff visits of the account (who, why, the changes made, each named with when), and says when there are none', async () => {
    serve({
      staffVisits: [
        {
          id: 'v-2',
          startedAt: '2026-11-20T15:00:00.000Z',
          endedAt: null,
          staffName: 'Priya S.',
          reason: 'Member reported a lost card',
          actionCount: 2,
          changes: [
            { at: '2026-11-20T15:02:00.000Z', action: 'Locked or unlocked a card' },
            { at: '2026-11-20T15:05:00.000Z', action: null },
          ],
        },
        { id: 'v-1', startedAt: '2026-11-19T15:00:00.000Z', endedAt: '2026-11-19T15:10:00.000Z', staffName: 'Owen D.', reason: 'Question about a deposit', actionCount: 0, changes: [] },
      ],
    });
    renderScreen(<SecurityHubScreen />);
    const section = await screen.findByTestId('staff-access');
    expect(within(section).getByRole('heading', { level: 2, name: copy.staffAccessHeading })).toBeTruthy();
    const visits = await within(section).findAllByRole('listitem');
    const top = visits.filter((item) => item.classList.contains('security__staff-visit'));
    expect(top.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Priya S\., member services.*still open.*Member reported a lost card.*2 changes made/),
      expect.stringMatching(/Owen D\., member services.* to .*Question about a deposit.*No changes made/),
    ]);
    // The changes are named, each with when it was made (in the device's own zone), oldest first.
    const changes = within(top[0]!).getByRole('list', { name: copy.staffAccessChangesLabel });
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Locked or unlocked a card, Nov 20, 2026, \d{1,2}:02 [AP]M/),
      expect.stringMatching(new RegExp(`^${copy.staffAccessChangeOther}, Nov 20, 2026, \\d{1,2}:05 [AP]M`)),
    ]);
    expect(within(top[1]!).queryByRole('list')).toBeNull();
    cleanup();
    serve();
    renderScreen(<SecurityHubScreen />);
    expect(await within(await screen.findByTestId('staff-access')).findByText(copy.staffAccessEmpty)).toBeTruthy();
  });
});

describe('sign-in settings: password', () => {
  async function fillPassword(current: string, next: string, confirm: string) {
    fireEvent.change(await field(/^Current Password/), { target: { value: current } });
    fireEvent.change(await field(/^New Password/), { target: { value: next } });
    fireEvent.change(await field(/^Confirm New Password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('shows the rules from app.json and refuses a mismatch without calling the server', async () => {
    const calls = serve();
    renderScreen(<SignInSettingsScreen />);
    const { passwordMinLength, passwordMaxLength } = appManifest.credentials;
    expect(await screen.findByText(`be ${passwordMinLength} to ${passwordMaxLength} characters long`, {}, LAZY)).toBeTruthy();
    await fillPassword('Demo-pass-2026', 'Harbor-lights-2027', 'Harbor-lights-2028');
    expect((await screen.findAllByText(copy.passwordMismatch)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts the server’s error on the field it names', async () => {
    const wrong = errorsManifest.errors.PASSWORD_CURRENT_WRONG!.message;
    serve({ put: () => json({ errors: [{ path: '/currentPassword', message: wrong }] }, 400) });
    renderScreen(<SignInSettingsScreen />);
    await fillPassword('not-it', 'Harbor-lights-2027', 'Harbor-lights-2027');
    await waitFor(async () => expect((await field(/^Current Password/)).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(wrong).length).toBeGreaterThan(0);
  });

  it('sends current and new password, then confirms with a focused banner and an emptied form', async () => {
    const calls = serve();
    renderScreen(<SignInSettingsScreen />);
    await fillPassword('Demo-pass-2026', 'Harbor-lights-2027', 'Harbor-lights-2027');
    const banner = (await screen.findByText(copy.passwordChanged)).closest('[role="status"]');
    // The banner is drawn a moment before its effect moves focus to it (passive effects run after paint).
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/security-hub/member/password', body: { currentPassword: 'Demo-pass-2026', newPassword: 'Harbor-lights-2027' } }),
    ]);
    expect(((await field(/^Current Password/)) as HTMLInputElement).value).toBe('');
  });

  it('stays submitting while the step-up runs, and says nothing was saved when it was not passed', async () => {
    configureApiClient({ stepUp: appManifest.api.stepUp });
    let finishChallenge: () => void = () => undefined;
    const handled = vi.fn(() => new Promise<void>((resolve) => (finishChallenge = resolve)));
    const removeHandler = setStepUpHandler(handled);
    try {
      serve({ put: () => json({ status: 'CHALLENGE', event: 'changePassword', data: { workflow: 'HR' }, state: 'CHALLENGE_REQUIRED' }, 307) });
      renderScreen(<SignInSettingsScreen />);
      await fillPassword('Demo-pass-2026', 'Harbor-lights-2027', 'Harbor-lights-2027');
      await waitFor(() => expect(handled).toHaveBeenCalledTimes(1));
      expect(screen.getByText(copy.submitting)).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement).disabled).toBe(true);
      finishChallenge();
      expect((await screen.findAllByText(copy.notVerified)).length).toBeGreaterThan(0);
      expect(screen.queryByText(copy.submitting)).toBeNull();
    } finally {
      removeHandler();
    }
  });
  it('sends the change again once the challenge is passed, and confirms it', async () => {
    configureApiClient({ stepUp: appManifest.api.stepUp });
    const removeHandler = setStepUpHandler(async () => true);
    let puts = 0;
    try {
      const calls = serve({
        put: () => {
          puts += 1;
          return puts === 1 ? json({ status: 'CHALLENGE', event: 'changePassword', data: { workflow: 'HR' }, state: 'CHALLENGE_REQUIRED' }, 307) : noContent();
        },
      });
      renderScreen(<SignInSettingsScreen />);
      await fillPassword('Demo-pass-2026', 'Harbor-lights-2027', 'Harbor-lights-2027');
      expect(await screen.findByText(copy.passwordChanged)).toBeTruthy();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
      expect(screen.queryByText(copy.notVerified)).toBeNull();
    } finally {
      removeHandler();
    }
  });
});

describe('sign-in settings: username', () => {
  it('changes the username, confirms it and reloads the hub', async () => {
    let username = 'member';
    const calls = serve({
      hub: () => json(hubMember({ usernameDetails: { username, updateUsername: true } })),
      put: (_path, body) => {
        username = (body as { username: string }).username.toLowerCase();
        return noContent();
      },
    });
    renderScreen(<SignInSettingsScreen />);
    fireEvent.change(await field(/^New Username/), { target: { value: 'Harbor.Member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect(await screen.findByText('Your username is now harbor.member. Use it the next time you sign in.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/security-hub/member/username', body: { username: 'Harbor.Member' } });
    await waitFor(() => expect(screen.getByTestId('username').textContent).toBe('harbor.member'));
  });

  it('shows a taken username on the field, and refuses a bad one before calling', async () => {
    const taken = errorsManifest.errors.USERNAME_TAKEN!.message;
    const calls = serve({ put: () => json({ errors: [{ path: '/username', message: taken }] }, 409) });
    renderScreen(<SignInSettingsScreen />);
    fireEvent.change(await field(/^New Username/), { target: { value: 'a b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect((await screen.findAllByText(errorsManifest.errors.USERNAME_POLICY!.message)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(await field(/^New Username/), { target: { value: 'business' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect((await screen.findAllByText(taken)).length).toBeGreaterThan(0);
  });

  it('offers no username form when the username is managed elsewhere', async () => {
    serve({ hub: () => json(hubMember({ usernameDetails: { username: 'msr', updateUsername: false } })) });
    renderScreen(<SignInSettingsScreen />);
    expect(await screen.findByText(copy.usernameFixed)).toBeTruthy();
    expect(screen.queryByLabelText(/^New Username/)).toBeNull();
    expect(await screen.findByLabelText(/^Current Password/)).toBeTruthy();
  });
});

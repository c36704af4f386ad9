// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalsManifest } from '../../../engine/core/generated/manifests.gen';
import { MODAL_DISMISSED, ModalProvider, useModals, type ModalActionHandlers, type ModalApi } from '../../../engine/react';
import { modalsManifest } from '../../../src/manifests';

let api: ModalApi;
function Capture() {
  api = useModals();
  return null;
}

function renderHost(options: { manifest?: ModalsManifest; handlers?: ModalActionHandlers; onActionError?: (error: unknown, key: string) => void } = {}) {
  return render(
    <ModalProvider manifest={options.manifest ?? modalsManifest} handlers={options.handlers ?? {}} {...(options.onActionError ? { onActionError: options.onActionError } : {})}>
      <Capture />
      <button type="button">Opener</button>
      <a href="/elsewhere">Background link</a>
    </ModalProvider>,
  );
}

const featureUnavailable = modalsManifest.modals.featureUnavailable!;
const permissionDenied = modalsManifest.modals.permissionDenied!;

afterEach(cleanup);

describe('modal host: defaults and accessibility', () => {
  it('opens a config modal as an aria-modal dialog named by its title and described by its body', async () => {
    renderHost();
    act(() => void api.open('featureUnavailable'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(featureUnavailable.title);
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(featureUnavailable.body);
    expect(screen.getByRole('button', { name: featureUnavailable.buttons[0]!.label })).toBeTruthy();
    expect(dialog.className).toContain('modal--centered');
  });

  it('moves focus to the first button, traps Tab inside, and returns focus to the opener on close', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    let closed: Promise<string> | undefined;
    act(() => {
      closed = api.open('permissionDenied');
    });
    const dialog = await screen.findByRole('dialog');
    const [cancel, contact] = permissionDenied.buttons.map((button) => screen.getByRole('button', { name: button.label }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    contact!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(contact);

    fireEvent.click(cancel!);
    await expect(closed).resolves.toBe('cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens a confirm that cannot be undone on its safe choice, so Enter does not do it by accident', async () => {
    renderHost();
    act(() => void api.open('cancelScheduledTransfer', { values: { amount: '$5.00', from: 'A', to: 'B', date: 'today' } }));
    await screen.findByRole('dialog');
    const definition = modalsManifest.modals.cancelScheduledTransfer!;
    const destructive = definition.buttons.find((button) => button.destructive === true)!;
    const safe = definition.buttons.find((button) => button.destructive !== true)!;
    expect(definition.buttons.indexOf(destructive)).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: safe.label })));
  });

  it('makes the page behind inert while open, and not after', async () => {
    const { container } = renderHost();
    const app = container.querySelector('.modal-host__app') as HTMLElement;
    expect(app.hasAttribute('inert')).toBe(false);
    act(() => void api.open('featureUnavailable'));
    await screen.findByRole('dialog');
    expect(app.hasAttribute('inert')).toBe(true);
    expect(app.contains(screen.getByRole('dialog'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: featureUnavailable.buttons[0]!.label }));
    expect(app.hasAttribute('inert')).toBe(false);
  });

  it('ignores a backdrop click and Escape (static backdrop, no keyboard close)', async () => {
    const { container } = renderHost();
    act(() => void api.open('featureUnavailable'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(container.ownerDocument.querySelector('.modal-backdrop')!);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('lets Escape and the backdrop close when modals.json defaults allow them', async () => {
    renderHost({ manifest: { ...modalsManifest, defaults: { centered: false, backdrop: 'dismiss', keyboard: true } } });
    let first: Promise<string> | undefined;
    act(() => {
      first = api.open('featureUnavailable');
    });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await expect(first).resolves.toBe(MODAL_DISMISSED);
    let second: Promise<string> | undefined;
    act(() => {
      second = api.open('featureUnavailable');
    });
    await screen.findByRole('dialog');
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    await expect(second).resolves.toBe(MODAL_DISMISSED);
  });
});

describe('modal host: one at a time, buttons and copy', () => {
  it('shows one modal at a time; a later request waits until the first closes', async () => {
    renderHost();
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = api.open('featureUnavailable');
      second = api.open('trustedUserBlocked');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: featureUnavailable.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe('ok');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: modalsManifest.modals.trustedUserBlocked!.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe('ok');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes every modal shown or waiting at once, each resolving as dismissed, a custom dialog too', async () => {
    renderHost();
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    let custom: Promise<void> | undefined;
    act(() => {
      first = api.open('featureUnavailable');
      second = api.open('trustedUserBlocked');
      custom = api.openCustom(() => <div role="dialog" aria-label="Custom">Custom</div>);
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => api.closeAll());
    await expect(first).resolves.toBe(MODAL_DISMISSED);
    await expect(second).resolves.toBe(MODAL_DISMISSED);
    await expect(custom).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void api.open('featureUnavailable'));
    expect(screen.getByRole('heading', { name: featureUnavailable.title })).toBeTruthy();
  });

  it('fills {tokens} in title and body from the values given', async () => {
    renderHost();
    act(() => void api.open('stepUpLockout', { values: { phone: '(800) 555-0199' } }));
    await screen.findByRole('dialog');
    expect(screen.getByText(/Please call us at \(800\) 555-0199 for assistance\./)).toBeTruthy();
  });

  it('hands signOut, contactUs and navigate buttons to the app handlers after closing', async () => {
    const handlers = { signOut: vi.fn(), contactUs: vi.fn(), navigate: vi.fn() };
    renderHost({ handlers });
    act(() => void api.open('permissionDenied'));
    fireEvent.click(await screen.findByRole('button', { name: 'Contact Us' }));
    expect(handlers.contactUs).toHaveBeenCalledTimes(1);
    act(() => void api.open('sessionTimeout'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(handlers.signOut).toHaveBeenCalledTimes(1);
    act(() => void api.open('profileInterceptMissing'));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Profile' }));
    expect(handlers.navigate).toHaveBeenCalledWith(modalsManifest.modals.profileInterceptMissing!.buttons[0]!.to);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs a confirm callback with a busy spinner, then closes; a failure is reported', async () => {
    const onActionError = vi.fn();
    renderHost({ onActionError });
    let finish: () => void = () => undefined;
    const onAction = vi.fn(() => new Promise<void>((resolve) => {
      finish = resolve;
    }));
    let closed: Promise<string> | undefined;
    act(() => {
      closed = api.open('sessionTimeout', { onAction });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onAction).toHaveBeenCalledWith('continue');
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Sign Out' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await expect(closed).resolves.toBe('continue');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => void api.open('loadFailed', { onAction: async () => Promise.reject(new Error('boom')) }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Try Again' })));
    await waitFor(() => expect(onActionError).toHaveBeenCalledWith(expect.any(Error), 'loadFailed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a loading modal (spinner, aria-busy, focus on its heading) until its closer is called', async () => {
    renderHost();
    let close: () => void = () => undefined;
    act(() => {
      close = api.showLoading('contextSwitching', { values: { name: 'Jordan Rivera' } });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    const heading = screen.getByRole('heading', { name: 'Switching to Jordan Rivera' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(dialog).queryByRole('button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    act(() => close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects a modal key modals.json does not have, listing the known keys, and a button-less modal for open()', async () => {
    renderHost();
    await expect(api.open('noSuchModal')).rejects.toThrow(/no modal "noSuchModal"\. Known modals: .*featureUnavailable/);
    await expect(api.open('loading')).rejects.toThrow(/showLoading/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

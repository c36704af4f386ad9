import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalButton, ModalsManifest } from '../../core/generated/manifests.gen';
import { resolveTemplate } from '../../core/template';
import { MODAL_DISMISSED, ModalContext, type ModalApi, type OpenModalOptions, type TemplateValues } from './modal-context';
import { focusOpener, returnFocus, trackFocusOutsideDialogs } from './focus';
import { ModalDialog, type ResolvedModal } from './ModalDialog';
import './modals.css';

/** What the buttons whose action leaves the modal's own scope do; the app supplies them so the engine stays generic. */
export interface ModalActionHandlers {
  readonly signOut?: () => void;
  readonly contactUs?: () => void;
  readonly navigate?: (to: string) => void;
}

export interface ModalProviderProps {
  readonly manifest: ModalsManifest;
  readonly handlers: ModalActionHandlers;
  /** Told when an onAction callback fails (and the caller did not turn reporting off), e.g. to show a banner. */
  readonly onActionError?: (error: unknown, modalKey: string) => void;
  readonly children: ReactNode;
}

interface ModalRequest {
  readonly id: number;
  readonly modal: ResolvedModal;
  readonly options: OpenModalOptions;
  readonly settle: (buttonId: string) => void;
  /** A caller-drawn dialog (openCustom) instead of the manifest one. */
  readonly render?: (close: () => void) => ReactNode;
}

/** Thrown (as a rejection) when code asks for a modal modals.json does not have; lists the keys it does have. */
export class UnknownModalError extends Error {
  constructor(key: string, known: readonly string[]) {
    super(`modals.json has no modal "${key}". Known modals: ${[...known].sort().join(', ')}`);
    this.name = 'UnknownModalError';
  }
}

function resolveModal(manifest: ModalsManifest, key: string, values: TemplateValues, loading: boolean): ResolvedModal {
  const definition = manifest.modals[key];
  if (definition === undefined) throw new UnknownModalError(key, Object.keys(manifest.modals));
  const fill = (text: string | undefined) => (text === undefined ? undefined : resolveTemplate(text, values));
  const title = fill(definition.title);
  const body = fill(definition.body);
  return {
    key,
    ...(title === undefined ? {} : { title }),
    ...(body === undefined ? {} : { body }),
    ...(definition.contactLinkLabel === undefined ? {} : { contactLinkLabel: definition.contactLinkLabel }),
    buttons: loading ? [] : definition.buttons,
    loading,
  };
}

/**
 * The one modal host: modals by key from modals.json, one at a time (later requests wait their turn),
 * with modals.json's defaults (centred, static backdrop, no Escape). While a modal shows, everything else
 * is inert; when the last one closes, focus goes back to where it was before the first opened.
 */
export function ModalProvider({ manifest, handlers, onActionError, children }: ModalProviderProps) {
  const [queue, setQueue] = useState<readonly ModalRequest[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);
  // Every request shown or waiting, by id, as of now (the state's queue catches up at the next render).
  const queued = useRef(new Map<number, ModalRequest>());
  const returnFocusTo = useRef<Element | null>(null);
  const customClosers = useRef(new Map<number, () => void>());
  const live = useRef({ handlers, onActionError });
  live.current = { handlers, onActionError };
  const focusOutside = useRef<ReturnType<typeof trackFocusOutsideDialogs> | null>(null);
  useEffect(() => {
    const tracker = trackFocusOutsideDialogs(document);
    focusOutside.current = tracker;
    return () => {
      tracker.stop();
      focusOutside.current = null;
    };
  }, []);

  const enqueue = useCallback(
    (modal: ResolvedModal, options: OpenModalOptions, settle: (buttonId: string) => void, render?: ModalRequest['render']) => {
      nextId.current += 1;
      const id = nextId.current;
      if (queued.current.size === 0) returnFocusTo.current = focusOpener(document, focusOutside.current?.last() ?? null);
      const request: ModalRequest = { id, modal, options, settle, ...(render === undefined ? {} : { render }) };
      queued.current.set(id, request);
      setQueue((current) => [...current, request]);
      return id;
    },
    [],
  );

  const remove = useCallback((id: number) => {
    queued.current.delete(id);
    setQueue((current) => current.filter((request) => request.id !== id));
  }, []);

  const api = useMemo<ModalApi>(
    () => ({
      open(key, options = {}) {
        try {
          const modal = resolveModal(manifest, key, options.values ?? {}, false);
          if (modal.buttons.length === 0) throw new Error(`The modal "${key}" has no buttons: show it with showLoading.`);
          return new Promise<string>((resolve) => enqueue(modal, options, resolve));
        } catch (error) {
          return Promise.reject(error);
        }
      },
      showLoading(key, options = {}) {
        const modal = resolveModal(manifest, key, options.values ?? {}, true);
        const id = enqueue(modal, {}, () => undefined);
        return () => remove(id);
      },
      openCustom(render) {
        return new Promise<void>((resolve) => {
          const id = enqueue({ key: 'custom', buttons: [], loading: false }, {}, () => undefined, render);
          customClosers.current.set(id, () => {
            customClosers.current.delete(id);
            remove(id);
            resolve();
          });
        });
      },
      closeAll() {
        setBusy(false);
        for (const request of [...queued.current.values()]) {
          const closeCustom = customClosers.current.get(request.id);
          if (closeCustom) closeCustom();
          else {
            remove(request.id);
            request.settle(MODAL_DISMISSED);
          }
        }
      },
    }),
    [manifest, enqueue, remove],
  );

  const current = queue[0];

  const close = useCallback(
    (request: ModalRequest, buttonId: string) => {
      setBusy(false);
      remove(request.id);
      request.settle(buttonId);
    },
    [remove],
  );

  const onButton = useCallback(
    async (button: ModalButton) => {
      if (current === undefined) return;
      const { handlers: actions, onActionError: report } = live.current;
      if (button.action === 'confirm' && current.options.onAction !== undefined) {
        setBusy(true);
        try {
          await current.options.onAction(button.id);
        } catch (error) {
          if (current.options.reportErrors !== false) report?.(error, current.modal.key);
        }
      }
      close(current, button.id);
      if (button.action === 'signOut') actions.signOut?.();
      if (button.action === 'contactUs') actions.contactUs?.();
      if (button.action === 'navigate' && button.to !== undefined) actions.navigate?.(button.to);
    },
    [current, close],
  );

  const onContactLink = useCallback(() => {
    if (current === undefined) return;
    close(current, 'contact-link');
    live.current.handlers.contactUs?.();
  }, [current, close]);

  const onDismiss = useCallback(() => {
    if (current !== undefined && !current.modal.loading) close(current, MODAL_DISMISSED);
  }, [current, close]);

  // Runs after the commit that removed `inert`, so the element can take focus again.
  const open = current !== undefined;
  useEffect(() => {
    if (open) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    return returnFocus(target);
  }, [open]);

  return (
    <ModalContext.Provider value={api}>
      <div className="modal-host__app" inert={open}>
        {children}
      </div>
      {current?.render !== undefined ? (
        <Fragment key={current.id}>{current.render(customClosers.current.get(current.id) ?? (() => undefined))}</Fragment>
      ) : current === undefined ? null : (
        <ModalDialog
          key={current.id}
          modal={current.modal}
          behaviour={manifest.defaults}
          busy={busy}
          onButton={(button) => void onButton(button)}
          onContactLink={onContactLink}
          onDismiss={onDismiss}
        />
      )}
    </ModalContext.Provider>
  );
}

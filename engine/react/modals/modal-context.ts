import { createContext, useContext, type ReactNode } from 'react';

/** What a modal button resolves to when the modal is closed without one (Escape or backdrop, where allowed). */
export const MODAL_DISMISSED = 'dismiss';

export type TemplateValues = Readonly<Record<string, string | number>>;

export interface OpenModalOptions {
  /** Fills `{name}` tokens in the title and body. */
  readonly values?: TemplateValues;
  /**
   * Runs when a `confirm` button is pressed. While its promise is pending the modal shows its spinner and its
   * buttons are disabled; the modal closes once it settles ("modal close with callback").
   */
  readonly onAction?: (buttonId: string) => void | Promise<void>;
  /** Whether a failing onAction is reported through the provider's onActionError (a banner); true by default. */
  readonly reportErrors?: boolean;
}

export interface LoadingModalOptions {
  readonly values?: TemplateValues;
}

export interface ModalApi {
  /**
   * Queues the modal `key` of modals.json (one shows at a time) and resolves with the id of the button that
   * closed it, or MODAL_DISMISSED. Rejects at once when modals.json has no such modal or it has no buttons.
   */
  open(key: string, options?: OpenModalOptions): Promise<string>;
  /** Queues a loading modal (spinner and text, e.g. "Switching to {name}"); call the result to close it. */
  showLoading(key: string, options?: LoadingModalOptions): () => void;
  /**
   * Queues a dialog the caller draws itself (a rich body: inputs, a live countdown) in the same one-at-a-time queue,
   * with the rest of the app inert behind it. `render` gets `close`; the promise resolves once it is called.
   */
  openCustom(render: (close: () => void) => ReactNode): Promise<void>;
  /**
   * Closes every modal shown or waiting, each resolving as dismissed, for an event that makes them moot (the
   * session has ended: its warning and anything queued behind it no longer apply).
   */
  closeAll(): void;
}

export const ModalContext = createContext<ModalApi | undefined>(undefined);

/** The modal host of the nearest ModalProvider; throws without one. */
export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (api === undefined) throw new Error('useModals needs a <ModalProvider> above it.');
  return api;
}

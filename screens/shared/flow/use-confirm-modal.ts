import { ACCESS_MODALS, useModals } from '../../../engine/react';
import type { TemplateValues } from '../../../engine/react/modals';
import { newIdempotencyKey } from './idempotency-key';
import { isPermissionDenied } from './use-permission-denied';

export type ConfirmOutcome<T> =
  | { readonly confirmed: false }
  | { readonly confirmed: true; readonly result: T }
  | { readonly confirmed: true; readonly error: unknown };

export interface ConfirmOptions {
  /** Let the modal host report a failed action (its banner) instead of only returning it. */
  readonly reportErrors?: boolean;
  /**
   * The control that opened the dialog. Focused first, so the host gives focus back to it on close even where a
   * click does not focus a button (Safari).
   */
  readonly opener?: HTMLElement;
}

/**
 * "Are you sure?" through the modal host: the modal `key` of config/modals.json (its confirm button runs `action`
 * with the dialog's spinner; its close button cancels). One Idempotency-Key per confirmation, so pressing the
 * button again cannot run the action twice. Resolves once the dialog has closed, with what happened. An action the
 * server refuses (403) closes the dialog and opens the permission-denied modal; it resolves as not confirmed.
 */
export function useConfirmModal() {
  const modals = useModals();
  return async <T>(key: string, values: TemplateValues, action: (idempotencyKey: string) => Promise<T>, options: ConfirmOptions = {}): Promise<ConfirmOutcome<T>> => {
    options.opener?.focus();
    const idempotencyKey = newIdempotencyKey();
    let outcome: ConfirmOutcome<T> = { confirmed: false };
    await modals.open(key, {
      values,
      reportErrors: options.reportErrors === true,
      onAction: async () => {
        try {
          outcome = { confirmed: true, result: await action(idempotencyKey) };
        } catch (error) {
          outcome = { confirmed: true, error };
          if (options.reportErrors && !isPermissionDenied(error)) throw error;
        }
      },
    });
    if ('error' in outcome && isPermissionDenied(outcome.error)) {
      await modals.open(ACCESS_MODALS.permissionDenied);
      return { confirmed: false };
    }
    return outcome;
  };
}

import { resolveTemplate } from '../../../engine/core';
import { ACCESS_MODALS, useModals, useVisibilityContext } from '../../../engine/react';
import type { TemplateValues } from '../../../engine/react/modals';
import { modalsManifest } from '../../../src/manifests';
import { staffManifest } from '../../../src/manifests/staff-manifest';
import { ReasonDialog } from '../reason-dialog/ReasonDialog';
import { messageOf } from './flow-errors';
import type { ConfirmOptions, ConfirmOutcome } from './use-confirm-modal';
import { isPermissionDenied } from './use-permission-denied';

const reasonCopy = staffManifest.actionReason;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;

/** Whether the signed-in user is staff acting in the member's screens (the OneView channel). */
export function useActsForMember(): boolean {
  return useVisibilityContext().channel === 'OneView';
}

/**
 * A confirmation that also asks staff why, in one dialog: the title, body and button labels of the config/modals.json
 * modal `key` (its `{tokens}` filled), with the reason field of config/staff.json actionReason. The confirm button
 * runs `action` with the reason (which sends it with actionReasonHeaders, so the server does not ask again); a
 * refusal shows in the dialog, which stays open, except a 403, which closes it and opens the permission-denied modal.
 * Resolves once the dialog has closed, with what happened.
 */
export function useConfirmWithReason() {
  const modals = useModals();
  return async <T,>(key: string, values: TemplateValues, action: (reason: string) => Promise<T>, options: Pick<ConfirmOptions, 'opener'> = {}): Promise<ConfirmOutcome<T>> => {
    const modal = modalsManifest.modals[key];
    if (modal === undefined) throw new Error(`modals.json has no modal "${key}"`);
    options.opener?.focus();
    const cancel = modal.buttons.find((button) => button.action === 'close')?.label ?? reasonCopy.cancel;
    const confirm = modal.buttons.find((button) => button.action === 'confirm')?.label ?? reasonCopy.submit;
    let outcome: ConfirmOutcome<T> = { confirmed: false };
    let denied = false;
    await modals.openCustom((close) => (
      <ReasonDialog
        copy={{
          title: resolveTemplate(modal.title ?? '', values),
          body: resolveTemplate(modal.body ?? '', values),
          label: reasonCopy.label,
          hint: reasonCopy.body,
          submit: confirm,
          cancel,
          tooShort: resolveTemplate(reasonCopy.tooShort, { min: reasonMinLength }),
        }}
        minLength={reasonMinLength}
        maxLength={reasonMaxLength}
        onSubmit={async (reason) => {
          try {
            outcome = { confirmed: true, result: await action(reason) };
            close();
            return undefined;
          } catch (error) {
            if (!isPermissionDenied(error)) return messageOf(error);
            denied = true;
            close();
            return undefined;
          }
        }}
        onCancel={close}
      />
    ));
    if (denied) await modals.open(ACCESS_MODALS.permissionDenied);
    return outcome;
  };
}

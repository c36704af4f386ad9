import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { resolveTemplate } from '../../../engine/core';
import { setActionReasonHandler } from '../../../engine/react';
import { ReasonDialog } from '../../../screens/shared/reason-dialog/ReasonDialog';
import { staffManifest } from '../../manifests/staff-manifest';

const copy = staffManifest.actionReason;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;

type Answer = (reason: string | null) => void;

/**
 * Asks the representative why, whenever the server will not act for the member without a reason (apiFetch's
 * action-reason handler): the dialog of config/staff.json actionReason; the request goes again with the reason, or
 * fails as refused on Cancel. Drawn over everything, outside the modal host's queue, because the action may run from
 * a confirmation the host is still showing. One question at a time: a second action asking meanwhile gets no reason.
 */
export function ActionReasonHost() {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let asking: Answer | null = null;
    const remove = setActionReasonHandler(
      () =>
        new Promise<string | null>((resolve) => {
          if (asking !== null) {
            resolve(null);
            return;
          }
          const returnTo = document.activeElement;
          asking = (reason) => {
            asking = null;
            setAnswer(null);
            resolve(reason);
            if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
          };
          setAnswer(() => asking);
        }),
    );
    return () => {
      remove();
      asking?.(null);
    };
  }, []);

  if (answer === null) return null;
  return createPortal(
    <ReasonDialog
      copy={{ title: copy.title, body: copy.body, label: copy.label, submit: copy.submit, cancel: copy.cancel, tooShort: resolveTemplate(copy.tooShort, { min: reasonMinLength }) }}
      minLength={reasonMinLength}
      maxLength={reasonMaxLength}
      onSubmit={(reason) => {
        answer(reason);
        return undefined;
      }}
      onCancel={() => answer(null)}
    />,
    document.body,
  );
}

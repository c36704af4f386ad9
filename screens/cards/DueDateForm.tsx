import { resolveTemplate } from '../../engine/core';
import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { useChangeDueDate } from './card-services-api';
import type { DueDateInfo } from './card-services-api';
import { cardFormFailure } from './form-failure';
import { formCopy } from '../shared/form-copy';

const copy = cardsManifest.copy.cardServices.dueDate;

export interface DueDateFormProps {
  readonly info: DueDateInfo;
  readonly onChanged: (info: DueDateInfo) => void;
}

/**
 * The new due day (config/forms card-due-date), offered from the days the server allows, sent by the card's last
 * four digits. The server's refusals (too soon after the last change, a day not allowed) show on the form.
 * Loaded lazily (rjsf).
 */
export default function DueDateForm({ info, onChanged }: DueDateFormProps) {
  const manifest = formManifests['card-due-date'];
  if (!manifest) throw new Error('No form "card-due-date" in config/forms');
  const change = useChangeDueDate();
  const permissionDenied = usePermissionDenied();
  const dueDays = info.availableDueDays.map((day) => ({ id: String(day), label: resolveTemplate(copy.dayChoice, { day }) }));

  const submit = async ({ newDueDay }: { newDueDay: number }) => {
    try {
      onChanged(await change.mutateAsync({ lastFour: info.creditCardLastFour, cancel: false, newDueDay }));
      return undefined;
    } catch (error) {
      if (permissionDenied(error)) return undefined;
      return cardFormFailure(error, ['newDueDay']);
    }
  };

  return (
    <>
      <h2 id="due-date-form">{manifest.title}</h2>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<{ newDueDay: number }> manifest={manifest} copy={formCopy} onSubmit={submit} context={{ choiceLists: { dueDays } }} />
    </>
  );
}

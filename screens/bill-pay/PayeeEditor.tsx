import { useState } from 'react';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { SchemaForm } from '../../engine/react/forms';
import type { SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest } from '../../src/manifests';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { useAddPayee, useUpdatePayee } from './payees-api';
import type { Payee, PayeeFormData } from './payees-api';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens['bill-pay'];

export interface PayeeEditorProps {
  /** The payee to edit; a new payee when left out. */
  readonly payee?: Payee;
  readonly onSaved: (name: string) => void;
  readonly onCancel: () => void;
}

/** What an edit starts from: the payee's details except the account number, which the API only returns masked. */
function editableData(payee: Payee): PayeeFormData {
  const { name, nickname, addressLine1, city, state, zipCode, phone } = payee;
  return Object.fromEntries(Object.entries({ name, nickname, addressLine1, city, state, zipCode, phone }).filter(([, value]) => value !== undefined && value !== ''));
}

/** Add or edit a payee with the payee form of config/forms; server errors land on the fields. Loaded lazily (rjsf). */
export default function PayeeEditor({ payee, onSaved, onCancel }: PayeeEditorProps) {
  const base = formManifests.payee;
  if (!base) throw new Error('No form "payee" in config/forms');
  const manifest: FormManifest = payee ? { ...base, title: copy.editPayeeHeading, description: copy.editPayeeIntro, submitLabel: copy.savePayee } : base;
  // One key per opened editor: a double submit cannot add the payee twice; failed attempts are not stored, so a
  // corrected resubmit may reuse it.
  const [key] = useState(newIdempotencyKey);
  const add = useAddPayee();
  const update = useUpdatePayee();
  const permissionDenied = usePermissionDenied();

  const onSubmit = async (data: PayeeFormData): Promise<SubmitResult> => {
    try {
      if (payee) await update.mutateAsync({ key, id: payee.id, data });
      else await add.mutateAsync({ key, data });
    } catch (error) {
      return permissionDenied(error) ? undefined : fieldErrorsOf(error);
    }
    onSaved(String(data.name ?? ''));
    return undefined;
  };

  return (
    <section className="flow-step card" aria-labelledby="payee-editor">
      <StepHeading id="payee-editor">{manifest.title}</StepHeading>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<PayeeFormData> manifest={manifest} copy={formCopy} formData={payee ? editableData(payee) : {}} onSubmit={onSubmit}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </SchemaForm>
    </section>
  );
}

import { useState } from 'react';
import type { AddressVerificationResult, StandardizedAddress } from '../../engine/core/generated/api.gen';
import { SchemaForm } from '../../engine/react/forms';
import { type FieldError } from '../../engine/core/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { FlowNotice } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import type { ContactEditTarget } from './edit-request';
import { useSaveContact, verifyAddress } from './profile-api';
import { formCopy } from '../shared/form-copy';

const copy = profileManifest.copy;
const FORM_OF = { address: 'profile-address', email: 'profile-email' } as const;

type FormData = Record<string, unknown>;
type AddressData = StandardizedAddress;

const withoutBlanks = (data: FormData): FormData => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''));

function initialData(target: ContactEditTarget): FormData {
  switch (target.kind) {
    case 'address':
      if (!('address' in target)) return {};
      return withoutBlanks({
        addressLine1: target.address.additions.addressLine1,
        addressLine2: target.address.additions.addressLine2,
        addressLine3: target.address.additions.addressLine3,
        city: target.address.townName,
        state: target.address.countrySubDivision,
        zipCode: target.address.postalCode,
      });
    case 'email':
      return target.email && target.email.status === 'ACTIVE' ? { emailAddress: target.email.address } : {};
  }
}

const keyOf = (target: ContactEditTarget): string | undefined =>
  target.kind === 'address' ? ('address' in target ? target.address.key : undefined) : target.email?.key;

const addressTypeOf = (target: ContactEditTarget) => (target.kind !== 'address' ? undefined : 'address' in target ? target.address.type : target.addType);

function AddressLines({ address }: { address: AddressData }) {
  return (
    <address className="profile__address">
      {[address.addressLine1, address.addressLine2, address.addressLine3].filter((line) => line !== '').map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{`${address.city}, ${address.state} ${address.zipCode}`}</span>
    </address>
  );
}

export interface ContactEditorProps {
  readonly target: ContactEditTarget;
  readonly onSaved: (message: string) => void;
  readonly onCancel: () => void;
}

/**
 * Edits one contact through its config/forms form. An address is checked first (address/verify): refused with the
 * reason on its field, or, when the postal service writes it differently, the suggestion is shown beside what the
 * member typed and they choose. Any change (address or email) may open the step-up challenge; the save waits for it.
 */
export default function ContactEditor({ target, onSaved, onCancel }: ContactEditorProps) {
  const manifest = formManifests[FORM_OF[target.kind]];
  if (!manifest) throw new Error(`No form "${FORM_OF[target.kind]}" in config/forms`);
  const save = useSaveContact();
  const [choice, setChoice] = useState<{ entered: AddressData; result: AddressVerificationResult } | null>(null);
  const [formData, setFormData] = useState<FormData>(() => initialData(target));
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const addressType = addressTypeOf(target);
  const savedText = target.kind === 'address' ? copy.savedAddress : copy.savedEmail;
  const heading = target.kind === 'address' && addressType !== undefined ? `${manifest.title}: ${copy.addressTypes[addressType] ?? addressType}` : manifest.title;

  const send = async (data: FormData): Promise<readonly FieldError[]> => {
    const key = keyOf(target);
    const body = target.kind === 'address' && key === undefined ? { ...data, type: addressType } : data;
    try {
      await save.mutateAsync({ kind: target.kind, ...(key === undefined ? {} : { key }), data: body });
      onSaved(savedText);
      return [];
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const submit = async (data: FormData): Promise<readonly FieldError[]> => {
    setFormData(data);
    if (target.kind !== 'address') return send(withoutBlanks(data));
    const entered: AddressData = {
      addressLine1: String(data.addressLine1 ?? ''),
      addressLine2: String(data.addressLine2 ?? ''),
      addressLine3: String(data.addressLine3 ?? ''),
      city: String(data.city ?? ''),
      state: String(data.state ?? ''),
      zipCode: String(data.zipCode ?? ''),
    };
    let result: AddressVerificationResult;
    try {
      result = await verifyAddress({ ...withoutBlanks(data), ...(addressType === undefined ? {} : { type: addressType }) } as unknown as Parameters<typeof verifyAddress>[0]);
    } catch (error) {
      return fieldErrorsOf(error);
    }
    if (result.verdict === 'INVALID') return result.problems.map((problem) => ({ path: problem.field, message: problem.message }));
    if (result.verdict === 'CORRECTED' && result.suggestion) {
      setChoiceError(null);
      setChoice({ entered, result });
      return [];
    }
    return send(withoutBlanks(data));
  };

  const choose = async (address: AddressData) => {
    setChoiceError(null);
    const errors = await send(withoutBlanks({ ...address }));
    if (errors.length > 0) setChoiceError(errors.map((error) => error.message).join(' '));
  };

  if (choice?.result.suggestion) {
    const suggestion = choice.result.suggestion;
    return (
      <section className="flow-step card profile__choice" aria-labelledby="profile-address-choice">
        <StepHeading id="profile-address-choice">{copy.suggestionHeading}</StepHeading>
        <p>{copy.suggestionIntro}</p>
        <div className="profile__choices">
          <div>
            <h3>{copy.suggested}</h3>
            <AddressLines address={suggestion} />
          </div>
          <div>
            <h3>{copy.entered}</h3>
            <AddressLines address={choice.entered} />
          </div>
        </div>
        {choiceError ? <FlowNotice text={choiceError} role="alert" /> : null}
        {save.isPending ? <FlowNotice text={copy.saving} /> : null}
        <p className="flow-actions">
          <button type="button" className="button" disabled={save.isPending} onClick={() => void choose(suggestion)}>
            {copy.useSuggested}
          </button>
          <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => void choose(choice.entered)}>
            {copy.keepEntered}
          </button>
          <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => setChoice(null)}>
            {copy.cancel}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="flow-step card" aria-labelledby="profile-editor">
      <StepHeading id="profile-editor">{heading}</StepHeading>
      <p>{copy.stepUpNote}</p>
      <SchemaForm<FormData> manifest={manifest} copy={formCopy} formData={formData} onSubmit={submit} disabled={save.isPending}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </SchemaForm>
      {save.isPending ? <FlowNotice text={copy.saving} /> : null}
    </section>
  );
}

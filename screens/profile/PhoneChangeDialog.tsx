import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPhone, resolveTemplate } from '../../engine/core';
import type { ProfilePhoneAddress, UserProfile } from '../../engine/core/generated/api.gen';
import { handOverStepUp, type StepUpAnswer, type StepUpOutcome } from '../../engine/react';
import { ErrorSummary } from '../../engine/react/forms';
import { type FieldError } from '../../engine/core/forms';
import { SchemaForm } from '../../engine/react/forms';
import { copyManifest } from '../../src/manifests';
import { formManifests } from '../../src/manifests/form-manifests';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { fieldErrorsOf, messageOf } from '../shared/flow/flow-errors';
import { formCopy } from '../shared/form-copy';
import { challengeAnswerOf } from '../shared/step-up/challenge-answer';
import { fetchChallengeOptions, sendOtp, verifyOtp, type ChallengeRef } from '../shared/step-up/step-up-api';
import { StepUpDialog } from '../shared/step-up/StepUpDialog';
import { saveContact } from './profile-api';

const copy = profileManifest.copy;
const stepUpCopy = copyManifest.stepUp;
const FORM = 'profile-phone';

type FormData = Record<string, unknown>;

/** The challenge the dialog answers in place: where its code went, and how to let the held-back save go again. */
interface PendingCode {
  readonly ref: ChallengeRef;
  readonly last4: string;
  readonly pass: (outcome: StepUpOutcome) => void;
}

type View = { readonly kind: 'number' } | { readonly kind: 'code'; readonly pending: PendingCode } | { readonly kind: 'done'; readonly number: string };

const lastFour = (masked: string): string => masked.replace(/\D/g, '').slice(-4);
const withoutBlanks = (data: FormData): FormData => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''));

export interface PhoneChangeDialogProps {
  /** The phone changed; absent to add one. */
  readonly phone?: ProfilePhoneAddress;
  readonly onSaved: (profile: UserProfile) => void;
  /** Closes the dialog: with the confirmation's text once saved, without it when the member cancels. */
  readonly onClose: (saved?: string) => void;
}

/**
 * A phone change in one dialog: the new number; then, when the server asks for a step-up, its code is texted at once
 * to the phone the server offers (the new number for a member with no other way to pass one) and its field appears in
 * the same dialog, which takes focus; then the confirmation naming the number. The server's rules stay whole: the save
 * waits for the challenge, the code is checked there and used once, and the old and the new number are told. A
 * challenge that cannot go by text (push, passkey, a refusal) goes to the app's challenge modal as any other does.
 */
export default function PhoneChangeDialog({ phone, onSaved, onClose }: PhoneChangeDialogProps) {
  const manifest = formManifests[FORM];
  if (!manifest) throw new Error(`No form "${FORM}" in config/forms`);
  const [view, setView] = useState<View>({ kind: 'number' });
  const [formData, setFormData] = useState<FormData>(() =>
    phone ? withoutBlanks({ number: phone.number, extension: phone.extension, type: phone.type }) : { type: 'MOBILE' },
  );
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [codeErrors, setCodeErrors] = useState<readonly string[]>([]);
  const codeRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const codeId = useId();
  // Each refused code moves focus to the summary that announces it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  /** The save's step-up, answered inside this dialog when a text message can carry its code. */
  const onStepUp = async (answer: StepUpAnswer): Promise<StepUpOutcome> => {
    const challenge = challengeAnswerOf(answer);
    if (challenge.status !== 'CHALLENGE') return handOverStepUp(answer);
    const ref: ChallengeRef = { workflow: challenge.workflow ?? 'HR', ...(challenge.challengeId === undefined ? {} : { challengeId: challenge.challengeId }) };
    const texted = (await fetchChallengeOptions(ref)).phoneNumbers[0];
    if (texted === undefined) return handOverStepUp(answer);
    await sendOtp(ref, texted.phoneId);
    return new Promise<StepUpOutcome>((pass) => {
      setBusy(false);
      setCode('');
      setCodeErrors([]);
      setView({ kind: 'code', pending: { ref, last4: lastFour(texted.phoneNumber), pass } });
    });
  };

  const submitNumber = async (data: FormData): Promise<readonly FieldError[]> => {
    setFormData(data);
    setBusy(true);
    const body = withoutBlanks(data);
    try {
      const profile = await saveContact({ kind: 'phone', ...(phone === undefined ? {} : { key: phone.key }), data: body }, { onStepUp });
      onSaved(profile);
      setView({ kind: 'done', number: formatPhone(String(body.number ?? ''), typeof body.extension === 'string' ? body.extension : undefined) });
      return [];
    } catch (error) {
      setView({ kind: 'number' });
      return fieldErrorsOf(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent, pending: PendingCode) => {
    event.preventDefault();
    const entered = code.trim();
    const problems = entered === '' ? [stepUpCopy.codeRequired] : /^\d+$/.test(entered) ? [] : [stepUpCopy.codeNumbersOnly];
    if (problems.length === 0) {
      setBusy(true);
      try {
        await verifyOtp(pending.ref, entered);
        // The held-back save goes again now; the dialog shows its outcome.
        pending.pass(true);
        return;
      } catch (error) {
        setBusy(false);
        problems.push(messageOf(error) || stepUpCopy.codeIncorrect);
      }
    }
    setCodeErrors(problems);
    setRefusals((count) => count + 1);
  };

  const cancel = () => {
    if (view.kind === 'code') view.pending.pass(false);
    onClose();
  };

  if (view.kind === 'done') {
    return (
      <StepUpDialog viewKey="done" title={copy.phoneDoneTitle} busy={false}>
        <p className="modal__body" role="status">
          {resolveTemplate(copy.phoneDone, { number: view.number })}
        </p>
        <div className="modal__buttons">
          <button type="button" className="button" onClick={() => onClose(resolveTemplate(copy.phoneDone, { number: view.number }))}>
            {copy.done}
          </button>
        </div>
      </StepUpDialog>
    );
  }

  if (view.kind === 'code') {
    const { pending } = view;
    const invalid = codeErrors.length > 0;
    return (
      <StepUpDialog viewKey="code" title={copy.phoneCodeTitle} busy={busy} focusRef={codeRef}>
        {invalid ? <ErrorSummary ref={summaryRef} heading={formCopy.errorSummaryHeading} entries={codeErrors.map((message) => ({ key: message, message, fieldId: codeId }))} /> : null}
        <form className="step-up__form" noValidate onSubmit={(event) => void submitCode(event, pending)}>
          <p className="modal__body">{resolveTemplate(copy.phoneCodeSent, { last4: pending.last4 })}</p>
          <div className={invalid ? 'step-up__field step-up__field--invalid' : 'step-up__field'}>
            <label className="step-up__label" htmlFor={codeId}>
              {stepUpCopy.codeLabel}
            </label>
            <input
              ref={codeRef}
              id={codeId}
              className="step-up__code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={invalid}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <div className="modal__buttons">
            <button type="submit" className="button" disabled={busy}>
              {copy.phoneCodeSave}
            </button>
            <button type="button" className="button button--secondary" onClick={cancel}>
              {copy.cancel}
            </button>
          </div>
        </form>
      </StepUpDialog>
    );
  }

  return (
    <StepUpDialog viewKey="number" title={manifest.title} busy={busy}>
      <p className="modal__body">{copy.stepUpNote}</p>
      <SchemaForm<FormData> manifest={manifest} copy={formCopy} formData={formData} onSubmit={submitNumber} disabled={busy}>
        <button type="button" className="button button--secondary" onClick={cancel}>
          {copy.cancel}
        </button>
      </SchemaForm>
    </StepUpDialog>
  );
}

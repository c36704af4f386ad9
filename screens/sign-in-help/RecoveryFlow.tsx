import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core/template';
import { ApiError } from '../../engine/react';
import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { loginPath } from '../shared/app-paths';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { PasswordRules } from '../shared/password-rules/PasswordRules';
import { enrolCredentials, resetPassword, startRecovery, verifyCode, type RecoveryPurpose, type StartRequest } from './sign-in-help-api';
import './sign-in-help.css';
import { formCopy } from '../shared/form-copy';

const common = signInHelpManifest.copy.common;
const { codeLength, codeExpirySeconds } = signInHelpManifest.recovery;

const FACTS_FORMS: Record<RecoveryPurpose, string> = { username: 'sign-in-help-username', password: 'sign-in-help-password', enrol: 'sign-in-help-enrol' };

type Step = { kind: 'facts' } | { kind: 'code' } | { kind: 'locked'; message: string } | { kind: 'choose' } | { kind: 'done'; message: string };

function formOf(id: string) {
  const manifest = formManifests[id];
  if (!manifest) throw new Error(`No form "${id}" in config/forms`);
  return manifest;
}

/** Focuses a step's heading when the step changes, so keyboard and screen-reader users follow the flow. */
function StepHeading({ text }: { text: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <h2 ref={ref} tabIndex={-1} className="sign-in-help__step">
      {text}
    </h2>
  );
}

interface NewPasswordData {
  readonly newPassword: string;
  readonly confirmPassword: string;
  readonly username?: string;
}

export interface RecoveryFlowProps {
  readonly purpose: RecoveryPurpose;
  readonly heading: string;
  readonly intro: string;
  /** What the last step says once the password or credentials are set (not used for a forgotten username). */
  readonly doneText?: string;
  /** The forgotten username, named once the code was right. */
  readonly usernameText?: string;
}

/**
 * One sign-in help flow: facts (config/forms), then the code texted to the phone on file, then (password,
 * enrolment) the new credentials under the password rules. The server answers the facts the same whoever they name,
 * so the page says only that a code was sent if they matched. Too many wrong codes lock the attempt: start over.
 */
export function RecoveryFlow({ purpose, heading, intro, doneText, usernameText }: RecoveryFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'facts' });
  const [attempt, setAttempt] = useState(0);

  const submitFacts = async (data: StartRequest): Promise<SubmitResult> => {
    try {
      await startRecovery(purpose, data);
      setStep({ kind: 'code' });
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const submitCode = async ({ code }: { code: string }): Promise<SubmitResult> => {
    try {
      const verified = await verifyCode(code);
      if (verified.purpose === 'username') setStep({ kind: 'done', message: resolveTemplate(usernameText ?? '', { username: verified.username ?? '' }) });
      else setStep({ kind: 'choose' });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 400 && error.errors[0] !== undefined) {
        setStep({ kind: 'locked', message: error.errors[0].message });
        return undefined;
      }
      return fieldErrorsOf(error);
    }
  };

  const submitChoice = async (data: NewPasswordData): Promise<SubmitResult> => {
    if (data.newPassword !== data.confirmPassword) return [{ path: '/confirmPassword', message: common.passwordMismatch }];
    try {
      if (purpose === 'enrol') await enrolCredentials({ username: data.username ?? '', newPassword: data.newPassword });
      else await resetPassword(data.newPassword);
      setStep({ kind: 'done', message: doneText ?? '' });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.errors[0]?.path === '' && error.status === 400) {
        setStep({ kind: 'locked', message: error.errors[0].message });
        return undefined;
      }
      return fieldErrorsOf(error);
    }
  };

  const startOver = () => {
    setAttempt((value) => value + 1);
    setStep({ kind: 'facts' });
  };

  return (
    <div className="sign-in-help card">
      <h1>{heading}</h1>
      <p className="sign-in-help__intro">{intro}</p>
      {step.kind === 'facts' ? (
        <section aria-labelledby={`facts-${attempt}`}>
          <p id={`facts-${attempt}`} className="sign-in-help__help">
            {common.factsHelp}
          </p>
          <SchemaForm<StartRequest> key={`facts-${attempt}`} manifest={formOf(FACTS_FORMS[purpose])} copy={formCopy} onSubmit={submitFacts} />
        </section>
      ) : null}
      {step.kind === 'code' ? (
        <section>
          <p className="sign-in-help__notice" role="status">
            {resolveTemplate(common.codeSent, { length: codeLength, minutes: Math.ceil(codeExpirySeconds / 60) })}
          </p>
          <SchemaForm<{ code: string }> key={`code-${attempt}`} manifest={formOf('sign-in-help-code')} copy={formCopy} onSubmit={submitCode}>
            <button type="button" className="button button--secondary" onClick={startOver}>
              {common.startOver}
            </button>
          </SchemaForm>
        </section>
      ) : null}
      {step.kind === 'choose' ? (
        <section>
          <PasswordRules />
          <SchemaForm<NewPasswordData>
            manifest={formOf(purpose === 'enrol' ? 'sign-in-help-credentials' : 'sign-in-help-new-password')}
            copy={formCopy}
            onSubmit={submitChoice}
          />
        </section>
      ) : null}
      {step.kind === 'locked' ? (
        <section>
          <StepHeading text={step.message} />
          <button type="button" className="button" onClick={startOver}>
            {common.startOver}
          </button>
        </section>
      ) : null}
      {step.kind === 'done' ? (
        <section>
          <StepHeading text={step.message} />
        </section>
      ) : null}
      <p className="sign-in-help__back">
        <Link to={loginPath}>{common.backToSignIn}</Link>
      </p>
    </div>
  );
}

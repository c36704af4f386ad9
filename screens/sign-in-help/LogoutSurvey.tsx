import { useId, useRef, useState, type FormEvent } from 'react';
import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { answerSurvey } from './sign-in-help-api';
import './sign-in-help.css';

const copy = signInHelpManifest.copy.survey;
const questions = signInHelpManifest.logoutSurvey?.questions ?? [];

export interface LogoutSurveyProps {
  /** The one-time token the server issued at sign-out. */
  readonly token: string;
  /** Called once the member has answered or declined: the page forgets the token. */
  readonly onFinished: () => void;
}

/**
 * The survey on sign-out, shown on the sign-in page after the member signed out when the server
 * offered it: the questions of config/sign-in-help.json, all optional, sent with the one-time token. Loaded lazily.
 */
export default function LogoutSurvey({ token, onFinished }: LogoutSurveyProps) {
  const ids = useId();
  const [state, setState] = useState<'open' | 'sending' | 'thanks' | 'failed' | 'closed'>('open');
  const statusRef = useRef<HTMLParagraphElement>(null);

  const finish = (next: 'thanks' | 'failed' | 'closed') => {
    setState(next);
    onFinished();
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'open') return;
    const data = new FormData(event.currentTarget);
    const answers: Record<string, string> = {};
    for (const question of questions) {
      const value = String(data.get(question.id) ?? '').trim();
      if (value !== '') answers[question.id] = value;
    }
    if (Object.keys(answers).length === 0) {
      finish('closed');
      return;
    }
    setState('sending');
    try {
      await answerSurvey({ token, answers });
      finish('thanks');
    } catch {
      finish('failed');
    }
  };

  if (state === 'closed') return null;
  if (state === 'thanks' || state === 'failed') {
    return (
      <p ref={statusRef} className="sign-in__notice" role="status" tabIndex={-1}>
        {state === 'thanks' ? copy.thanks : copy.failed}
      </p>
    );
  }
  return (
    <section className="logout-survey" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={state === 'sending'}>
        {questions.map((question) =>
          question.kind === 'choice' ? (
            <fieldset key={question.id}>
              <legend>{question.label}</legend>
              {(question.options ?? []).map((option) => (
                <div key={option.value} className="logout-survey__option">
                  <input type="radio" id={`${ids}-${question.id}-${option.value}`} name={question.id} value={option.value} />
                  <label htmlFor={`${ids}-${question.id}-${option.value}`}>{option.label}</label>
                </div>
              ))}
            </fieldset>
          ) : (
            <div key={question.id} className="logout-survey__text">
              <label htmlFor={`${ids}-${question.id}`}>{question.label}</label>
              <textarea id={`${ids}-${question.id}`} name={question.id} maxLength={question.maxLength} rows={3} />
            </div>
          ),
        )}
        <div className="logout-survey__actions">
          <button type="submit" className="button" disabled={state === 'sending'}>
            {state === 'sending' ? copy.sending : copy.submit}
          </button>
          <button type="button" className="button button--secondary" disabled={state === 'sending'} onClick={() => finish('closed')}>
            {copy.skip}
          </button>
        </div>
      </form>
    </section>
  );
}

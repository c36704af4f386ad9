import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResponse } from '../../engine/core/generated/api.gen';
import { redirectAfterVerified } from '../../engine/core/step-up-machine';
import { resolveTemplate } from '../../engine/core/template';
import { pathOf } from '../../engine/core/route-ref';
import { ApiError, endSession, RETURN_TO_PARAM, safeReturnTo } from '../../engine/react';
import { appManifest, copyManifest, errorsManifest, riskManifest, routesManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import { currentUserQuery } from '../shared/current-user';
import { signInNoticeFrom, surveyTokenFrom, type SignInLocationState } from '../shared/sign-in-notice';
import { Slot } from '../shared/slots/Slot';
import { PasskeySignIn } from './PasskeySignIn';
import { confirmDevice, useSignIn } from './sign-in-api';
import { IdentityProviderSignIn } from './IdentityProviderSignIn';
import { LanguageSwitch } from './LanguageSwitch';
import { identityProviderErrorMessage, SIGN_IN_ERROR_PARAM } from './identity-provider-error';
import { useSignInChallenge } from './sign-in-challenge';
import { withChosenLanguage } from './sign-in-language';
import './sign-in.css';

const copy = copyManifest.screens.login;

/** Sign-in help pages, named by their route ids in config/routes.json. */
const helpLinks = [
  { text: copy.forgotUsernameLink, to: pathOf(routesManifest, 'sign-in-help.forgot-username') },
  { text: copy.forgotPasswordLink, to: pathOf(routesManifest, 'sign-in-help.forgot-password') },
  { text: copy.enrolLink, to: pathOf(routesManifest, 'enrol') },
];

/** "Remember my username": the username only (never the password), in this browser's local storage. */
const REMEMBERED_USERNAME_KEY = 'cu-online-banking.remembered-username';

function rememberedUsername(): string {
  try {
    return window.localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeRememberedUsername(username: string | null): void {
  try {
    if (username === null) window.localStorage.removeItem(REMEMBERED_USERNAME_KEY);
    else window.localStorage.setItem(REMEMBERED_USERNAME_KEY, username);
  } catch {
    // Storage refused (private mode, quota): the username is simply not remembered.
  }
}

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function messageFor(error: unknown): string {
  if (error instanceof ApiError && error.errors[0] !== undefined) return error.errors[0].message;
  return errorsManifest.errors.TECHNICAL_PROBLEM?.message ?? '';
}

/**
 * The sign-in page: username and password, the server's answer announced and focused, then on to `returnTo`. A
 * sign-in from a new device answers with a challenge first: passed, the device is confirmed and the member lands where
 * risk.json says; not passed, the restricted session is ended and the page says so.
 */
export default function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const challengeOutcome = useSignInChallenge();
  const [confirming, setConfirming] = useState(false);
  const ids = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A sign-in through the identity provider that was refused comes back here with its code in the address.
  const [failure, setFailure] = useState<{ message: string; attempt: number } | undefined>(() => {
    const message = identityProviderErrorMessage(searchParams.get(SIGN_IN_ERROR_PARAM));
    return message === undefined ? undefined : { message, attempt: 0 };
  });
  const alertRef = useRef<HTMLDivElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const notice = signInNoticeFrom(location.state);
  // Read once: the token leaves the history state when the survey is done, while its thank-you stays on the page.
  const [surveyToken] = useState(() => surveyTokenFrom(location.state));
  const [remembered] = useState(rememberedUsername);
  const [showPassword, setShowPassword] = useState(false);
  // The survey's token is forgotten once it was answered or declined, so a reload does not offer it again.
  const surveyFinished = () => {
    const state: SignInLocationState = notice === undefined ? {} : { notice };
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state });
  };

  useEffect(() => {
    if (failure !== undefined) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || confirming) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const remember = data.get('remember') !== null;
    const errors: FieldErrors = {};
    if (username === '') errors.username = copy.usernameRequired;
    if (password === '') errors.password = copy.passwordRequired;
    setFieldErrors(errors);
    if (errors.username !== undefined || errors.password !== undefined) {
      (errors.username !== undefined ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(undefined);
    const enter = ({ user }: LoginResponse, to: string) => {
      storeRememberedUsername(remember ? username : null);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void navigate(to, { replace: true });
    };
    const fail = (message: string) => {
      if (passwordRef.current !== null) passwordRef.current.value = '';
      setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
    };
    // The challenge of a new-device sign-in has run by the time the login's step-up error surfaces.
    const afterChallenge = async () => {
      setConfirming(true);
      try {
        const challenge = challengeOutcome();
        if (challenge?.result !== 'verified') throw new Error('The identity check was not passed');
        enter(await confirmDevice(), redirectAfterVerified(challenge.event, riskManifest.rules) ?? homePath);
      } catch {
        await endSession();
        fail(resolveTemplate(copy.deviceNotVerified, { phone: appManifest.memberServicesPhone }));
      } finally {
        setConfirming(false);
      }
    };
    signIn.mutate(
      { username, password, ...withChosenLanguage() },
      {
        onSuccess: (answer) => enter(answer, safeReturnTo(searchParams.get(RETURN_TO_PARAM), homePath)),
        onError: (error) => {
          if (error instanceof ApiError && error.stepUp) void afterChallenge();
          else fail(messageFor(error));
        },
      },
    );
  };

  const describedBy = (field: Field) => (fieldErrors[field] === undefined ? undefined : `${ids}-${field}-error`);

  return (
    <div className="sign-in card">
      <LanguageSwitch />
      <h1>{copy.heading}</h1>
      <p className="sign-in__intro">{copy.intro}</p>
      {notice === undefined || failure !== undefined ? null : (
        <p className="sign-in__notice" role="status">
          {copy[notice]}
        </p>
      )}
      {surveyToken === undefined ? null : (
        <Slot name="sign-in.logout-survey" props={{ token: surveyToken, onFinished: surveyFinished }} />
      )}
      {failure === undefined ? null : (
        <div key={failure.attempt} ref={alertRef} className="sign-in__alert" role="alert" tabIndex={-1}>
          {failure.message}
        </div>
      )}
      <form className="sign-in__form" noValidate onSubmit={onSubmit} aria-busy={signIn.isPending || confirming}>
        <div className="sign-in__field">
          <label htmlFor={`${ids}-username`}>{copy.usernameLabel}</label>
          <input
            ref={usernameRef}
            id={`${ids}-username`}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={remembered}
            aria-invalid={fieldErrors.username !== undefined}
            aria-describedby={describedBy('username')}
          />
          {fieldErrors.username === undefined ? null : (
            <p id={`${ids}-username-error`} className="sign-in__field-error">
              {fieldErrors.username}
            </p>
          )}
        </div>
        <div className="sign-in__field">
          <label htmlFor={`${ids}-password`}>{copy.passwordLabel}</label>
          <div className="sign-in__password">
            <input
              ref={passwordRef}
              id={`${ids}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-invalid={fieldErrors.password !== undefined}
              aria-describedby={describedBy('password')}
            />
            <button type="button" className="sign-in__show-password" aria-pressed={showPassword} aria-controls={`${ids}-password`} onClick={() => setShowPassword((shown) => !shown)}>
              {copy.showPassword}
            </button>
          </div>
          {fieldErrors.password === undefined ? null : (
            <p id={`${ids}-password-error`} className="sign-in__field-error">
              {fieldErrors.password}
            </p>
          )}
        </div>
        <div className="sign-in__remember">
          <input id={`${ids}-remember`} name="remember" type="checkbox" defaultChecked={remembered !== ''} aria-describedby={`${ids}-remember-hint`} />
          <label htmlFor={`${ids}-remember`}>{copy.rememberUsername}</label>
          <p id={`${ids}-remember-hint`} className="sign-in__remember-hint">
            {copy.rememberUsernameHint}
          </p>
        </div>
        <button type="submit" className="button sign-in__submit" disabled={signIn.isPending || confirming}>
          {signIn.isPending || confirming ? copy.signingIn : copy.submit}
        </button>
      </form>
      <PasskeySignIn
        disabled={signIn.isPending || confirming}
        onSignedIn={({ user }) => {
          queryClient.setQueryData(currentUserQuery.queryKey, user);
          void navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM), homePath), { replace: true });
        }}
      />
      <IdentityProviderSignIn returnTo={searchParams.get(RETURN_TO_PARAM)} />
      <nav className="sign-in__help" aria-labelledby={`${ids}-help`}>
        <h2 id={`${ids}-help`}>{copy.helpHeading}</h2>
        <ul>
          {helpLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.text}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, RETURN_TO_PARAM, safeReturnTo } from '../../engine/react';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import { currentUserQuery } from '../shared/current-user';
import { signInNoticeFrom } from '../shared/sign-in-notice';
import { useSignIn } from './sign-in-api';
import './sign-in.css';

const copy = copyManifest.screens.login;

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function messageFor(error: unknown): string {
  if (error instanceof ApiError && error.errors[0] !== undefined) return error.errors[0].message;
  return errorsManifest.errors.TECHNICAL_PROBLEM?.message ?? '';
}

/** The sign-in page: username and password, the server's answer announced and focused, then on to `returnTo`. */
export default function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const ids = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; attempt: number }>();
  const alertRef = useRef<HTMLDivElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const notice = signInNoticeFrom(location.state);

  useEffect(() => {
    if (failure !== undefined) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {};
    if (username === '') errors.username = copy.usernameRequired;
    if (password === '') errors.password = copy.passwordRequired;
    setFieldErrors(errors);
    if (errors.username !== undefined || errors.password !== undefined) {
      (errors.username !== undefined ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(undefined);
    signIn.mutate(
      { username, password },
      {
        onSuccess: ({ user }) => {
          queryClient.setQueryData(currentUserQuery.queryKey, user);
          void navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM), homePath), { replace: true });
        },
        onError: (error) => {
          if (passwordRef.current !== null) passwordRef.current.value = '';
          setFailure((previous) => ({ message: messageFor(error), attempt: (previous?.attempt ?? 0) + 1 }));
        },
      },
    );
  };

  const describedBy = (field: Field) => (fieldErrors[field] === undefined ? undefined : `${ids}-${field}-error`);

  return (
    <div className="sign-in card">
      <h1>{copy.heading}</h1>
      <p className="sign-in__intro">{copy.intro}</p>
      {notice === undefined || failure !== undefined ? null : (
        <p className="sign-in__notice" role="status">
          {copy[notice]}
        </p>
      )}
      {failure === undefined ? null : (
        <div key={failure.attempt} ref={alertRef} className="sign-in__alert" role="alert" tabIndex={-1}>
          {failure.message}
        </div>
      )}
      <form className="sign-in__form" noValidate onSubmit={onSubmit} aria-busy={signIn.isPending}>
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
          <input
            ref={passwordRef}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={fieldErrors.password !== undefined}
            aria-describedby={describedBy('password')}
          />
          {fieldErrors.password === undefined ? null : (
            <p id={`${ids}-password-error`} className="sign-in__field-error">
              {fieldErrors.password}
            </p>
          )}
        </div>
        <button type="submit" className="button sign-in__submit" disabled={signIn.isPending}>
          {signIn.isPending ? copy.signingIn : copy.submit}
        </button>
      </form>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../engine/react';
import type { Status } from '../shared/flow/StatusMessage';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { IRA_KEY } from './ira-api';

/** Field errors by JSON pointer ("/amountCents"), as the server (or the form's own check) names them. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * One IRA form's submit: the form's own check first, then the request with an Idempotency-Key kept until it succeeds
 * (a retry never moves money twice). Errors stand by their fields, the first invalid field takes the focus, and a
 * success refreshes the IRA overview.
 */
export function useIraSubmit<T>(options: { check: () => FieldErrors; send: (key: string) => Promise<T>; done: (result: T) => string; fixErrors: string; failed: string }) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const key = useRef(newIdempotencyKey());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusToken, setFocusToken] = useState(0);

  useEffect(() => {
    if (focusToken > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusToken]);

  const fail = (found: FieldErrors, text: string) => {
    setErrors(found);
    setStatus({ text, error: true });
    setFocusToken((token) => token + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.check();
    if (Object.keys(found).length > 0) return fail(found, options.fixErrors);
    setBusy(true);
    setStatus(null);
    try {
      const result = await options.send(key.current);
      key.current = newIdempotencyKey();
      setErrors({});
      setStatus({ text: options.done(result), error: false });
      await queryClient.invalidateQueries({ queryKey: IRA_KEY });
    } catch (error) {
      const answered = error instanceof ApiError ? [...error.errors] : [];
      // A refused request changed nothing: the next attempt is a new request.
      if (error instanceof ApiError && error.status < 500) key.current = newIdempotencyKey();
      fail(Object.fromEntries(answered.map((item) => [item.path, item.message])), answered[0]?.message ?? options.failed);
    } finally {
      setBusy(false);
    }
  };

  return { form, errors, status, busy, submit, clearErrors: () => setErrors({}) };
}

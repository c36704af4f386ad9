import { useState } from 'react';
import type { SubmitResult } from '../../engine/react/forms';
import { changeErrors } from './change-errors';

/**
 * One credential form's submit: `change` sends it and answers the confirmation to show; the form is then replaced by
 * a fresh one (`formKey`) so nothing typed stays on the page. Failures land on the form (changeErrors). `submitting`
 * stays true while a step-up challenge runs.
 */
export function useCredentialChange<T>(change: (data: T) => Promise<string>) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (data: T): Promise<SubmitResult> => {
    setSubmitting(true);
    try {
      setDone(await change(data));
      setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      return changeErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, done, formKey, submit, clearDone: () => setDone(null) };
}

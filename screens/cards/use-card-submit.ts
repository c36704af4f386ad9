import { useState } from 'react';
import type { SubmitResult } from '../../engine/react/forms';
import type { FieldError } from '../../engine/core/forms';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';

/**
 * A card form's submit: `send` makes the change and answers what to tell the member, handed to `onDone`. A refusal
 * (403) opens the permission-denied modal; any other failure lands on the form (`errorsOf`: the server's field
 * errors, else the catalogue's technical-problem message). `submitting` stays true during a step-up challenge.
 */
export function useCardSubmit<T>(send: (data: T) => Promise<string>, onDone: (message: string) => void, errorsOf: (error: unknown) => readonly FieldError[] = fieldErrorsOf) {
  const [submitting, setSubmitting] = useState(false);
  const permissionDenied = usePermissionDenied();
  const submit = async (data: T): Promise<SubmitResult> => {
    setSubmitting(true);
    try {
      const message = await send(data);
      onDone(message);
      return undefined;
    } catch (error) {
      return permissionDenied(error) ? undefined : errorsOf(error);
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}

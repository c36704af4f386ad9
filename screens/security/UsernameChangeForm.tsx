import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { SchemaForm, formCopyFromErrors, type SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/form-manifests';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { changeErrors } from './change-errors';
import { changeUsername, USERNAME_DEPENDENT_QUERY_KEYS } from './security-api';
import { SubmittingStatus } from './SubmittingStatus';
import { SuccessBanner } from './SuccessBanner';

const copy = copyManifest.screens.security;
const formCopy = formCopyFromErrors(errorsManifest.errors);
const FORM_ID = 'username-change';

interface UsernameData {
  readonly username: string;
}

/**
 * The username form of config/forms: PUT, a success banner, the server's errors on the field. The server asks for a
 * step-up first (307); the form stays in its submitting state while the challenge runs. Loaded lazily (rjsf).
 */
export default function UsernameChangeForm() {
  const manifest = formManifests[FORM_ID];
  if (!manifest) throw new Error(`No form "${FORM_ID}" in config/forms`);
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (data: UsernameData): Promise<SubmitResult> => {
    setDone(null);
    setSubmitting(true);
    try {
      await changeUsername({ username: data.username });
      for (const queryKey of USERNAME_DEPENDENT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
      setDone(resolveTemplate(copy.usernameChanged, { username: data.username.trim().toLowerCase() }));
      setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      return changeErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {done === null ? null : <SuccessBanner text={done} />}
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<UsernameData> key={formKey} manifest={manifest} copy={formCopy} onSubmit={submit}>
        <SubmittingStatus submitting={submitting} />
      </SchemaForm>
    </>
  );
}

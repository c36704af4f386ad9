import { useQueryClient } from '@tanstack/react-query';
import { resolveTemplate } from '../../engine/core';
import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest } from '../../src/manifests';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { changeUsername, USERNAME_DEPENDENT_QUERY_KEYS } from './security-api';
import { useCredentialChange } from './use-credential-change';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens.security;
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
  const { submitting, done, formKey, submit: change, clearDone } = useCredentialChange(async (data: UsernameData) => {
    await changeUsername({ username: data.username });
    for (const queryKey of USERNAME_DEPENDENT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    return resolveTemplate(copy.usernameChanged, { username: data.username.trim().toLowerCase() });
  });

  const submit = (data: UsernameData): Promise<SubmitResult> => {
    clearDone();
    return change(data);
  };

  return (
    <>
      {done === null ? null : <SuccessBanner text={done} />}
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<UsernameData> key={formKey} manifest={manifest} copy={formCopy} onSubmit={submit}>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </>
  );
}

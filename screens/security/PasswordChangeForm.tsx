import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { copyManifest } from '../../src/manifests';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { PasswordRules } from '../shared/password-rules/PasswordRules';
import { changePassword } from './security-api';
import { useCredentialChange } from './use-credential-change';
import { formCopy } from '../shared/form-copy';

const copy = copyManifest.screens.security;
const FORM_ID = 'password-change';

interface PasswordData {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/**
 * Current, new and confirmed password (config/forms), the rules shown above them. A mismatch is caught here; the
 * rest of the policy by the form schema and the server, whose errors land on the fields. Step-up protected by the
 * server (307), during which the form stays submitting. Loaded lazily (rjsf).
 */
export default function PasswordChangeForm() {
  const manifest = formManifests[FORM_ID];
  if (!manifest) throw new Error(`No form "${FORM_ID}" in config/forms`);
  const { submitting, done, formKey, submit: change, clearDone } = useCredentialChange(async (data: PasswordData) => {
    await changePassword({ currentPassword: data.currentPassword, newPassword: data.newPassword });
    return copy.passwordChanged;
  });

  const submit = (data: PasswordData): Promise<SubmitResult> | SubmitResult => {
    clearDone();
    if (data.newPassword !== data.confirmPassword) return [{ path: '/confirmPassword', message: copy.passwordMismatch }];
    return change(data);
  };

  return (
    <>
      {done === null ? null : <SuccessBanner text={done} />}
      <PasswordRules />
      <SchemaForm<PasswordData> key={formKey} manifest={manifest} copy={formCopy} onSubmit={submit}>
        <SubmittingStatus submitting={submitting} text={copy.submitting} />
      </SchemaForm>
    </>
  );
}

import { useState } from 'react';
import { SchemaForm, formCopyFromErrors, type SubmitResult } from '../../engine/react/forms';
import { formManifests } from '../../src/form-manifests';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { changeErrors } from './change-errors';
import { PasswordRules } from './PasswordRules';
import { changePassword } from './security-api';
import { SubmittingStatus } from './SubmittingStatus';
import { SuccessBanner } from './SuccessBanner';

const copy = copyManifest.screens.security;
const formCopy = formCopyFromErrors(errorsManifest.errors);
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
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (data: PasswordData): Promise<SubmitResult> => {
    setDone(false);
    if (data.newPassword !== data.confirmPassword) return [{ path: '/confirmPassword', message: copy.passwordMismatch }];
    setSubmitting(true);
    try {
      await changePassword({ currentPassword: data.currentPassword, newPassword: data.newPassword });
      setDone(true);
      // A fresh form: the passwords typed must not stay on the page.
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
      {done ? <SuccessBanner text={copy.passwordChanged} /> : null}
      <PasswordRules />
      <SchemaForm<PasswordData> key={formKey} manifest={manifest} copy={formCopy} onSubmit={submit}>
        <SubmittingStatus submitting={submitting} />
      </SchemaForm>
    </>
  );
}

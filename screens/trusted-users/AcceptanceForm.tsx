import { useState } from 'react';
import type { TrustedUserAcceptance, TrustedUserAcceptanceRequest } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { type FieldError } from '../../engine/core/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { text } from './copy';
import { acceptInvitation } from './trusted-users-api';
import { formCopy } from '../shared/form-copy';

type AcceptanceData = Omit<TrustedUserAcceptanceRequest, 'token'>;

function problemsOf(error: unknown): readonly FieldError[] {
  if (error instanceof ApiError && error.status === 410) return [{ path: '', message: text('acceptInvalid') }];
  if (error instanceof ApiError && error.status === 429) return [{ path: '', message: text('acceptTooMany') }];
  if (error instanceof ApiError && error.status === 401) return [{ path: '', message: text('acceptExistingFailed') }];
  return fieldErrorsOf(error);
}

/** Accept with a new sign-in or an existing one (config/forms/trusted-user-acceptance.json). Loaded lazily (rjsf). */
export default function AcceptanceForm({ token, onAccepted }: { token: string; onAccepted: (accepted: TrustedUserAcceptance) => void }) {
  const manifest = formManifests['trusted-user-acceptance'];
  if (!manifest) throw new Error('No form "trusted-user-acceptance" in config/forms');
  const [submitting, setSubmitting] = useState(false);
  const submit = async (data: AcceptanceData): Promise<SubmitResult> => {
    setSubmitting(true);
    try {
      const phone = data.mode === 'NEW_USER' && data.mobilePhone !== undefined ? { mobilePhone: data.mobilePhone } : {};
      onAccepted(await acceptInvitation({ token, mode: data.mode, username: data.username, password: data.password, ...phone }));
      return undefined;
    } catch (error) {
      return problemsOf(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <SchemaForm<AcceptanceData> manifest={manifest} copy={formCopy} onSubmit={submit}>
      <SubmittingStatus submitting={submitting} text={text('submitting')} />
    </SchemaForm>
  );
}

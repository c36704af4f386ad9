import { useMemo, useState } from 'react';
import type { TrustedUser, TrustedUserList } from '../../engine/core/generated/api.gen';
import { SchemaForm, type SubmitResult } from '../../engine/react/forms';
import { hiddenFields, type FieldError } from '../../engine/core/forms';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { presentedManifest } from '../shared/conditional-fields';
import { formManifests } from '../../src/manifests/form-manifests';
import { text } from './copy';
import { fieldErrorsOf } from '../shared/flow/flow-errors';
import { SubmittingStatus } from '../shared/flow/SubmittingStatus';
import { accessOf, accountLabel, featuresAboveAccess, formDataOf, formPathOf, useInviteTrustedUser, useUpdateTrustedUser, type AccessFormData } from './trusted-users-api';
import { formCopy } from '../shared/form-copy';


function manifestOf(id: string) {
  const manifest = formManifests[id];
  if (!manifest) throw new Error(`No form "${id}" in config/forms`);
  return manifest;
}

/** The same rule the server applies: no feature above the accounts' level, said on each such field. */
function levelErrors(data: AccessFormData): FieldError[] {
  return featuresAboveAccess(data).map(([, field]) => ({ path: `/${field}`, message: text('accessHint') }));
}

type ShareableAccounts = TrustedUserList['accounts'];

/**
 * The form as shown for the values entered so far: the account checkboxes only while "Only the accounts I choose" is
 * picked (the manifest's showWhen rule, which validation follows too).
 */
function usePresentedForm(base: FormManifest, initial: object) {
  const [values, setValues] = useState<unknown>(initial);
  const hiddenKey = [...hiddenFields(base.uiSchema, values)].sort().join();
  const manifest = useMemo(() => presentedManifest(base, new Set(hiddenKey.split(',').filter(Boolean))), [base, hiddenKey]);
  return { manifest, onChange: setValues };
}

/** The accounts the checkboxes offer, each named by its display name and last 4. */
const accountChoices = (accounts: ShareableAccounts) => ({ choiceLists: { accounts: accounts.map((account) => ({ id: account.id, label: accountLabel(account, text) })) } });

const serverErrors = (error: unknown): readonly FieldError[] => fieldErrorsOf(error).map((item) => ({ ...item, path: formPathOf(item.path) }));

interface InvitationData extends AccessFormData {
  readonly name: string;
  readonly email: string;
  readonly userType: TrustedUser['userType'];
}

/** Invite: name, e-mail, person or entity, all or chosen accounts, and access per feature (config/forms/trusted-user-invitation.json). */
export function InviteForm({ accounts, onSent, onCancel }: { accounts: ShareableAccounts; onSent: (email: string, expiresAt: string) => void; onCancel: () => void }) {
  const invite = useInviteTrustedUser();
  const [submitting, setSubmitting] = useState(false);
  const form = usePresentedForm(manifestOf('trusted-user-invitation'), {});
  const submit = async (data: InvitationData): Promise<SubmitResult> => {
    const problems = levelErrors(data);
    if (problems.length > 0) return problems;
    setSubmitting(true);
    try {
      const receipt = await invite.mutateAsync({ name: data.name, email: data.email, userType: data.userType, ...accessOf(data) });
      onSent(receipt.email, receipt.expiresAt);
      return undefined;
    } catch (error) {
      return serverErrors(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <SchemaForm<InvitationData> manifest={form.manifest} copy={formCopy} context={accountChoices(accounts)} onChange={form.onChange} onSubmit={submit}>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {text('cancel')}
      </button>
      <SubmittingStatus submitting={submitting} text={text('submitting')} />
    </SchemaForm>
  );
}

/** Edit one trusted user's (or waiting invitation's) accounts and access (config/forms/trusted-user-access.json). */
export function AccessForm({ user, accounts, onSaved, onCancel }: { user: TrustedUser; accounts: ShareableAccounts; onSaved: () => void; onCancel: () => void }) {
  const update = useUpdateTrustedUser();
  const [submitting, setSubmitting] = useState(false);
  const [initial] = useState(() => formDataOf(user));
  const base = useMemo(() => ({ ...manifestOf('trusted-user-access'), title: text('editHeading', { name: user.name }) }), [user.name]);
  const form = usePresentedForm(base, initial);
  const submit = async (data: AccessFormData): Promise<SubmitResult> => {
    const problems = levelErrors(data);
    if (problems.length > 0) return problems;
    setSubmitting(true);
    try {
      await update.mutateAsync({ id: user.id, access: accessOf(data) });
      onSaved();
      return undefined;
    } catch (error) {
      return serverErrors(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <SchemaForm<AccessFormData> manifest={form.manifest} copy={formCopy} formData={initial} context={accountChoices(accounts)} onChange={form.onChange} onSubmit={submit}>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {text('cancel')}
      </button>
      <SubmittingStatus submitting={submitting} text={text('submitting')} />
    </SchemaForm>
  );
}

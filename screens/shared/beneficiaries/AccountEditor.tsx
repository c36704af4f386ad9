import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../../engine/core';
import { beneficiaryTotals, checkBeneficiaries, type BeneficiaryDraft } from '../../../engine/core/beneficiary-rules';
import type { StaffBeneficiariesUpdate, StaffBeneficiaryAccount } from '../../../engine/core/generated/api.gen';
import { ApiError } from '../../../engine/react';
import { staffManifest } from '../../../src/manifests/staff-manifest';
import { StatusMessage, type Status } from '../flow/StatusMessage';
import { BENEFICIARIES_KEY, saveBeneficiaries } from './beneficiaries-api';
import { BeneficiaryRow, type DraftRow, type RowField } from './BeneficiaryRow';
import { staffEditorCopy, type BeneficiaryEditorCopy } from './editor-copy';

const rules = staffManifest.memberService.beneficiaries;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;
const ROW_PATH = /^\/beneficiaries\/(\d+)\/(fullName|relationship|designation|sharePercent)$/;

let nextKey = 0;
const newKey = (): string => `row-${(nextKey += 1)}`;
const toDrafts = (account: EditedAccount): DraftRow[] =>
  account.beneficiaries.map((row) => ({ key: newKey(), fullName: row.fullName, relationship: row.relationship, designation: row.designation, share: String(row.sharePercent) }));
/** The rule's view of a row: an empty or unfinished share is no whole percent. */
const toRule = (row: DraftRow): BeneficiaryDraft => ({ fullName: row.fullName, relationship: row.relationship, designation: row.designation, sharePercent: row.share.trim() === '' ? Number.NaN : Number(row.share) });

/** The part of an account the editor reads: its id and its list as saved. */
export type EditedAccount = Pick<StaffBeneficiaryAccount, 'arrangementId' | 'beneficiaries'>;

interface AccountEditorProps {
  readonly account: EditedAccount;
  readonly heading: string;
  /** Saves the list somewhere else than the service desk (the member's own payable-on-death page); no reason is asked then. */
  readonly save?: (beneficiaries: StaffBeneficiariesUpdate['beneficiaries']) => Promise<EditedAccount>;
  /** An empty list may be saved (it removes the designation) instead of breaking the primary rule. */
  readonly allowEmpty?: boolean;
  /** What the editor's fields, totals and messages say, when not the service desk's copy. */
  readonly copy?: BeneficiaryEditorCopy;
  /** What Save and its outcome say, when not the service desk's copy. */
  readonly labels?: { readonly save: string; readonly saving: string; readonly saved: (account: EditedAccount) => string; readonly saveFailed: string };
}

/**
 * One IRA or payable-on-death account's beneficiaries: add, edit and remove rows, then Save (staff with a reason). The
 * form checks the list with the server's own rule (engine/core/beneficiary-rules.ts) and shows the running totals;
 * after a Save attempt each error stands next to its field and the first invalid field takes the focus.
 */
export function AccountEditor({ account, heading, save: saveList, allowEmpty = false, copy = staffEditorCopy, labels }: AccountEditorProps) {
  const withReason = saveList === undefined;
  const queryClient = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<DraftRow[]>(() => toDrafts(account));
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ kind: 'invalid' } | { kind: 'row'; key: string } | { kind: 'add' } | null>(null);

  useEffect(() => {
    if (focusRequest === null || form.current === null) return;
    const target =
      focusRequest.kind === 'invalid'
        ? form.current.querySelector<HTMLElement>('[aria-invalid="true"]')
        : focusRequest.kind === 'row'
          ? form.current.querySelector<HTMLElement>(`[data-row="${focusRequest.key}"] input`)
          : form.current.querySelector<HTMLElement>('[data-action="add"]');
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const drafts = rows.map(toRule);
  const totals = beneficiaryTotals(drafts);
  const ruleIssues = allowEmpty && drafts.length === 0 ? [] : checkBeneficiaries(drafts, rules);
  const issues = [...(showErrors ? ruleIssues.map((issue) => ({ path: issue.path, message: copy.errors[issue.kind] })) : []), ...serverErrors];
  const rowErrors = (index: number): Partial<Record<RowField, string>> => {
    const found: Partial<Record<RowField, string>> = {};
    for (const issue of issues) {
      const match = ROW_PATH.exec(issue.path);
      if (match && Number(match[1]) === index) found[match[2] as RowField] ??= issue.message;
    }
    return found;
  };
  const listErrors = [...new Set(issues.filter((issue) => issue.path === '/beneficiaries').map((issue) => issue.message))];
  const reasonError = withReason && showErrors && reason.trim().length < reasonMinLength ? resolveTemplate(staffManifest.actionReason.tooShort, { min: String(reasonMinLength) }) : null;

  const edit = (updated: readonly DraftRow[]) => {
    setServerErrors([]);
    setStatus(null);
    setRows([...updated]);
  };
  const add = () => {
    const row: DraftRow = { key: newKey(), fullName: '', relationship: '', designation: rows.some((entry) => entry.designation === 'PRIMARY') ? 'CONTINGENT' : 'PRIMARY', share: '' };
    edit([...rows, row]);
    setFocusRequest({ kind: 'row', key: row.key });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setServerErrors([]);
    if (ruleIssues.length > 0 || (withReason && reason.trim().length < reasonMinLength)) {
      setStatus({ text: copy.fixErrors, error: true });
      setFocusRequest({ kind: 'invalid' });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const beneficiaries = drafts.map((row) => ({ fullName: row.fullName.trim(), relationship: row.relationship, designation: row.designation as 'PRIMARY' | 'CONTINGENT', sharePercent: row.sharePercent }));
      let saved: EditedAccount;
      if (saveList) {
        saved = await saveList(beneficiaries);
      } else {
        const staffSaved = await saveBeneficiaries(account.arrangementId, { reason: reason.trim(), beneficiaries });
        queryClient.setQueryData<StaffBeneficiaryAccount[] | null>(BENEFICIARIES_KEY, (accounts) => accounts?.map((entry) => (entry.arrangementId === staffSaved.arrangementId ? staffSaved : entry)) ?? accounts);
        saved = staffSaved;
      }
      setRows(toDrafts(saved));
      setReason('');
      setShowErrors(false);
      setStatus({ text: labels ? labels.saved(saved) : rules.saved, error: false });
    } catch (error) {
      const answered = error instanceof ApiError ? [...error.errors] : [];
      setServerErrors(answered.filter((item) => item.path.startsWith('/beneficiaries')));
      setStatus({ text: answered[0]?.message ?? (labels?.saveFailed ?? rules.saveFailed), error: true });
      setFocusRequest({ kind: 'invalid' });
    } finally {
      setSaving(false);
    }
  };

  const headingId = `${id}-heading`;
  const totalsId = `${id}-totals`;
  return (
    <section className="beneficiaries__account" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <form ref={form} className="beneficiaries__form" onSubmit={(event) => void save(event)} noValidate aria-describedby={totalsId}>
        {rows.length === 0 ? <p>{copy.emptyList}</p> : null}
        {rows.map((row, index) => (
          <div key={row.key} data-row={row.key}>
            <BeneficiaryRow
              copy={copy}
              index={index}
              row={row}
              errors={rowErrors(index)}
              disabled={saving}
              onChange={(updated) => edit(rows.map((entry) => (entry.key === row.key ? updated : entry)))}
              onRemove={() => {
                edit(rows.filter((entry) => entry.key !== row.key));
                setFocusRequest({ kind: 'add' });
              }}
            />
          </div>
        ))}
        <p className="beneficiaries__actions">
          <button type="button" className="button button--secondary" data-action="add" disabled={saving || rows.length >= rules.maxBeneficiaries} onClick={add}>
            {copy.add}
          </button>
        </p>
        <div className="beneficiaries__totals">
          <p id={totalsId} aria-live="polite">
            {resolveTemplate(copy.totals, { primary: String(totals.PRIMARY), contingent: String(totals.CONTINGENT) })}
          </p>
          {listErrors.map((message) => (
            <p key={message} className="beneficiaries__error">
              {message}
            </p>
          ))}
        </div>
        {withReason ? (
          <div className="beneficiaries__field beneficiaries__field--reason">
            <label htmlFor={`${id}-reason`}>{rules.reasonLabel}</label>
            <input
              id={`${id}-reason`}
              type="text"
              value={reason}
              maxLength={reasonMaxLength}
              disabled={saving}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {reasonError ? (
              <span id={`${id}-reason-error`} className="beneficiaries__error">
                {reasonError}
              </span>
            ) : null}
          </div>
        ) : null}
        <p className="beneficiaries__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? (labels?.saving ?? rules.saving) : (labels?.save ?? rules.save)}
          </button>
        </p>
        <StatusMessage status={status} />
      </form>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { ProductGroupKind } from '../../engine/core/generated/manifests.gen';
import { ApiError } from '../../engine/react';
import { accountPreferencesManifest } from '../../src/manifests/account-preferences-manifest';
import { copyManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { messageOf } from '../shared/flow/flow-errors';
import { useAccountPreferences, useSaveAccountPreferences } from './account-preferences-api';
import { moveWithinGroup, rowsOf, updateOf, type EditRow } from './edit-rows';
import { SAVED_STATE } from './saved-state';
import './accounts-edit.css';

const copy = accountPreferencesManifest.copy;
const rules = accountPreferencesManifest.nickname;
const summaryCopy = copyManifest.screens['accounts-summary'];
const GROUP_HEADINGS: Readonly<Record<ProductGroupKind, string>> = {
  deposits: summaryCopy.groupDeposits,
  creditCards: summaryCopy.groupCreditCards,
  loans: summaryCopy.groupLoans,
  heloc: summaryCopy.groupHeloc,
  ira: summaryCopy.groupIra,
};

const labelOf = (row: EditRow): string => `${row.name} ${row.accountNumber}`;

interface RowProps {
  readonly row: EditRow;
  readonly first: boolean;
  readonly last: boolean;
  readonly readOnly: boolean;
  readonly error: string | undefined;
  readonly onChange: (row: EditRow) => void;
  readonly onMove: (step: -1 | 1) => void;
}

function AccountRow({ row, first, last, readOnly, error, onChange, onMove }: RowProps) {
  const id = useId();
  const name = labelOf(row);
  return (
    <li className="accounts-edit__row card" data-arrangement-id={row.arrangementId}>
      <div className="accounts-edit__identity">
        <p className="accounts-edit__name">{row.name}</p>
        <p className="accounts-edit__number">{row.accountNumber}</p>
      </div>
      <div className="accounts-edit__field">
        <label htmlFor={`${id}-nickname`}>{resolveTemplate(copy.nicknameLabel, { name })}</label>
        <input
          id={`${id}-nickname`}
          type="text"
          value={row.nickname}
          maxLength={rules.maxLength}
          autoComplete="off"
          readOnly={readOnly}
          aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
          aria-invalid={error === undefined ? undefined : true}
          onChange={(event) => onChange({ ...row, nickname: event.target.value })}
        />
        <p id={`${id}-hint`} className="accounts-edit__hint">
          {copy.nicknameHint}
        </p>
        {error === undefined ? null : (
          <p id={`${id}-error`} className="accounts-edit__error">
            {error}
          </p>
        )}
      </div>
      <div className="accounts-edit__show">
        <input id={`${id}-show`} type="checkbox" checked={!row.hidden} disabled={readOnly} onChange={(event) => onChange({ ...row, hidden: !event.target.checked })} />
        <label htmlFor={`${id}-show`}>{resolveTemplate(copy.showLabel, { name })}</label>
      </div>
      <div className="accounts-edit__moves">
        {/* aria-disabled, not disabled: the button keeps focus when its row reaches the top or bottom. */}
        <button type="button" className="button button--secondary" data-move="-1" aria-disabled={readOnly || first} aria-label={resolveTemplate(copy.moveUp, { name })} onClick={() => (readOnly || first ? undefined : onMove(-1))}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className="button button--secondary" data-move="1" aria-disabled={readOnly || last} aria-label={resolveTemplate(copy.moveDown, { name })} onClick={() => (readOnly || last ? undefined : onMove(1))}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}

/**
 * Edit Accounts (page key accountsummaryedit): a nickname, the order within each summary group and whether the
 * summary shows each account, saved together. The server decides who may save (not staff, not while an alert makes
 * the feature unavailable): the form turns read-only when it says so, and a refused save shows the server's reason.
 */
export default function AccountsEditScreen() {
  const preferences = useAccountPreferences();
  const save = useSaveAccountPreferences();
  const navigate = useNavigate();
  const [edited, setRows] = useState<EditRow[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [errors, setErrors] = useState<{ byRow: Map<number, string>; form: string | null }>({ byRow: new Map(), form: null });
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refocus, setRefocus] = useState<{ id: string; step: -1 | 1 } | null>(null);

  useEffect(() => {
    if (errors.form !== null) formErrorRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  // A moved row's DOM node may be re-inserted, which drops focus: put it back on the button that moved it.
  useEffect(() => {
    if (refocus === null) return;
    formRef.current?.querySelector<HTMLButtonElement>(`[data-arrangement-id="${refocus.id}"] [data-move="${refocus.step}"]`)?.focus();
  }, [refocus]);

  if (preferences.isPending) return <FlowLoading text={summaryCopy.loading} />;
  // The form starts from the server's list and holds the member's changes from the first one on.
  const rows = edited ?? (preferences.data === undefined ? null : rowsOf(preferences.data.accounts));
  if (preferences.isError || rows === null) return <FlowError text={copy.loadFailed} retryLabel={summaryCopy.retry} onRetry={() => void preferences.refetch()} />;

  const readOnly = !preferences.data.editable;
  const move = (row: EditRow, step: -1 | 1) => {
    const next = moveWithinGroup(rows, row.arrangementId, step);
    const inGroup = next.filter((candidate) => candidate.group === row.group);
    setRows(next);
    setAnnouncement(resolveTemplate(copy.moved, { name: labelOf(row), position: inGroup.findIndex((candidate) => candidate.arrangementId === row.arrangementId) + 1, count: inGroup.length }));
    setRefocus({ id: row.arrangementId, step });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(updateOf(rows));
      void navigate(homePath, { state: SAVED_STATE });
    } catch (error) {
      const byRow = new Map<number, string>();
      const rest: string[] = [];
      const reported = error instanceof ApiError ? error.errors : [];
      for (const item of reported) {
        const match = /^\/accounts\/(\d+)\/nickname$/.exec(item.path);
        if (match) byRow.set(Number(match[1]), item.message);
        else rest.push(item.message);
      }
      setErrors({ byRow, form: rest.length > 0 ? rest.join(' ') : byRow.size === 0 ? messageOf(error) : null });
    }
  };

  const groups = [...new Set(rows.map((row) => row.group))];
  return (
    <form ref={formRef} className="accounts-edit" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{copy.heading}</h1>
      <p className="accounts-edit__intro">{copy.intro}</p>
      {readOnly ? <FlowNotice text={copy.readOnly} role="status" /> : null}
      <p className="accounts-edit__form-error" role="alert" tabIndex={-1} ref={formErrorRef}>
        {errors.form}
      </p>
      {rows.length === 0 ? <FlowNotice text={copy.noAccounts} /> : null}
      {groups.map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        return (
          <section key={group} className="accounts-edit__group" aria-labelledby={`accounts-edit-${group}`}>
            <h2 id={`accounts-edit-${group}`}>{GROUP_HEADINGS[group]}</h2>
            <ol className="accounts-edit__list" aria-label={`${GROUP_HEADINGS[group]}: ${copy.listLabel}`}>
              {inGroup.map((row, index) => (
                <AccountRow
                  key={row.arrangementId}
                  row={row}
                  first={index === 0}
                  last={index === inGroup.length - 1}
                  readOnly={readOnly}
                  error={errors.byRow.get(rows.indexOf(row))}
                  onChange={(changed) => setRows(rows.map((candidate) => (candidate.arrangementId === changed.arrangementId ? changed : candidate)))}
                  onMove={(step) => move(row, step)}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="accounts-edit__actions">
        {readOnly ? null : (
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => void navigate(homePath)}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { NotificationChannels, NotificationPref, NotificationPreferencesUpdate } from '../../engine/core/generated/api.gen';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { useSavePreferences } from './notifications-api';
import { draftOf, optionOf, optionsOf, type OptionDraft } from './preference-draft';

const { copy, channels: channelEntries, kinds } = memberAlertsManifest;

const CHANNEL_KEYS: Record<(typeof channelEntries)[number]['id'], keyof NotificationChannels> = {
  SMS: 'sms',
  EMAIL: 'email',
  PUSH: 'push',
  MESSAGE_CENTER: 'messageCenter',
};

/** A checkbox's accessible name: its visible word first, then its alert and subject ("On: Low balance, Everyday Checking (…1234)"). */
const optionName = (label: string, alert: string, name: string): string => resolveTemplate(copy.optionName, { label, alert, name });

function OptionFields({ draft, subject, onChange, disabled }: { draft: OptionDraft; subject: string; onChange: (next: OptionDraft) => void; disabled: boolean }) {
  const id = useId();
  const kind = kinds.find((entry) => entry.id === draft.kind);
  if (!kind) return null;
  return (
    <fieldset className="alerts__option" disabled={disabled}>
      <legend>{kind.label}</legend>
      <p className="alerts__hint" id={`${id}-hint`}>
        {kind.description}
      </p>
      <label className="alerts__check">
        <input type="checkbox" aria-label={optionName(copy.on, kind.label, subject)} checked={draft.enabled} aria-describedby={`${id}-hint`} onChange={(event) => onChange({ ...draft, enabled: event.target.checked })} />
        {copy.on}
      </label>
      {draft.hasAmount && kind.amount ? (
        <label className="alerts__field">
          <span>{kind.amount.label}</span>
          <span className="alerts__money">
            <span aria-hidden="true">$</span>
            <input type="text" inputMode="decimal" autoComplete="off" aria-label={`${kind.amount.label} (${copy.amountLabel})`} value={draft.amount} onChange={(event) => onChange({ ...draft, amount: event.target.value })} />
          </span>
        </label>
      ) : null}
      {draft.hasDays && kind.days ? (
        <label className="alerts__field">
          <span>{kind.days.label}</span>
          <input type="number" min={kind.days.min} max={kind.days.max} step={1} value={draft.days} onChange={(event) => onChange({ ...draft, days: event.target.value })} />
        </label>
      ) : null}
      <fieldset className="alerts__channels">
        <legend>{copy.channelsLegend}</legend>
        {channelEntries.map((channel) => {
          const key = CHANNEL_KEYS[channel.id];
          return (
            <label key={channel.id} className="alerts__check">
              <input type="checkbox" aria-label={optionName(channel.label, kind.label, subject)} checked={draft.channels[key]} onChange={(event) => onChange({ ...draft, channels: { ...draft.channels, [key]: event.target.checked } })} />
              {channel.label}
            </label>
          );
        })}
      </fieldset>
    </fieldset>
  );
}

/**
 * The alerts of one subject (the member's Security alerts, an account, a card) as one form: each kind on or off, its
 * amount or days, its channels; Save sends them all and the server accepts all or none. The Security form also
 * carries the member-wide text-message opt-out. Read-only (no Save) when the session may not change alerts. Each
 * subject is a disclosure (open when `open`), its summary naming it and how many of its alerts are on, so a member
 * with many accounts and cards scans a short list and opens the one they came for.
 */
export function PreferenceForm({ pref, canEdit, open = false }: { pref: NotificationPref; canEdit: boolean; open?: boolean }) {
  const headingId = useId();
  const statusId = useId();
  const [drafts, setDrafts] = useState<OptionDraft[]>(() => optionsOf(pref).map(draftOf));
  const [smsOptedOut, setSmsOptedOut] = useState(pref.smsOptedOutFlag);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSavePreferences();
  const member = pref.arrangementsId === undefined && pref.cardId === undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    const options = [];
    for (const draft of drafts) {
      const result = optionOf(draft);
      const label = kinds.find((kind) => kind.id === draft.kind)?.label ?? draft.kind;
      if ('invalid' in result) {
        setProblem(resolveTemplate(result.invalid === 'amount' ? copy.amountInvalid : copy.daysInvalid, { label }));
        return;
      }
      options.push(result.option);
    }
    const body: NotificationPreferencesUpdate =
      pref.cardId !== undefined
        ? { notificationPref: { categoryName: pref.categoryName, cardNotification: options.map((option) => ({ cardId: pref.cardId as string, ...option })) } }
        : {
            ...(pref.arrangementsId === undefined ? {} : { arrangementsId: pref.arrangementsId }),
            notificationPref: { categoryName: pref.categoryName, notificationPrefOption: options, ...(member ? { smsOptedOutFlag: smsOptedOut } : {}) },
          };
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblem(`${copy.saveError} ${messageOf(error)}`),
    });
  };

  const savedOn = optionsOf(pref).filter((option) => option.enabled).length;
  return (
    <section className="alerts__subject card" aria-labelledby={headingId}>
      <details className="alerts__disclosure" open={open}>
        <summary className="alerts__summary">
          <h3 id={headingId}>{pref.name}</h3>
          <span className="alerts__summary-count">
{resolveTemplate(copy.subjectSummary, { on: String(savedOn), total: String(drafts.length) })}
          </span>
        </summary>
        <form onSubmit={submit} noValidate aria-describedby={statusId}>
          {member ? (
            <fieldset className="alerts__option" disabled={!canEdit}>
              <legend>{copy.smsOptOutLabel}</legend>
              <label className="alerts__check">
                <input type="checkbox" checked={smsOptedOut} onChange={(event) => setSmsOptedOut(event.target.checked)} />
                {copy.smsOptOutLabel}
              </label>
              <p className="alerts__hint">{copy.smsOptOutHint}</p>
            </fieldset>
          ) : null}
          {drafts.map((draft, index) => (
            <OptionFields
              key={draft.kind}
              draft={draft}
              subject={pref.name}
              disabled={!canEdit}
              onChange={(next) => {
                setSaved(false);
                setDrafts((current) => current.map((entry, at) => (at === index ? next : entry)));
              }}
            />
          ))}
          <div id={statusId}>
            {problem ? (
              <p className="alerts__problem" role="alert">
                {problem}
              </p>
            ) : null}
            {saved ? (
              <p className="alerts__saved" role="status">
                {resolveTemplate(copy.saved, { name: pref.name })}
              </p>
            ) : null}
          </div>
          {canEdit ? (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? copy.saving : resolveTemplate(copy.save, { name: pref.name })}
            </button>
          ) : null}
        </form>
      </details>
    </section>
  );
}

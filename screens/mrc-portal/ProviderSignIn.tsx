import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { StaffProviderLink } from '../../engine/core/generated/api.gen';
import { ApiError, useCan } from '../../engine/react';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { formatDay } from '../shared/format-day';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { linkProviderSubject, PROVIDER_LINKS_KEY, unlinkProviderSubject, useProviderLinks } from './mrc-api';

const copy = staffManifest.memberService.providerSignIn;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;
const subjectPattern = new RegExp(copy.subjectPattern);
const UNLINK_MODAL = 'unlinkProviderSubject';

type FieldErrors = { subject?: string; reason?: string };

/** The server's message for a refused call, or the fallback copy. */
const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError && error.errors[0] ? error.errors[0].message : fallback);

/** The same checks as the server's, said next to the field before anything is sent. */
function subjectError(subject: string): string | undefined {
  if (subject === '') return copy.subjectRequired;
  if (subject.length > copy.subjectMaxLength || !subjectPattern.test(subject)) return resolveTemplate(copy.subjectInvalid, { max: String(copy.subjectMaxLength) });
  return undefined;
}

function reasonError(reason: string): string | undefined {
  return reason.length < reasonMinLength ? resolveTemplate(staffManifest.actionReason.tooShort, { min: String(reasonMinLength) }) : undefined;
}

/**
 * The MRC portal's provider sign-in section: the subjects at the credit union's OpenID Connect provider that sign the
 * served member in, linking one and unlinking one (after a confirmation). One reason field serves both actions, as
 * the unlocks do; a field the server or the checks refuse gets the focus with its message beside it, and the outcome
 * is announced in the status region, which takes the focus once an unlinked row (and its button) is gone. Staff who
 * may only read see the table without the actions.
 */
export function ProviderSignIn({ memberName }: { memberName: string }) {
  const queryClient = useQueryClient();
  const links = useProviderLinks();
  const canChange = useCan('staff-service');
  const confirm = useConfirmModal();
  const subjectId = useId();
  const subjectHintId = useId();
  const subjectErrorId = useId();
  const reasonId = useId();
  const reasonHintId = useId();
  const reasonErrorId = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [subject, setSubject] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PROVIDER_LINKS_KEY });

  /** Shows the field errors and focuses the first field that has one; true when there were none. */
  const accept = (found: FieldErrors): boolean => {
    setErrors(found);
    if (found.subject) subjectRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
    return !found.subject && !found.reason;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const trimmedSubject = subject.trim();
    const trimmedReason = reason.trim();
    if (!accept({ subject: subjectError(trimmedSubject), reason: reasonError(trimmedReason) })) return;
    setBusy(true);
    try {
      const result = await linkProviderSubject(trimmedSubject, trimmedReason);
      setOutcome({ ok: true, text: resolveTemplate(result.changed ? copy.linked : copy.alreadyLinked, { subject: result.link.subject }) });
      setSubject('');
      setReason('');
      await refresh();
    } catch (error) {
      const path = error instanceof ApiError ? error.errors[0]?.path : undefined;
      if (path === '/subject' || path === '/reason') accept({ [path.slice(1)]: messageOf(error, copy.linkFailed) });
      else setOutcome({ ok: false, text: messageOf(error, copy.linkFailed) });
    } finally {
      setBusy(false);
    }
  };

  const unlink = async (link: StaffProviderLink, opener: HTMLButtonElement) => {
    setOutcome(null);
    const trimmedReason = reason.trim();
    if (!accept({ reason: reasonError(trimmedReason) })) return;
    const result = await confirm(UNLINK_MODAL, { subject: link.subject, name: memberName }, () => unlinkProviderSubject(link.id, trimmedReason), { opener });
    if (!result.confirmed) return;
    if ('error' in result) {
      setOutcome({ ok: false, text: messageOf(result.error, copy.unlinkFailed) });
      await refresh();
      outcomeRef.current?.focus();
      return;
    }
    setOutcome({ ok: true, text: resolveTemplate(copy.unlinked, { subject: link.subject }) });
    setReason('');
    await refresh();
    outcomeRef.current?.focus();
  };

  if (links.isPending) return <FlowLoading text={copy.loading} />;
  if (links.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void links.refetch()} />;
  const { issuer, links: rows } = links.data;

  const describedBy = (hint: string, error: string, failed: string | undefined) => (failed ? `${hint} ${error}` : hint);

  return (
    <>
      <p>{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.noLinks}</p>
      ) : (
        <table className="mrc-portal__table">
          <caption className="visually-hidden">{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.subjectColumn}</th>
              <th scope="col">{copy.issuerColumn}</th>
              <th scope="col">{copy.linkedAtColumn}</th>
              {canChange ? <th scope="col">{copy.actionColumn}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((link) => (
              <tr key={link.id}>
                <td data-label={copy.subjectColumn}>{link.subject}</td>
                <td data-label={copy.issuerColumn}>{link.issuer}</td>
                <td data-label={copy.linkedAtColumn}>
                  <time dateTime={link.linkedAt}>{formatDay(link.linkedAt)}</time>
                </td>
                {canChange ? (
                  <td data-label={copy.actionColumn}>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={resolveTemplate(copy.unlinkLabel, { subject: link.subject })}
                      onClick={(event) => void unlink(link, event.currentTarget)}
                    >
                      {copy.unlink}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {issuer === null ? <p>{copy.notConfigured}</p> : null}
      {canChange ? (
        <form className="mrc-portal__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${subjectId}-heading`}>
          <h3 id={`${subjectId}-heading`}>{copy.formHeading}</h3>
          {issuer === null ? null : (
            <div className="mrc-portal__field">
              <label htmlFor={subjectId}>{copy.subjectLabel}</label>
              <span id={subjectHintId} className="mrc-portal__hint">
                {resolveTemplate(copy.subjectHint, { max: String(copy.subjectMaxLength) })}
              </span>
              <input
                ref={subjectRef}
                id={subjectId}
                type="text"
                value={subject}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                aria-describedby={describedBy(subjectHintId, subjectErrorId, errors.subject)}
                aria-invalid={errors.subject ? true : undefined}
                onChange={(event) => setSubject(event.target.value)}
              />
              {errors.subject ? (
                <span id={subjectErrorId} className="mrc-portal__error">
                  {errors.subject}
                </span>
              ) : null}
            </div>
          )}
          <div className="mrc-portal__field">
            <label htmlFor={reasonId}>{copy.reasonLabel}</label>
            <span id={reasonHintId} className="mrc-portal__hint">
              {resolveTemplate(copy.reasonHint, { min: String(reasonMinLength) })}
            </span>
            <input
              ref={reasonRef}
              id={reasonId}
              type="text"
              value={reason}
              maxLength={reasonMaxLength}
              aria-describedby={describedBy(reasonHintId, reasonErrorId, errors.reason)}
              aria-invalid={errors.reason ? true : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {errors.reason ? (
              <span id={reasonErrorId} className="mrc-portal__error">
                {errors.reason}
              </span>
            ) : null}
          </div>
          {issuer === null ? null : (
            <p className="mrc-portal__actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? copy.linking : copy.link}
              </button>
            </p>
          )}
        </form>
      ) : null}
      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome?.ok === false ? 'mrc-portal__error' : undefined}>
        {outcome?.text ?? ''}
      </p>
    </>
  );
}

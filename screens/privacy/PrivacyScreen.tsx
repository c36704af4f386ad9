import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { PrivacyPreferences, PrivacyRequest, PrivacyRequestList } from '../../engine/core/generated/api.gen';
import { ApiError, apiFetch, apiFetchBlob } from '../../engine/react';
import { privacyManifest } from '../../src/manifests/privacy-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { downloadFile } from '../shared/download-file';
import { formatDay } from '../shared/format-day';
import '../shared/member-requests.css';

const copy = privacyManifest.copy;
const API = '/api/profile-manager/client-api/v1/privacy';
const PREFERENCES_KEY = ['privacy', 'preferences'] as const;
const REQUESTS_KEY = ['privacy', 'requests'] as const;
const preferencesQuery = queryOptions({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => apiFetch<PrivacyPreferences>(`${API}/preferences`, { signal }) });
const requestsQuery = queryOptions({ queryKey: REQUESTS_KEY, queryFn: ({ signal }) => apiFetch<PrivacyRequestList>(`${API}/requests`, { signal }) });
type OptOutId = 'marketing' | 'affiliateSharing';
const FIELD: Readonly<Record<OptOutId, 'marketingOptOut' | 'affiliateSharingOptOut'>> = { marketing: 'marketingOptOut', affiliateSharing: 'affiliateSharingOptOut' };

function OptOuts() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery);
  const [choice, setChoice] = useState<{ marketingOptOut: boolean; affiliateSharingOptOut: boolean } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (preferences.data && choice === null) setChoice({ marketingOptOut: preferences.data.marketingOptOut, affiliateSharingOptOut: preferences.data.affiliateSharingOptOut });
  }, [preferences.data, choice]);

  if (preferences.isPending) return <p role="status">{copy.loading}</p>;
  if (preferences.isError || choice === null) return <p className="member-requests__error" role="alert">{copy.loadError}</p>;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await apiFetch<PrivacyPreferences>(`${API}/preferences`, { method: 'PUT', body: choice });
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      // Offers are chosen with the marketing opt-out: the next look at them asks again.
      await queryClient.invalidateQueries({ queryKey: ['insights'] });
      setMessage({ ok: true, text: copy.saved });
    } catch {
      setMessage({ ok: false, text: copy.saveFailed });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="member-requests__form" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{copy.optOutsLegend}</legend>
        {privacyManifest.optOuts.map((optOut) => (
          <label key={optOut.id} className="member-requests__choice">
            <input
              type="checkbox"
              checked={choice[FIELD[optOut.id]]}
              onChange={(event) => {
                setMessage(null);
                setChoice({ ...choice, [FIELD[optOut.id]]: event.target.checked });
              }}
            />
            <span>
              {optOut.label}
              <span className="member-requests__hint">{optOut.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="member-requests__actions">
        <button type="submit" className="button" disabled={saving}>{saving ? copy.saving : copy.save}</button>
      </p>
      <p role="status" className={message?.ok === false ? 'member-requests__error' : message ? 'member-requests__success' : undefined}>{message?.text ?? ''}</p>
    </form>
  );
}

function DownloadMyData() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const archive = await apiFetchBlob(`${API}/data-archive`, 'application/zip');
      const name = /filename="([^"]+)"/.exec(archive.headers.get('content-disposition') ?? '')?.[1] ?? `${privacyManifest.archive.fileNamePrefix}.zip`;
      downloadFile(archive.data, name, 'application/zip');
      setState('done');
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <p>{copy.downloadBody}</p>
      <p className="member-requests__actions">
        <button type="button" className="button" disabled={state === 'busy'} onClick={() => void download()}>
          {state === 'busy' ? copy.downloading : copy.downloadButton}
        </button>
      </p>
      <p role="status" className={state === 'failed' ? 'member-requests__error' : undefined}>
        {state === 'done' ? copy.downloaded : state === 'failed' ? copy.downloadFailed : ''}
      </p>
    </>
  );
}

function RequestForm() {
  const queryClient = useQueryClient();
  const detailsId = useId();
  const hintId = useId();
  const [kind, setKind] = useState<'DELETION' | 'CORRECTION'>(privacyManifest.requestKinds[0]!.id);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<PrivacyRequest | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<PrivacyRequest>(`${API}/requests`, { method: 'POST', body: { kind, ...(details.trim() === '' ? {} : { details: details.trim() }) } });
      setReceipt(answer);
      setDetails('');
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.errors[0] ? failure.errors[0].message : copy.requestFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="member-requests__form" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{copy.requestLegend}</legend>
        {privacyManifest.requestKinds.map((entry) => (
          <label key={entry.id} className="member-requests__choice">
            <input type="radio" name="privacy-request-kind" value={entry.id} checked={kind === entry.id} onChange={() => setKind(entry.id)} />
            <span>
              {entry.label}
              <span className="member-requests__hint">{entry.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="member-requests__field">
        <label htmlFor={detailsId}>{copy.detailsLabel}</label>
        <span id={hintId} className="member-requests__hint">{copy.detailsHint}</span>
        <textarea id={detailsId} rows={3} maxLength={2000} value={details} aria-describedby={hintId} onChange={(event) => setDetails(event.target.value)} />
      </div>
      {error ? <p className="member-requests__error" role="alert">{error}</p> : null}
      <p className="member-requests__actions">
        <button type="submit" className="button" disabled={busy}>{busy ? copy.submittingRequest : copy.submitRequest}</button>
      </p>
      {receipt ? (
        <div className="member-requests__success" role="status">
          <h3>{copy.receiptHeading}</h3>
          <p>{resolveTemplate(copy.receiptBody, { receiptNumber: receipt.receiptNumber, respondBy: formatDay(receipt.respondBy) })}</p>
        </div>
      ) : null}
    </form>
  );
}

function RequestList() {
  const requests = useQuery(requestsQuery);
  if (requests.isPending) return <p role="status">{copy.loading}</p>;
  if (requests.isError) return <p className="member-requests__error" role="alert">{copy.loadError}</p>;
  if (requests.data.requests.length === 0) return <p>{copy.requestsEmpty}</p>;
  const label = (kind: PrivacyRequest['kind']) => privacyManifest.requestKinds.find((entry) => entry.id === kind)?.label ?? copy.kindDownload;
  return (
    <div className="member-requests__table-wrap">
      <table className="member-requests__table">
        <caption className="visually-hidden">{copy.requestsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columnReceipt}</th>
            <th scope="col">{copy.columnKind}</th>
            <th scope="col">{copy.columnStatus}</th>
            <th scope="col">{copy.columnSubmitted}</th>
          </tr>
        </thead>
        <tbody>
          {requests.data.requests.map((request) => (
            <tr key={request.requestId}>
              <td data-label={copy.columnReceipt}>{request.receiptNumber}</td>
              <td data-label={copy.columnKind}>{label(request.kind)}</td>
              <td data-label={copy.columnStatus}>{request.status === 'COMPLETED' ? copy.statusCompleted : copy.statusReceived}</td>
              <td data-label={copy.columnSubmitted}>{formatDay(request.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /more-menu/data-and-privacy-preferences and /ccpa: opt-outs the server honours, "download my data"
 * (a ZIP of JSON and CSV), and deletion or correction requests with a receipt. `ccpa` changes only the heading and intro.
 */
export function PrivacyScreen({ ccpa }: { ccpa: boolean }) {
  // The opt-outs and the request list (the same queries their panels use) answer separately; on the first load the
  // panels appear together, so neither pushes down the other.
  const preferences = useQuery(preferencesQuery);
  const requests = useQuery(requestsQuery);
  const firstLoading = useFirstLoad(preferences.isPending || requests.isPending);
  return (
    <div className="member-requests">
      <StepHeading level={1}>{ccpa ? copy.ccpaHeading : copy.heading}</StepHeading>
      <p>{ccpa ? copy.ccpaIntro : copy.intro}</p>
      {firstLoading ? <PageSkeleton label={copy.loading} /> : <PrivacyPanels />}
    </div>
  );
}

function PrivacyPanels() {
  return (
    <>
      <section className="member-requests__panel" aria-labelledby="privacy-optouts">
        <h2 id="privacy-optouts">{copy.optOutsHeading}</h2>
        <OptOuts />
      </section>
      <section className="member-requests__panel" aria-labelledby="privacy-download">
        <h2 id="privacy-download">{copy.downloadHeading}</h2>
        <DownloadMyData />
      </section>
      <section className="member-requests__panel" aria-labelledby="privacy-request">
        <h2 id="privacy-request">{copy.requestHeading}</h2>
        <RequestForm />
      </section>
      <section className="member-requests__panel" aria-labelledby="privacy-requests">
        <h2 id="privacy-requests">{copy.requestsHeading}</h2>
        <RequestList />
      </section>
    </>
  );
}

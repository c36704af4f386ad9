import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StatusCenterItem, StatusCenterList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { businessDayOf } from '../shared/business-today';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay } from '../shared/format-day';
import { resolveTemplate } from '../../engine/core/template';
import '../shared/member-requests.css';

const copy = disputesManifest.copy;
const STATUS_CENTER_API = '/api/user-manager/client-api/v1/status-center';

const KIND_LABELS: Readonly<Record<StatusCenterItem['kind'], string>> = {
  dispute: copy.statusKindDispute,
  serviceRequest: copy.statusKindServiceRequest,
  cardOrder: copy.statusKindCardOrder,
  upload: copy.statusKindUpload,
  privacyRequest: copy.statusKindPrivacy,
  application: copy.statusKindApplication,
  accountOpening: copy.statusKindAccountOpening,
  billPayment: copy.statusKindBillPayment,
  message: copy.statusKindMessage,
};

/** The filter's query parameter: `?kind=<kind>` shows one kind; absent or unknown, every kind. */
const KIND_PARAM = 'kind';
const ALL = '';
const isKind = (value: string | null): value is StatusCenterItem['kind'] => value !== null && Object.hasOwn(KIND_LABELS, value);

/** A request's day as the credit union dated it, as the Claims Center and the server's records show it. */
const when = (instant: string) => <time dateTime={instant}>{formatDay(businessDayOf(instant))}</time>;

/** The status a request shows, with the day it takes effect when that is still ahead. */
const statusOf = (item: StatusCenterItem): string =>
  item.dueOn === undefined ? item.status : resolveTemplate(copy.statusDueOn, { status: item.status, date: formatDay(item.dueOn) });

/** The kind filter: one choice applies at once (it only narrows the table) and is kept in the URL. */
function KindFilter({ kind, onChange }: { kind: StatusCenterItem['kind'] | undefined; onChange: (kind: StatusCenterItem['kind'] | undefined) => void }) {
  const id = useId();
  return (
    <div className="member-requests__field">
      <label htmlFor={id}>{copy.statusFilterLabel}</label>
      <select id={id} value={kind ?? ALL} onChange={(event) => onChange(isKind(event.target.value) ? event.target.value : undefined)}>
        <option value={ALL}>{copy.statusFilterAll}</option>
        {Object.entries(KIND_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /more-menu/status-center: every request the member made, newest first, with status and dates, filterable by kind. */
export default function StatusCenterScreen() {
  const requests = useQuery({ queryKey: ['status-center'], queryFn: ({ signal }) => apiFetch<StatusCenterList>(STATUS_CENTER_API, { signal }) });
  const [search, setSearch] = useSearchParams();
  const chosen = search.get(KIND_PARAM);
  const kind = isKind(chosen) ? chosen : undefined;
  const choose = (next: StatusCenterItem['kind'] | undefined) => {
    const params = new URLSearchParams(search);
    if (next === undefined) params.delete(KIND_PARAM);
    else params.set(KIND_PARAM, next);
    setSearch(params, { replace: true });
  };
  const shown = requests.data?.requests.filter((item) => kind === undefined || item.kind === kind) ?? [];
  return (
    <div className="member-requests">
      <StepHeading level={1}>{copy.statusCenterHeading}</StepHeading>
      <p>{copy.statusCenterIntro}</p>
      <section className="member-requests__panel" aria-label={copy.statusCenterCaption}>
        <KindFilter kind={kind} onChange={choose} />
        {requests.isPending ? (
          <p role="status">{copy.statusCenterLoading}</p>
        ) : requests.isError ? (
          <p className="member-requests__error" role="alert">{copy.statusCenterError}</p>
        ) : requests.data.requests.length === 0 ? (
          <p>{copy.statusCenterEmpty}</p>
        ) : shown.length === 0 ? (
          <p>{copy.statusFilteredEmpty}</p>
        ) : (
          <div className="member-requests__table-wrap">
            <table className="member-requests__table">
              <caption className="visually-hidden">{copy.statusCenterCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.statusColumnRequest}</th>
                  <th scope="col">{copy.statusColumnReference}</th>
                  <th scope="col">{copy.statusColumnStatus}</th>
                  <th scope="col">{copy.statusColumnSubmitted}</th>
                  <th scope="col">{copy.statusColumnUpdated}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => (
                  <tr key={`${item.kind}-${item.id}`}>
                    <td data-label={copy.statusColumnRequest}>
                      <span className="member-requests__hint">{KIND_LABELS[item.kind]}</span>
                      {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
                    </td>
                    <td data-label={copy.statusColumnReference}>{item.reference}</td>
                    <td data-label={copy.statusColumnStatus}>{statusOf(item)}</td>
                    <td data-label={copy.statusColumnSubmitted}>{when(item.submittedAt)}</td>
                    <td data-label={copy.statusColumnUpdated}>{when(item.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { StatusCenterItem, StatusCenterList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { businessDayOf } from '../shared/business-today';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay } from '../shared/format-day';
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
};

/** A request's day as the credit union dated it, as the Claims Center and the server's records show it. */
const when = (instant: string) => <time dateTime={instant}>{formatDay(businessDayOf(instant))}</time>;

/** /more-menu/status-center: every request the member made, newest first, with status and dates. */
export default function StatusCenterScreen() {
  const requests = useQuery({ queryKey: ['status-center'], queryFn: ({ signal }) => apiFetch<StatusCenterList>(STATUS_CENTER_API, { signal }) });
  return (
    <div className="member-requests">
      <StepHeading level={1}>{copy.statusCenterHeading}</StepHeading>
      <p>{copy.statusCenterIntro}</p>
      <section className="member-requests__panel" aria-label={copy.statusCenterCaption}>
        {requests.isPending ? (
          <p role="status">{copy.statusCenterLoading}</p>
        ) : requests.isError ? (
          <p className="member-requests__error" role="alert">{copy.statusCenterError}</p>
        ) : requests.data.requests.length === 0 ? (
          <p>{copy.statusCenterEmpty}</p>
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
                {requests.data.requests.map((item) => (
                  <tr key={`${item.kind}-${item.id}`}>
                    <td data-label={copy.statusColumnRequest}>
                      <span className="member-requests__hint">{KIND_LABELS[item.kind]}</span>
                      {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
                    </td>
                    <td data-label={copy.statusColumnReference}>{item.reference}</td>
                    <td data-label={copy.statusColumnStatus}>{item.status}</td>
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

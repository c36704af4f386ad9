import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { IraAccount, IraDistribution } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { formatDay } from '../shared/format-day';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { CancelDistributionDialog } from './CancelDistributionDialog';
import { cancelDistribution, IRA_KEY } from './ira-api';

const copy = iraManifest.screen;

/** How a request's status reads: when it pays, when it was paid, or why it was not. */
export function statusText(request: IraDistribution): string {
  if (request.status === 'SUBMITTED') return resolveTemplate(copy.statuses.SUBMITTED, { date: formatDay(request.paysOn) });
  if (request.status === 'PAID') return resolveTemplate(copy.statuses.PAID, { date: formatDay(request.paidOn ?? request.paysOn) });
  if (request.status === 'REJECTED') return resolveTemplate(copy.statuses.REJECTED, { reason: request.rejectionReason ?? '' });
  return copy.statuses.CANCELLED;
}

/**
 * An IRA's distribution requests with their net, withholding and status, and for one not yet paid (when the caller
 * may move money) a Cancel button that asks first. The focus goes back to that button when the member keeps the request, and to the list (whose
 * status line says what happened) once it is cancelled.
 */
export function DistributionRequests({ ira, canCancel }: { ira: IraAccount; canCancel: boolean }) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const key = useRef(newIdempotencyKey());
  const [asking, setAsking] = useState<IraDistribution | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  const open = (request: IraDistribution, button: HTMLButtonElement) => {
    opener.current = button;
    key.current = newIdempotencyKey();
    setAsking(request);
  };
  const keep = () => {
    setAsking(null);
    opener.current?.focus();
  };
  const confirm = async () => {
    if (asking === null) return;
    setBusy(true);
    try {
      const cancelled = await cancelDistribution(asking.id, key.current);
      setStatus({ text: resolveTemplate(copy.cancelled, { confirmation: cancelled.confirmationNumber }), error: false });
    } catch (error) {
      setStatus({ text: error instanceof ApiError && error.errors[0] ? error.errors[0].message : copy.cancelFailed, error: true });
    } finally {
      setBusy(false);
      setAsking(null);
      listRef.current?.focus();
    }
    await queryClient.invalidateQueries({ queryKey: IRA_KEY });
  };

  return (
    <div ref={listRef} className="ira__requests" tabIndex={-1}>
      {ira.paidThisYear.grossCents > 0 ? (
        <p>{resolveTemplate(copy.paidThisYear, { year: String(ira.paidThisYear.taxYear), gross: formatCents(ira.paidThisYear.grossCents), withheld: formatCents(ira.paidThisYear.withheldCents) })}</p>
      ) : null}
      {ira.distributions.length === 0 ? (
        <p>{copy.noRequests}</p>
      ) : (
        <table className="ira__table">
          <caption>{copy.requestsHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.requestDate}</th>
              <th scope="col">{copy.requestAmount}</th>
              <th scope="col">{copy.requestNet}</th>
              <th scope="col">{copy.requestWithholding}</th>
              <th scope="col">{copy.requestType}</th>
              <th scope="col">{copy.requestStatus}</th>
            </tr>
          </thead>
          <tbody>
            {ira.distributions.map((request) => (
              <tr key={request.id}>
                <td data-label={copy.requestDate}>{formatDay(request.createdAt)}</td>
                <td data-label={copy.requestAmount}>{formatCents(request.amountCents)}</td>
                <td data-label={copy.requestNet}>{formatCents(request.netCents)}</td>
                <td data-label={copy.requestWithholding}>{formatCents(request.withholdingCents)}</td>
                <td data-label={copy.requestType}>{copy.distributionTypes[request.distributionType]}</td>
                <td data-label={copy.requestStatus}>
                  {statusText(request)}
                  <small className="ira__note">{resolveTemplate(copy.confirmationLabel, { confirmation: request.confirmationNumber })}</small>
                  {canCancel && request.status === 'SUBMITTED' ? (
                    <button
                      type="button"
                      className="button button--secondary ira__cancel"
                      aria-label={resolveTemplate(copy.cancelRequestLabel, { confirmation: request.confirmationNumber })}
                      onClick={(event) => open(request, event.currentTarget)}
                    >
                      {copy.cancelRequest}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <StatusMessage status={status} />
      {asking === null ? null : <CancelDistributionDialog request={asking} busy={busy} onConfirm={() => void confirm()} onKeep={keep} />}
    </div>
  );
}

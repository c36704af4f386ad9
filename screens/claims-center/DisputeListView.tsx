import { Link } from 'react-router-dom';
import { formatCents } from '../../engine/core';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { formatDay } from '../shared/format-day';
import { useDisputes } from './claims-api';
import { copy, casePath } from './claims-copy';
import { RegulationNote } from './ClaimsFacts';
import { disputeStatusLabel } from './dispute-text';
import { StartDispute } from './StartDispute';
import { useCan } from '../../engine/react';

/** Start a dispute (for a member who may file one), then the member's disputes: case, transaction, amount, status and day filed. */
export function DisputeListView() {
  const disputes = useDisputes();
  const canFile = useCan('file-dispute');
  return (
    <>
      <p>{copy.intro}</p>
      <RegulationNote limits={disputesManifest.regulationE} />
      {canFile ? (
        <>
          <StartDispute />
          <p>{copy.startHint}</p>
        </>
      ) : null}
      <section className="member-requests__panel" aria-labelledby="claims-list-heading">
        <h2 id="claims-list-heading">{copy.listHeading}</h2>
        {disputes.isPending ? (
          <p role="status">{copy.loading}</p>
        ) : disputes.isError ? (
          <p className="member-requests__error" role="alert">{copy.loadError}</p>
        ) : disputes.data.disputes.length === 0 ? (
          <p>{copy.listEmpty}</p>
        ) : (
          <div className="member-requests__table-wrap">
            <table className="member-requests__table">
              <caption className="visually-hidden">{copy.listCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.columnCase}</th>
                  <th scope="col">{copy.columnTransaction}</th>
                  <th scope="col">{copy.columnAmount}</th>
                  <th scope="col">{copy.columnStatus}</th>
                  <th scope="col">{copy.columnFiled}</th>
                </tr>
              </thead>
              <tbody>
                {disputes.data.disputes.map((dispute) => (
                  <tr key={dispute.disputeId}>
                    <td data-label={copy.columnCase}>
                      <Link to={casePath(dispute.disputeId)}>{dispute.caseNumber}</Link>
                    </td>
                    <td data-label={copy.columnTransaction}>{dispute.transactionDescription}</td>
                    <td data-label={copy.columnAmount}>{formatCents(dispute.amountCents)}</td>
                    <td data-label={copy.columnStatus}>{disputeStatusLabel(dispute)}</td>
                    <td data-label={copy.columnFiled}>{formatDay(dispute.filedOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

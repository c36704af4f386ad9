import { useId } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { DocumentButton } from '../shared/documents/DocumentButton';
import { orphanStatementRequest, useOrphanStatements } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';

const copy = copyManifest.screens.statements;

/** Statements of the member's closed accounts, newest first, each downloadable as a PDF. */
export function OrphanStatements() {
  const id = useId();
  const orphans = useOrphanStatements();
  return (
    <section className="statements__section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.orphanHeading}</h2>
      {orphans.isPending ? <StatementsLoading /> : null}
      {orphans.isError ? <StatementsError onRetry={() => void orphans.refetch()} /> : null}
      {orphans.data?.length === 0 ? <p className="statements__state">{copy.orphanNone}</p> : null}
      {orphans.data === undefined || orphans.data.length === 0 ? null : (
        <table className="statement-table">
          <caption className="visually-hidden">{copy.orphanCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.columnAccount}</th>
              <th scope="col">{copy.columnPeriod}</th>
              <th scope="col" className="statement-table__number">
                {copy.columnClosing}
              </th>
              <th scope="col">{copy.columnDocument}</th>
            </tr>
          </thead>
          <tbody>
            {orphans.data.map((statement) => {
              const account = `${statement.accountName} ${statement.accountNumber}`;
              const period = resolveTemplate(copy.period, { start: formatDay(statement.periodStart), end: formatDay(statement.periodEnd) });
              return (
                <tr key={`${statement.accountNumber}-${statement.id}`}>
                  <th scope="row" data-label={copy.columnAccount}>
                    {account}
                  </th>
                  <td data-label={copy.columnPeriod}>{period}</td>
                  <td data-label={copy.columnClosing} className="statement-table__number">
                    {formatCents(statement.closingBalanceCents)}
                  </td>
                  <td data-label={copy.columnDocument}>
                    <DocumentButton
                      request={orphanStatementRequest(statement.id, statement.accountNumber)}
                      fileName={`${statement.id}.pdf`}
                      label={resolveTemplate(copy.downloadLabel, { period, account })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

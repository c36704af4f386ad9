import { useId } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { statementSections } from '../../engine/core/statement-sections';
import { copyManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { useStatementDetail } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';

const copy = copyManifest.screens.statements;
const documentCopy = copyManifest.documents.statement;

/**
 * One statement read in the page, with what its PDF prints: balances, money in and out, the line saying how amounts
 * are signed, the figures of the account's kind (with a card's warnings), and every transaction.
 */
export function StatementView({ accountId, statementId, onClose }: { accountId: string; statementId: string; onClose: () => void }) {
  const id = useId();
  const detail = useStatementDetail(accountId, statementId);
  if (detail.isPending) return <StatementsLoading />;
  if (detail.isError) return <StatementsError onRetry={() => void detail.refetch()} />;
  const statement = detail.data;
  const period = resolveTemplate(copy.period, {
    start: formatDay(statement.periodStart),
    end: formatDay(statement.periodEnd),
  });
  const summary: [string, number][] = [
    [documentCopy.openingBalance, statement.openingBalanceCents],
    [documentCopy.totalCredits, statement.totalCreditsCents],
    [documentCopy.totalDebits, statement.totalDebitsCents],
    [documentCopy.closingBalance, statement.closingBalanceCents],
  ];
  return (
    <article className="statement-view" aria-labelledby={`${id}-heading`}>
      <div className="statement-view__heading">
        <h3 id={`${id}-heading`}>{resolveTemplate(copy.statementHeading, { period })}</h3>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.closeStatement}
        </button>
      </div>
      <p>
        {statement.accountName} {statement.accountNumber}
      </p>
      <table className="statement-table statement-view__figures">
        <caption className="visually-hidden">{resolveTemplate(copy.summaryCaption, { period })}</caption>
        <tbody>
          {summary.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="statement-table__number">{formatCents(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="statement-view__note">{documentCopy.signNote}</p>
      {statementSections(statement, documentCopy, formatDay).map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h4>{section.heading}</h4>
          {section.figures.length === 0 ? null : (
            <table className="statement-table statement-view__figures">
              <caption className="visually-hidden">{section.heading}</caption>
              <tbody>
                {section.figures.map((figure) => (
                  <tr key={figure.label}>
                    <th scope="row">{figure.label}</th>
                    <td className="statement-table__number">{figure.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {section.table ? (
            <table className="statement-table statement-view__figures">
              <caption className="visually-hidden">{section.heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{section.table.columns[0]}</th>
                  <th scope="col" className="statement-table__number">
                    {section.table.columns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {section.table.rows.map(([year, amount]) => (
                  <tr key={year}>
                    <th scope="row">{year}</th>
                    <td className="statement-table__number">{amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {section.notes.map((note) => (
            <p key={note} className="statement-view__warning">
              {note}
            </p>
          ))}
        </section>
      ))}
      {statement.lines.length === 0 ? (
        <p className="statements__state">{documentCopy.noTransactions}</p>
      ) : (
        <table className="statement-table">
          <caption className="visually-hidden">{resolveTemplate(copy.transactionsCaption, { period })}</caption>
          <thead>
            <tr>
              <th scope="col">{documentCopy.columnDate}</th>
              <th scope="col">{documentCopy.columnDescription}</th>
              <th scope="col" className="statement-table__number">
                {documentCopy.columnAmount}
              </th>
              <th scope="col" className="statement-table__number">
                {documentCopy.columnBalance}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line, index) => (
              <tr key={index}>
                <td data-label={documentCopy.columnDate}>{formatDay(line.date)}</td>
                <th scope="row" data-label={documentCopy.columnDescription}>
                  {line.description}
                </th>
                <td data-label={documentCopy.columnAmount} className="statement-table__number">
                  {formatCents(line.amountCents)}
                </td>
                <td data-label={documentCopy.columnBalance} className="statement-table__number">
                  {formatCents(line.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

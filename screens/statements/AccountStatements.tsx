import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { StatementAccount } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { statementDownloadUrl, useAccountStatements, useStatementAccounts } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';
import { StatementView } from './StatementView';

const copy = copyManifest.screens.statements;
export const ACCOUNT_PARAM = 'account';
/** The statement read in the page, kept in the URL like the account. */
const STATEMENT_PARAM = 'statement';

function accountLabel(account: StatementAccount): string {
  return `${account.name} ${account.accountNumber}`;
}

function StatementTable({ account }: { account: StatementAccount }) {
  const statements = useAccountStatements(account.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const viewing = searchParams.get(STATEMENT_PARAM);
  const view = (statementId: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (statementId === null) next.delete(STATEMENT_PARAM);
    else next.set(STATEMENT_PARAM, statementId);
    setSearchParams(next);
  };
  if (statements.isPending) return <StatementsLoading />;
  if (statements.isError) return <StatementsError onRetry={() => void statements.refetch()} />;
  if (statements.data.length === 0) return <p className="statements__state">{copy.noStatements}</p>;
  const name = accountLabel(account);
  return (
    <>
      <table className="statement-table">
        <caption className="visually-hidden">{resolveTemplate(copy.statementsCaption, { account: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columnPeriod}</th>
            <th scope="col" className="statement-table__number">
              {copy.columnOpening}
            </th>
            <th scope="col" className="statement-table__number">
              {copy.columnClosing}
            </th>
            <th scope="col">{copy.columnDocument}</th>
          </tr>
        </thead>
        <tbody>
          {statements.data.map((statement) => {
            const period = resolveTemplate(copy.period, { start: formatDay(statement.periodStart), end: formatDay(statement.periodEnd) });
            return (
              <tr key={statement.id}>
                <th scope="row" data-label={copy.columnPeriod}>
                  {period}
                </th>
                <td data-label={copy.columnOpening} className="statement-table__number">
                  {formatCents(statement.openingBalanceCents)}
                </td>
                <td data-label={copy.columnClosing} className="statement-table__number">
                  {formatCents(statement.closingBalanceCents)}
                </td>
                <td data-label={copy.columnDocument}>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-pressed={viewing === statement.id}
                    aria-label={resolveTemplate(copy.viewLabel, { period, account: name })}
                    onClick={() => view(statement.id)}
                  >
                    {copy.view}
                  </button>{' '}
                  <a
                    href={statementDownloadUrl(account.id, statement.id)}
                    download={`${statement.id}.pdf`}
                    aria-label={resolveTemplate(copy.downloadLabel, { period, account: name })}
                  >
                    {copy.download}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {viewing !== null && statements.data.some((statement) => statement.id === viewing) ? <StatementView accountId={account.id} statementId={viewing} onClose={() => view(null)} /> : null}
    </>
  );
}

/** The accounts with statements, one chosen at a time (kept in the URL), and that account's monthly statements. */
export function AccountStatements() {
  const id = useId();
  const accounts = useStatementAccounts();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = searchParams.get(ACCOUNT_PARAM);
  const chosen = accounts.data?.find((account) => account.id === chosenId) ?? accounts.data?.[0];
  return (
    <section className="statements__section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.accountStatementsHeading}</h2>
      {accounts.isPending ? <StatementsLoading /> : null}
      {accounts.isError ? <StatementsError onRetry={() => void accounts.refetch()} /> : null}
      {accounts.data?.length === 0 ? <p className="statements__state">{copy.noAccounts}</p> : null}
      {chosen === undefined || accounts.data === undefined ? null : (
        <>
          <div className="field statements__picker">
            <label htmlFor={`${id}-account`}>{copy.accountLabel}</label>
            <select
              id={`${id}-account`}
              value={chosen.id}
              onChange={(event) => {
                const next = new URLSearchParams(searchParams);
                next.set(ACCOUNT_PARAM, event.target.value);
                next.delete(STATEMENT_PARAM);
                setSearchParams(next);
              }}
            >
              {accounts.data.map((account) => (
                <option key={account.id} value={account.id}>
                  {accountLabel(account)}
                </option>
              ))}
            </select>
          </div>
          <StatementTable key={chosen.id} account={chosen} />
        </>
      )}
    </section>
  );
}

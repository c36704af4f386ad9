import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { formatDay } from '../shared/format-day';
import { useDisputableTransactions, useDisputeAccounts } from './claims-api';
import { copy, transactionPath } from './claims-copy';

/** One account's transactions that may be disputed now (the server's filing rule decides), each opening the dispute form. */
function DisputableTransactions({ arrangementId }: { arrangementId: string }) {
  const list = useDisputableTransactions(arrangementId);
  const headingId = useId();
  if (list.isPending) return <p role="status">{copy.startLoading}</p>;
  if (list.isError) return <p className="member-requests__error" role="alert">{copy.startError}</p>;
  if (list.data.transactions.length === 0) return <p role="status">{copy.startNoTransactions}</p>;
  return (
    <>
      <h3 id={headingId}>{copy.startTransactionsHeading}</h3>
      <ul className="member-requests__links" aria-labelledby={headingId}>
        {list.data.transactions.map((item) => (
          <li key={item.transactionId}>
            <Link to={transactionPath(item.transactionId)}>
              {resolveTemplate(copy.startDisputeLink, { description: item.description, amount: formatCents(item.amountCents), date: formatDay(item.bookingDate) })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Start a dispute: choose one of the accounts whose charges are disputed online, then one of its recent disputable transactions. */
export function StartDispute() {
  const accounts = useDisputeAccounts(true);
  const selectId = useId();
  const [arrangementId, setArrangementId] = useState('');
  return (
    <section className="member-requests__panel" aria-labelledby="claims-start-heading">
      <h2 id="claims-start-heading">{copy.startHeading}</h2>
      {accounts.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : accounts.isError ? (
        <p className="member-requests__error" role="alert">{copy.startError}</p>
      ) : accounts.data.accounts.length === 0 ? (
        <p>{copy.startNoAccounts}</p>
      ) : (
        <>
          <p>{copy.startIntro}</p>
          <div className="member-requests__field">
            <label htmlFor={selectId}>{copy.startAccountLabel}</label>
            <select id={selectId} value={arrangementId} onChange={(event) => setArrangementId(event.target.value)}>
              <option value="">{copy.startAccountPlaceholder}</option>
              {accounts.data.accounts.map((account) => (
                <option key={account.arrangementId} value={account.arrangementId}>
                  {account.accountName}
                </option>
              ))}
            </select>
          </div>
          {arrangementId === '' ? null : <DisputableTransactions arrangementId={arrangementId} />}
        </>
      )}
    </section>
  );
}

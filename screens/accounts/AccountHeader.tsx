import type { ReactNode } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { AccountDetail } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { AskAboutLink } from '../shared/AskAboutLink';
import { formatDay } from '../shared/format-day';
import { balanceRows } from './balance-rows';
import { BalanceItem } from './BalanceItem';
import { formatBps } from './format-bps';

const copy = copyManifest.screens['account-details'];

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-terms__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Nothing due is said in words, not only as $0.00. */
function dueText(cents: number): string {
  return cents === 0 ? resolveTemplate(copy.nothingDue, { amount: formatCents(0) }) : formatCents(cents);
}

/**
 * What an owed account has due: its minimum payment or, when it is also past due, this period's amount due and the
 * total with the past-due amount (the past-due amount itself is among the balances).
 */
function AmountsDueTerms({ details }: { details: AccountDetail['details'] }) {
  if (details.minimumDueCents === undefined) return null;
  if (details.pastDueCents === undefined || details.totalDueCents === undefined) return <Term label={copy.minimumDue}>{dueText(details.minimumDueCents)}</Term>;
  return (
    <>
      <Term label={copy.currentAmountDue}>{dueText(details.minimumDueCents)}</Term>
      <Term label={copy.totalAmountDue}>{formatCents(details.totalDueCents)}</Term>
    </>
  );
}

/**
 * The account's name, masked number, balances (a loan's current and original principal, what is past due) and the
 * terms its kind has (APY, due date, credit limit, ...).
 */
export function AccountHeader({ account }: { account: AccountDetail }) {
  const { details } = account;
  const creditLimit = details.creditLimitCents ?? account.creditLimitCents;
  const principal = details.principalAmountCents ?? account.principalAmountCents;
  return (
    <>
      <section className="account-header card" aria-labelledby="account-header-name">
        <div>
          <h1 id="account-header-name">{account.name}</h1>
          <p className="account__number">
            <span className="visually-hidden">{copy.accountNumber} </span>
            {account.accountNumber}
          </p>
          <p className="account__ask">
            <AskAboutLink kind="account" id={account.id} label={`${account.name} ${account.accountNumber}`} />
          </p>
        </div>
        <dl className="account__balances">
          {balanceRows({ ...account, principalAmountCents: principal }, copy).map((row) => (
            <BalanceItem key={row.key} row={row} />
          ))}
        </dl>
      </section>
      <section className="account-terms card" aria-labelledby="account-terms-heading">
        <h2 id="account-terms-heading">{copy.detailsHeading}</h2>
        <dl className="account-terms__list">
          <Term label={copy.openingDate}>{formatDay(details.openingDate)}</Term>
          {details.apyBps === undefined ? null : <Term label={copy.apy}>{formatBps(details.apyBps)}</Term>}
          {details.interestRateBps === undefined ? null : <Term label={copy.interestRate}>{formatBps(details.interestRateBps)}</Term>}
          {details.paymentDueDate === undefined ? null : <Term label={copy.paymentDueDate}>{formatDay(details.paymentDueDate)}</Term>}
          <AmountsDueTerms details={details} />
          {details.lastStatementBalanceCents === undefined ? null : (
            <Term label={copy.lastStatementBalance}>{formatCents(details.lastStatementBalanceCents)}</Term>
          )}
          {creditLimit === undefined ? null : <Term label={copy.creditLimit}>{formatCents(creditLimit)}</Term>}
        </dl>
      </section>
    </>
  );
}

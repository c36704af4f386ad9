import type { ReactNode } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { DisputeTransaction } from '../../engine/core/generated/api.gen';
import { formatDay } from '../shared/format-day';
import { copy } from './claims-copy';

/** One term and its value in a facts list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="member-requests__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The dispute deadlines of Regulation E. */
export function RegulationNote({ limits }: { limits: { provisionalCreditBusinessDays: number; resolutionCalendarDays: number } }) {
  return (
    <p className="member-requests__note">
      {resolveTemplate(copy.regulationNote, { creditDays: limits.provisionalCreditBusinessDays, resolveDays: limits.resolutionCalendarDays })}
    </p>
  );
}

/** The disputed transaction's description, account, date and amount. */
export function TransactionFacts({ transaction }: { transaction: DisputeTransaction }) {
  return (
    <dl className="member-requests__facts">
      <Fact term={copy.transactionDescription}>{transaction.description}</Fact>
      <Fact term={copy.transactionAccount}>{transaction.accountName}</Fact>
      <Fact term={copy.transactionDate}>{formatDay(transaction.bookingDate)}</Fact>
      <Fact term={copy.transactionAmount}>{formatCents(transaction.amountCents)}</Fact>
    </dl>
  );
}

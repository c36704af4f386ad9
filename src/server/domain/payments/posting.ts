import type { Transaction } from 'kysely';
import type { PaymentKind } from '../../../../engine/core/payment-rules';
import type { Database } from '../../db/schema';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { postJournal, type JournalLine, type MemberLine, type PostJournalOptions } from '../postings/post-journal';
import type { PaymentEndpoint } from './endpoints';

/** The category of the member-facing lines (leaf names of the transaction category catalogue). */
const CATEGORY: Readonly<Record<PaymentKind, string>> = {
  INTERNAL_TRANSFER: 'Transfer',
  MEMBER_TRANSFER: 'Transfer',
  ACH_OUT: 'Transfer',
  ACH_IN: 'Transfer',
  LOAN_PAYMENT: 'Loan Payment',
  CARD_PAYMENT: 'Credit Card Payment',
  CASH_ADVANCE: 'Transfer',
  HELOC_ADVANCE: 'Transfer',
  BILL_PAY: 'Uncategorized',
};

const LABEL: Readonly<Record<PaymentKind, string>> = {
  INTERNAL_TRANSFER: 'Transfer',
  MEMBER_TRANSFER: 'Member transfer',
  ACH_OUT: 'ACH transfer',
  ACH_IN: 'ACH transfer',
  LOAN_PAYMENT: 'Loan payment',
  CARD_PAYMENT: 'Credit card payment',
  CASH_ADVANCE: 'Cash advance',
  HELOC_ADVANCE: 'HELOC advance',
  BILL_PAY: 'Bill payment',
};

/** The general-ledger account standing for a side outside the credit union's member accounts. */
function clearingAccount(kind: PaymentKind): string {
  return kind === 'BILL_PAY' ? GL.billPayClearing : GL.achClearing;
}

export interface PostPaymentInput {
  kind: PaymentKind;
  from: PaymentEndpoint;
  to: PaymentEndpoint;
  amountCents: number;
  memo: string | null;
  confirmationNumber: string;
  /** Who sent it, shown to the receiving member of an M2M transfer. */
  senderName: string;
  postedAt: Date;
  bookingDate: string;
}

/**
 * Posts one occurrence of a payment inside the caller's transaction. The source is always debited on the credit
 * union's books and the destination credited: that lowers a deposit and raises what a card or loan owes on the way
 * out, and does the opposite on the way in, so one rule serves every kind. Sides outside the member accounts
 * (external accounts, payees) post to their clearing account. `options` go to postJournal (the order's writes).
 */
export async function postPayment(trx: Transaction<Database>, input: PostPaymentInput, options: PostJournalOptions = {}): Promise<string> {
  const label = LABEL[input.kind];
  const category = CATEGORY[input.kind];
  const memo = input.memo ? ` - ${input.memo}` : '';
  const lines: JournalLine[] = [];
  const memberLines: MemberLine[] = [];
  const side = (endpoint: PaymentEndpoint, other: PaymentEndpoint, sign: 1 | -1): void => {
    const amountCents = sign * input.amountCents;
    if (endpoint.type !== 'arrangement') {
      lines.push({ glAccountId: clearingAccount(input.kind), amountCents });
      return;
    }
    lines.push({ arrangementId: endpoint.arrangement.id, amountCents });
    const outgoing = sign === 1;
    const counterparty = other.type === 'arrangement' && input.kind === 'MEMBER_TRANSFER' && !outgoing ? input.senderName : other.name;
    memberLines.push({
      arrangementId: endpoint.arrangement.id,
      amountCents: input.amountCents,
      creditDebit: outgoing ? 'DEBIT' : 'CREDIT',
      description: `${label} ${outgoing ? 'to' : 'from'} ${counterparty} ${other.maskedNumber}${memo}`.slice(0, 200),
      category,
      counterpartyName: counterparty,
      counterpartyAccount: other.maskedNumber,
    });
  };
  side(input.from, input.to, 1);
  side(input.to, input.from, -1);
  return postJournal(trx, {
    kind: `PAYMENT_${input.kind}`,
    description: `${label} ${input.confirmationNumber}`,
    postedAt: input.postedAt,
    bookingDate: input.bookingDate,
    lines,
    memberLines,
  }, options);
}

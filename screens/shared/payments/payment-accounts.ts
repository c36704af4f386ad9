import type { ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import { classifyPayment, paymentsLocked } from '../../../engine/core/payment-rules';
import type { EndpointKind, PaymentEndpointFacts } from '../../../engine/core/payment-rules';
import type { AccountOption } from '../../../engine/react/forms';
import { accountChoiceLabel, balanceNote } from '../account-balance-note';

/** Every account of the product summary, in its groups' order. */
export const summaryAccounts = (summary: ProductSummary | undefined): ProductSummaryEntry[] =>
  (summary?.groups ?? []).flatMap((group) => group.products);

/** The accounts a member may pay `to` from, by the core rules (bill pay: checking and savings, but no certificate in its term). */
export const accountsThatCanPay = (accounts: readonly ProductSummaryEntry[], to: EndpointKind): ProductSummaryEntry[] =>
  accounts.filter((account) => classifyPayment(account.productKind, to) !== null && !paymentsLocked(sourceFacts(account)));

/** A picker's choice: name, masked number and what the account holds or owes. */
export const toAccountOption = (account: ProductSummaryEntry): AccountOption => ({ id: account.id, name: account.name, accountNumber: account.accountNumber, label: accountChoiceLabel(account), note: balanceNote(account) });

/** What the core rules need to know about a member account paying money out. */
export function sourceFacts(account: ProductSummaryEntry | undefined): PaymentEndpointFacts {
  if (account === undefined) return { kind: 'checking' };
  return {
    kind: account.productKind,
    availableCents: account.availableBalanceCents,
    balanceCents: account.bookedBalanceCents,
    ...(account.certificateMaturesOn === undefined ? {} : { certificateMaturesOn: account.certificateMaturesOn }),
  };
}

/** "Everyday Checking ••••1234". */
export const accountLabel = (account: { name: string; accountNumber: string } | undefined): string =>
  account === undefined ? '' : `${account.name} ${account.accountNumber}`;

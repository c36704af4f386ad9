import type { Acknowledgement, EndpointKind, PaymentKind, PaymentRuleInput } from './types';

const OVERDRAWN_COVERING_KINDS: ReadonlySet<PaymentKind> = new Set(['INTERNAL_TRANSFER', 'MEMBER_TRANSFER']);
const OVERDRAFTABLE_KINDS: ReadonlySet<EndpointKind> = new Set(['checking', 'savings', 'member']);

/** The acknowledgement a pay-less-than-due payment needs, or null. */
export function requiredAcknowledgement(input: Pick<PaymentRuleInput, 'kind' | 'amountCents' | 'to'>): Acknowledgement | null {
  const { kind, amountCents: amount, to } = input;
  if (amount === undefined || !(amount >= 1)) return null;
  const due = to.amountDueCents ?? 0;
  if (kind === 'CARD_PAYMENT' && due > 0 && amount < due) return 'LATE_FEE';
  if (kind === 'LOAN_PAYMENT' && due > 0 && amount < due) return 'DUE_AMOUNT';
  const balance = to.balanceCents ?? 0;
  if (OVERDRAWN_COVERING_KINDS.has(kind) && OVERDRAFTABLE_KINDS.has(to.kind) && balance < 0 && amount < -balance) {
    return 'OVERDRAWN_AMOUNT';
  }
  return null;
}

/** How an account's minimum payment is set: a fixed payment (or the floor) and, for revolving credit, a share. */
export interface MinimumTerms {
  fixedOrFloorCents: number | null;
  percentBps: number | null;
}

/**
 * The minimum payment a statement balance calls for: a term loan its fixed payment, a card or credit line its
 * percentage with the floor; never more than the balance, nothing when nothing is owed.
 */
export function statementMinimum(balanceCents: number, terms: MinimumTerms): number {
  if (balanceCents <= 0) return 0;
  const floor = terms.fixedOrFloorCents ?? 0;
  const share = terms.percentBps === null ? 0 : Math.ceil((balanceCents * terms.percentBps) / 10_000);
  return Math.min(balanceCents, Math.max(floor, share));
}

export interface MinimumDueInput {
  /** What the last statement said was owed (positive: owed). */
  statementBalanceCents: number;
  /** What is owed now (positive: owed); later charges raise it, payments lower it. */
  currentBalanceCents: number;
  /** Payments posted since the statement's balance was set (for a term loan, since its previous due date). */
  paidSinceStatementCents: number;
  terms: MinimumTerms;
}

/**
 * What is still due by the next due date: the statement's minimum less the payments since the statement, never more
 * than what is owed now nor what is left of the statement balance; nothing once the payments since the statement
 * reach its balance (the member paid in full) or nothing is owed.
 */
export function minimumDue(input: MinimumDueInput): number {
  const paid = Math.max(0, input.paidSinceStatementCents);
  const leftOfStatement = input.statementBalanceCents - paid;
  if (leftOfStatement <= 0 || input.currentBalanceCents <= 0) return 0;
  const leftOfMinimum = statementMinimum(input.statementBalanceCents, input.terms) - paid;
  return Math.max(0, Math.min(leftOfMinimum, leftOfStatement, input.currentBalanceCents));
}

export interface AmountsDue {
  /** Missed payments whose due dates have gone by. */
  pastDueCents: number;
  /** This period's payment still due by the next due date. */
  currentDueCents: number;
  /** Both: what brings the account current. */
  totalDueCents: number;
}

/** A past-due amount and the current period's amount due, kept apart, and their total (what brings the account current). */
export function amountsDue(input: { pastDueCents: number; currentDueCents: number }): AmountsDue {
  const pastDueCents = Math.max(0, input.pastDueCents);
  const currentDueCents = Math.max(0, input.currentDueCents);
  return { pastDueCents, currentDueCents, totalDueCents: pastDueCents + currentDueCents };
}

export type AmountChoiceId = 'totalDue' | 'currentDue' | 'other';

export interface AmountChoice {
  id: AmountChoiceId;
  /** The amount the choice pays; absent for another amount (the member types it). */
  amountCents?: number;
}

/**
 * The amounts offered when paying a card or loan: past due plus current (the total due) when the account is behind,
 * the current (minimum) amount due when something is, and always another amount. Nothing due offers only another amount.
 */
export function amountChoices(due: { currentDueCents?: number; pastDueCents?: number }): AmountChoice[] {
  const { pastDueCents, currentDueCents, totalDueCents } = amountsDue({ pastDueCents: due.pastDueCents ?? 0, currentDueCents: due.currentDueCents ?? 0 });
  const choices: AmountChoice[] = [];
  if (pastDueCents > 0) choices.push({ id: 'totalDue', amountCents: totalDueCents });
  if (currentDueCents > 0) choices.push({ id: 'currentDue', amountCents: currentDueCents });
  choices.push({ id: 'other' });
  return choices;
}

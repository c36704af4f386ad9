/** The member facts lending rules are written over (config/lending.json), all whole numbers. */
export const LENDING_FACTS = [
  'tenureMonths',
  'depositBalanceCents',
  'pastDueAccounts',
  'blockingConditions',
  'existingMonthlyDebtCents',
  'statedMonthlyIncomeCents',
  'debtToIncomeBps',
  'amountCents',
  'termMonths',
  'collateralShortfallCents',
] as const;
export type LendingFact = (typeof LENDING_FACTS)[number];
export type LendingFacts = Readonly<Record<LendingFact, number>>;

export type LendingRuleOperator = 'gte' | 'gt' | 'lte' | 'lt' | 'eq';

/** A condition an applicant must meet: `fact op value`; when it does not hold, `reason` says why. */
export interface LendingRule {
  readonly id: string;
  readonly fact: LendingFact;
  readonly op: LendingRuleOperator;
  readonly value: number;
  readonly reason: string;
}

const HOLDS: Record<LendingRuleOperator, (fact: number, value: number) => boolean> = {
  gte: (fact, value) => fact >= value,
  gt: (fact, value) => fact > value,
  lte: (fact, value) => fact <= value,
  lt: (fact, value) => fact < value,
  eq: (fact, value) => fact === value,
};

/** Whether one rule holds over the facts. A fact that is not a finite number never meets a rule. */
export function ruleHolds(rule: LendingRule, facts: LendingFacts): boolean {
  const fact = facts[rule.fact];
  return Number.isFinite(fact) && HOLDS[rule.op](fact, rule.value);
}

/** The rules that do not hold, in their configured order (empty: every condition is met). */
export function unmetRules(rules: readonly LendingRule[], facts: LendingFacts): LendingRule[] {
  return rules.filter((rule) => !ruleHolds(rule, facts));
}

export type LendingDecision = { status: 'APPROVED' } | { status: 'DECLINED' | 'IN_REVIEW'; rule: LendingRule };

/**
 * The decision at submit: the first unmet decline rule declines with its reason; else the first unmet review rule
 * sends the application to a loan officer; else it is approved.
 */
export function decideApplication(rules: { readonly decline: readonly LendingRule[]; readonly review: readonly LendingRule[] }, facts: LendingFacts): LendingDecision {
  const declined = unmetRules(rules.decline, facts)[0];
  if (declined) return { status: 'DECLINED', rule: declined };
  const review = unmetRules(rules.review, facts)[0];
  if (review) return { status: 'IN_REVIEW', rule: review };
  return { status: 'APPROVED' };
}

/** Monthly debt over monthly income in basis points; no stated income is the worst ratio there is. */
export function debtToIncomeBps(monthlyDebtCents: number, monthlyIncomeCents: number): number {
  if (monthlyIncomeCents <= 0) return Number.MAX_SAFE_INTEGER;
  return Math.ceil((monthlyDebtCents * 10_000) / monthlyIncomeCents);
}

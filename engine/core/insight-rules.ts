/**
 * The rules of config/insights.json: which insight or offer a member qualifies for, written as typed JSON over facts
 * the server computes from the member's real accounts (balances, transactions, payment terms). One pure evaluator,
 * shared by the server (which decides) and the config validator (which checks fact names and value types); it fails
 * closed: a fact that is unknown, absent or of another type never satisfies a comparison.
 */

/** The facts a rule may name, with their type. The server computes exactly these (src/server/domain/insights/facts.ts). */
export const INSIGHT_FACT_TYPES = {
  /** The agreement owner's membership type: "P" personal, any other code (e.g. "C") business. */
  membershipType: 'string',
  hasChecking: 'boolean',
  hasSavings: 'boolean',
  hasCreditCard: 'boolean',
  hasAutoLoan: 'boolean',
  hasHeloc: 'boolean',
  hasIra: 'boolean',
  /** Any loan or card account past due (arrangement_past_due). */
  hasPastDue: 'boolean',
  /** Sum of the open checking accounts' booked balances; absent without checking. */
  checkingBalanceCents: 'number',
  /** Sum of the open savings accounts' booked balances; absent without savings. */
  savingsBalanceCents: 'number',
  /** The most used credit card: (limit - available) / limit, in basis points; absent without a card. */
  creditCardUtilizationBps: 'number',
  /** Days since the newest direct deposit (config facts.directDepositCategories) into a deposit account; absent if none. */
  daysSinceDirectDeposit: 'number',
  /** Days until the next loan payment is due (auto loan or HELOC); absent without one. */
  nextLoanPaymentDays: 'number',
  nextLoanPaymentCents: 'number',
  /** yyyy-mm-dd. */
  nextLoanPaymentDate: 'string',
  /** Name of the account whose payment is next. */
  nextLoanName: 'string',
  /** Id of the account whose payment is next: what a "Schedule a payment" link pays. */
  nextLoanAccountId: 'string',
  /** Card and checking debits in facts.subscriptionCategories over the last facts.spendingWindowDays. */
  subscriptionSpendCents: 'number',
} as const;

export type InsightFactName = keyof typeof INSIGHT_FACT_TYPES;
export type InsightFactValue = string | number | boolean;
/** A member's facts; a fact that does not apply (no savings account, no direct deposit) is left out. */
export type InsightFacts = Readonly<Partial<Record<InsightFactName, InsightFactValue>>>;

export type ComparisonOp = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte';

/** A rule over facts: a comparison, presence, or all/any/not of rules. */
export type InsightRule =
  | { readonly all: readonly InsightRule[] }
  | { readonly any: readonly InsightRule[] }
  | { readonly not: InsightRule }
  | { readonly fact: string; readonly op: ComparisonOp; readonly value: InsightFactValue }
  | { readonly fact: string; readonly op: 'present' | 'missing' };

export function isKnownFact(name: string): name is InsightFactName {
  return Object.hasOwn(INSIGHT_FACT_TYPES, name);
}

function compare(op: ComparisonOp, actual: InsightFactValue, expected: InsightFactValue): boolean {
  if (typeof actual !== typeof expected) return false;
  switch (op) {
    case 'eq':
      return actual === expected;
    case 'ne':
      return actual !== expected;
    case 'gt':
      return typeof actual === 'number' && actual > (expected as number);
    case 'gte':
      return typeof actual === 'number' && actual >= (expected as number);
    case 'lt':
      return typeof actual === 'number' && actual < (expected as number);
    case 'lte':
      return typeof actual === 'number' && actual <= (expected as number);
    default:
      return false;
  }
}

/**
 * Whether the facts satisfy the rule. `all` of nothing is true and `any` of nothing false (as in logic); an unknown
 * fact name or an unknown rule shape is false, and `not` of it true only because the inner rule is false: the
 * validator refuses unknown facts, so at run time this only guards against a hand-edited manifest.
 */
export function evaluateInsightRule(rule: InsightRule, facts: InsightFacts): boolean {
  if ('all' in rule) return rule.all.every((child) => evaluateInsightRule(child, facts));
  if ('any' in rule) return rule.any.some((child) => evaluateInsightRule(child, facts));
  if ('not' in rule) return !evaluateInsightRule(rule.not, facts);
  if (!('fact' in rule) || !isKnownFact(rule.fact)) return false;
  const actual = facts[rule.fact];
  if (rule.op === 'present') return actual !== undefined;
  if (rule.op === 'missing') return actual === undefined;
  if (actual === undefined || !('value' in rule)) return false;
  return compare(rule.op, actual, rule.value);
}

/** Every fact a rule names, for the validator. */
export function factsOfRule(rule: InsightRule): string[] {
  if ('all' in rule) return rule.all.flatMap(factsOfRule);
  if ('any' in rule) return rule.any.flatMap(factsOfRule);
  if ('not' in rule) return factsOfRule(rule.not);
  return 'fact' in rule ? [rule.fact] : [];
}

/** Something the catalogue can rank. */
export interface Rankable {
  readonly treatmentId: string;
  readonly rank: number;
}

/** Lowest rank first; ties by treatment id, so an answer never depends on the catalogue's order alone. */
export function byRank<T extends Rankable>(a: T, b: T): number {
  return a.rank - b.rank || (a.treatmentId < b.treatmentId ? -1 : a.treatmentId > b.treatmentId ? 1 : 0);
}

/**
 * The treatments a member gets: those whose rule holds and that the member has not declined, best rank first,
 * at most `limit` of them.
 */
export function chooseTreatments<T extends Rankable & { readonly rule: InsightRule }>(
  catalogue: readonly T[],
  facts: InsightFacts,
  options: { readonly declined: ReadonlySet<string>; readonly limit: number },
): T[] {
  return catalogue
    .filter((treatment) => !options.declined.has(treatment.treatmentId) && evaluateInsightRule(treatment.rule, facts))
    .sort(byRank)
    .slice(0, Math.max(0, options.limit));
}

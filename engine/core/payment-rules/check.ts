import { formatCents } from '../money';
import { resolveTemplate } from '../template';
import { requiredAcknowledgement } from './acknowledgement';
import { yearlyContributionLimit } from './contribution';
import { isIsoDate } from './dates';
import { CERTIFICATE_IN_TERM, paymentsLocked } from './locked';
import {
  CREDIT_KINDS,
  DEPOSIT_KINDS,
  LOAN_KINDS,
  type ErrorCatalogue,
  type Limits,
  type PaymentRuleInput,
  type PaymentRulePath,
  type PaymentRuleViolation,
} from './types';

type MessageKey = keyof Limits['messages'];

/** The config/errors.json code of a payment without an amount: every form's empty amount field says the same. */
const AMOUNT_REQUIRED = 'FORM_AMOUNT_REQUIRED';
/** The config/errors.json code of a payment over the member's daily transfer limit. */
const TRANSFER_LIMIT = 'TRANSFER_LIMIT_EXCEEDED';

class Violations {
  readonly list: PaymentRuleViolation[] = [];
  constructor(
    private readonly limits: Limits,
    private readonly errors: ErrorCatalogue,
  ) {}

  /** Adds the message once: two rules reaching the same message report it once. */
  add(path: PaymentRulePath, code: MessageKey, values: Readonly<Record<string, string>> = {}): void {
    this.push(path, code, resolveTemplate(this.limits.messages[code], values));
  }

  /** Adds the error catalogue's message of `code`; a code the catalogue lacks is a programming error. */
  addError(path: PaymentRulePath, code: string): void {
    const definition = this.errors[code];
    if (definition === undefined) throw new Error(`Unknown error code "${code}": config/errors.json must define it`);
    this.push(path, code, definition.message);
  }

  private push(path: PaymentRulePath, code: string, message: string): void {
    if (this.list.some((violation) => violation.path === path && violation.code === code)) return;
    this.list.push({ path, code, message });
  }
}

/** A certificate in its term on either side refuses the payment, whatever else it asks. */
function checkAccounts(input: PaymentRuleInput, out: Violations): void {
  if (paymentsLocked(input.from)) out.addError('/fromAccountId', CERTIFICATE_IN_TERM);
  if (paymentsLocked(input.to)) out.addError('/toAccountId', CERTIFICATE_IN_TERM);
}

function checkMinimums(input: PaymentRuleInput, amount: number, limits: Limits, out: Violations): void {
  const { amounts } = limits;
  if ((input.kind === 'ACH_IN' || input.kind === 'ACH_OUT') && amount < amounts.achMinCents) out.add('/amountCents', 'achMinimum');
  if (input.kind === 'CASH_ADVANCE' && amount < amounts.cashAdvanceMinCents) out.add('/amountCents', 'cashAdvanceMinimum');
  if (input.kind === 'HELOC_ADVANCE' && amount < amounts.helocMinCents) out.add('/amountCents', 'helocMinimum');
}

function checkTimingMaximum(input: PaymentRuleInput, amount: number, limits: Limits, out: Violations): void {
  const { amounts } = limits;
  if (input.timing === 'FUTURE') {
    if (amount >= amounts.futureDatedBelowCents) out.add('/amountCents', 'futureDatedMaxExceeded');
  } else if (input.frequency === 'ONCE') {
    if (amount >= amounts.oneTimeImmediateBelowCents) out.add('/amountCents', 'amountExceedsImmediateMax');
  } else if (amount >= amounts.otherBelowCents) {
    out.add('/amountCents', 'amountExceedsMax');
  }
}

function checkKindLimits(input: PaymentRuleInput, amount: number, limits: Limits, out: Violations): void {
  const { amounts } = limits;
  const { kind, to } = input;
  // Between the member's own accounts the limit is per transfer, shown as the catalogue's transfer limit message.
  if (kind === 'INTERNAL_TRANSFER' && amount > amounts.internalTransferMaxCents) out.addError('', TRANSFER_LIMIT);
  if (kind === 'MEMBER_TRANSFER' && amount > amounts.memberToMemberMaxCents) out.add('/amountCents', 'perTransferLimitExceeded');
  // The day's total to other members is the member's transfer limit: the catalogue's message, with its Contact Us link.
  if (kind === 'MEMBER_TRANSFER' && (input.memberTransferUsedOnDayCents ?? 0) + amount > amounts.memberToMemberDailyMaxCents) out.addError('', TRANSFER_LIMIT);
  if (kind === 'ACH_IN' || kind === 'ACH_OUT') {
    const loanBalance = kind === 'ACH_IN' && LOAN_KINDS.has(to.kind) ? to.balanceCents : undefined;
    const max = loanBalance === undefined ? amounts.achMaxCents : Math.min(amounts.achMaxCents, loanBalance);
    if (amount > max) out.add('/amountCents', 'achMaxExceeded');
    if ((input.achUsedOnDayCents ?? 0) + amount > amounts.achDailyMaxCents) out.add('/amountCents', 'dailyLimitExceeded');
  }
  if (kind === 'HELOC_ADVANCE') {
    if (amount > amounts.helocAdvanceMaxCents) out.add('/amountCents', 'helocAdvanceExceeded');
    if (to.kind === 'external') {
      if (amount >= amounts.helocExternalBelowCents) out.add('/amountCents', 'helocExternalExceeded');
    } else if (amount >= amounts.helocInternalBelowCents) {
      out.add('/amountCents', 'helocInternalExceeded');
    }
  }
  if (kind === 'LOAN_PAYMENT' && to.payoffCents !== undefined && amount > to.payoffCents) out.add('/amountCents', 'payoffExceeded');
  if (kind === 'CARD_PAYMENT' && to.balanceCents !== undefined && amount > to.balanceCents) {
    out.add('/amountCents', 'maximumBalanceReached');
  }
  const maximumBalance = (amounts.maximumBalanceCents as Partial<Record<string, number>>)[to.kind];
  if (maximumBalance !== undefined && to.balanceCents !== undefined && to.balanceCents + amount > maximumBalance) {
    out.add('/amountCents', 'maximumBalanceReached');
  }
  checkYearlyContribution(input, amount, limits, out);
}

// A yearly limit counts what went in during the tax year, never the balance (an IRA may hold far more than it).
function checkYearlyContribution(input: PaymentRuleInput, amount: number, limits: Limits, out: Violations): void {
  const { contributedInYearCents: contributed, contributionYear: year } = input;
  if (contributed === undefined || year === undefined) return;
  const limit = yearlyContributionLimit(input.to.kind, limits, { year, birthDate: input.contributorBirthDate });
  if (limit === undefined || contributed + amount <= limit) return;
  out.add('/amountCents', 'contributionLimitExceeded', {
    year: String(year),
    limit: formatCents(limit),
    remaining: formatCents(Math.max(0, limit - contributed)),
  });
}

function checkAvailable(input: PaymentRuleInput, amount: number, out: Violations): void {
  const { from } = input;
  if (input.timing !== 'IMMEDIATE' || from.availableCents === undefined) return;
  if (!DEPOSIT_KINDS.has(from.kind) && !CREDIT_KINDS.has(from.kind)) return;
  if (DEPOSIT_KINDS.has(from.kind) && from.availableCents <= 0) {
    out.add('/amountCents', 'zeroBalanceMustSchedule');
    return;
  }
  if (amount <= from.availableCents) return;
  // With ACH the ACH max message applies instead of the available-balance one.
  if (input.kind === 'ACH_OUT') out.add('/amountCents', 'achMaxExceeded');
  else out.add('/amountCents', 'availableBalanceExceeded', { amount: formatCents(Math.max(from.availableCents, 0) + 1) });
}

function checkDates(input: PaymentRuleInput, out: Violations): void {
  const { today, executionDate, endDate } = input;
  if (input.timing === 'IMMEDIATE') {
    if (isIsoDate(executionDate) && executionDate > today) out.add('/executionDate', 'immediateCannotBeFutureDated');
  } else if (!isIsoDate(executionDate) || executionDate <= today) {
    out.add('/executionDate', 'futureDateRequired');
  }
  const start = input.timing === 'FUTURE' ? executionDate : today;
  if (isIsoDate(endDate) && isIsoDate(start) && endDate < start) out.add('/endDate', 'endDateBeforeExecutionDate');
}

/**
 * Every rule violation of a payment, in a stable order: amount, then dates, then acknowledgements.
 * An account that takes no payments (a certificate in its term) is the only answer when there is one: nothing else
 * about such a payment can be put right. Messages come only from `limits.messages` (`code` is the message key) and
 * `errors` (the account rules: `code` is the error code); numbers only from `limits.amounts`.
 */
export function checkPayment(input: PaymentRuleInput, limits: Limits, errors: ErrorCatalogue): PaymentRuleViolation[] {
  const out = new Violations(limits, errors);
  checkAccounts(input, out);
  if (out.list.length > 0) return out.list;
  const amount = input.amountCents;
  if (amount === undefined || !(amount >= 1)) {
    out.addError('/amountCents', AMOUNT_REQUIRED);
  } else {
    checkMinimums(input, amount, limits, out);
    checkTimingMaximum(input, amount, limits, out);
    checkKindLimits(input, amount, limits, out);
    checkAvailable(input, amount, out);
  }
  checkDates(input, out);
  const acknowledgement = requiredAcknowledgement(input);
  if (acknowledgement !== null && !(input.acknowledgements ?? []).includes(acknowledgement)) {
    out.add('/acknowledgements', 'acknowledgementRequired');
  }
  return out.list;
}

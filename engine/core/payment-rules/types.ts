import type { DeepReadonly } from '../deep-readonly';
import type { PaymentKindName } from '../generated/api.gen';
import type { ErrorsManifest, LimitsManifest } from '../generated/manifests.gen';

export type EndpointKind =
  | 'checking'
  | 'savings'
  | 'creditCard'
  | 'autoLoan'
  | 'heloc'
  | 'ira'
  | 'external'
  | 'payee'
  | 'member';
/** The kinds of schemas/api/payment-kind.schema.json: the API, the database and these rules share one list. */
export type PaymentKind = PaymentKindName;
export type PaymentTiming = 'IMMEDIATE' | 'FUTURE';
export type PaymentFrequency = 'ONCE' | 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
export type RecurringFrequency = Exclude<PaymentFrequency, 'ONCE'>;
export type Acknowledgement = 'LATE_FEE' | 'DUE_AMOUNT' | 'OVERDRAWN_AMOUNT';

/** The limits manifest as loaded (deep-frozen) or as generated; both are accepted. */
export type Limits = DeepReadonly<LimitsManifest>;
/** The coded error catalogue (config/errors.json errors) as loaded or generated: the copy of the account rules. */
export type ErrorCatalogue = DeepReadonly<ErrorsManifest['errors']>;

export interface PaymentEndpointFacts {
  kind: EndpointKind;
  /** Member accounts: available balance (deposits) or available credit (card, HELOC). */
  availableCents?: number;
  /** Member accounts: booked balance as the member sees it (owed for loans/cards; negative = overdrawn deposit). */
  balanceCents?: number;
  /** Loans (autoLoan, heloc): the 14-day payoff amount. */
  payoffCents?: number;
  /** Loans and cards: the amount currently due (minimum payment). */
  amountDueCents?: number;
  /** A certificate in its term: the day it matures. Such an account takes no payment in or out (paymentsLocked). */
  certificateMaturesOn?: string;
}

export interface PaymentRuleInput {
  kind: PaymentKind;
  /** undefined or below one cent → 'Enter an amount.' */
  amountCents: number | undefined;
  timing: PaymentTiming;
  frequency: PaymentFrequency;
  /** ISO yyyy-mm-dd, the credit union's business "today". */
  today: string;
  /** ISO date the member asked for. */
  executionDate?: string;
  /** ISO date a recurring order stops; must not be before the execution date (today when IMMEDIATE). */
  endDate?: string;
  from: PaymentEndpointFacts;
  to: PaymentEndpointFacts;
  /** ACH total (cents) the member already has on the execution day (posted + scheduled, excluding this order). */
  achUsedOnDayCents?: number;
  /** Transfers to other members (cents) the member already has on the execution day (posted + scheduled, excluding this order). */
  memberTransferUsedOnDayCents?: number;
  /**
   * Contributions (cents) the destination already has in the tax year this payment posts in (posted + scheduled,
   * excluding this order); the yearly contribution limit of its kind applies only when this is known.
   */
  contributedInYearCents?: number;
  /** The tax year of contributedInYearCents: the year of the day this payment posts, or the one the member chose (an IRA contribution). */
  contributionYear?: number;
  /** The contributor's date of birth (yyyy-mm-dd): who reaches the catch-up age by the end of the tax year may add the catch-up. */
  contributorBirthDate?: string;
  acknowledgements?: readonly Acknowledgement[];
}

/** `/endDate`: the end-date rule names its own field; the account rules name the side. */
/** '' is the payment as a whole: a limit on what the member moves in a day, not on this amount's field alone. */
export type PaymentRulePath = '' | '/fromAccountId' | '/toAccountId' | '/amountCents' | '/executionDate' | '/endDate' | '/acknowledgements';

/** `code` is the limits.messages key (or, for the account rules, the config/errors.json code) the message came from. */
export interface PaymentRuleViolation {
  path: PaymentRulePath;
  code: string;
  message: string;
}

export const DEPOSIT_KINDS: ReadonlySet<EndpointKind> = new Set(['checking', 'savings']);
export const LOAN_KINDS: ReadonlySet<EndpointKind> = new Set(['autoLoan', 'heloc']);
export const CREDIT_KINDS: ReadonlySet<EndpointKind> = new Set(['creditCard', 'heloc']);

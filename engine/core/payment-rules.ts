/** The one implementation of the move-money rules, shared by the transfer forms and the payment-order server. */
export { classifyPayment } from './payment-rules/classify';
export { checkPayment } from './payment-rules/check';
export { CERTIFICATE_IN_TERM, paymentsLocked } from './payment-rules/locked';
export { requiredAcknowledgement } from './payment-rules/acknowledgement';
export { ageAtEndOfYear, ageInMonths, openTaxYears, priorYearDeadline, yearlyContributionLimit, type MonthDay } from './payment-rules/contribution';
export { earliestPayeeDate, effectiveExecutionDate, fundsAvailabilityNote, isIsoDate, nextOccurrence } from './payment-rules/dates';
export type {
  Acknowledgement,
  EndpointKind,
  ErrorCatalogue,
  Limits,
  PaymentEndpointFacts,
  PaymentFrequency,
  PaymentKind,
  PaymentRuleInput,
  PaymentRulePath,
  PaymentRuleViolation,
  PaymentTiming,
  RecurringFrequency,
} from './payment-rules/types';

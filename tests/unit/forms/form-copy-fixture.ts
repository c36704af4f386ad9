import { formCopyFromErrors } from '../../../engine/core/forms/form-copy';

/** A small error catalogue in the shape of errors.json, with the codes the form engine reads. */
export const fixtureErrors = {
  FORM_INVALID: { message: 'Check {label}.', description: 'fallback' },
  FORM_REQUIRED: { message: '{label} is required.', description: 'required' },
  FORM_MINIMUM: { message: '{label} must be at least {limit}.', description: 'minimum' },
  FORM_MAXIMUM: { message: '{label} must be at most {limit}.', description: 'maximum' },
  FORM_MAX_LENGTH: { message: '{label} must be {limit} characters or fewer.', description: 'maxLength' },
  FORM_PATTERN: { message: 'Enter {label} in the right format.', description: 'pattern' },
  FORM_FORMAT: { message: 'Enter a valid {label}.', description: 'format' },
  FORM_ERROR_SUMMARY: { message: 'There is a problem', description: 'summary heading' },
  FORM_AMOUNT_FORMAT: { message: 'Enter {label} in dollars and cents, like 25.00.', description: 'amount text' },
  FORM_AMOUNT_REQUIRED: { message: 'Enter an amount.', description: 'empty amount' },
  FORM_NON_BUSINESS_DAY: { message: '{date} is not a business day. The next one is {next}.', description: 'date' },
  TECHNICAL_PROBLEM: { message: 'We experienced a technical problem.', description: 'not a form code' },
} as const;

export const fixtureCopy = formCopyFromErrors(fixtureErrors);

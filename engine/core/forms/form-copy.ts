/**
 * Member-facing messages of the form engine by ajv keyword (`required`, `minimum`, `maxLength`, ...). `invalid` is
 * the fallback for any keyword without its own message. Tokens: `{label}` (the field label) and `{limit}` (the
 * keyword's limit, shown as money on amount fields).
 */
export type FormMessages = Readonly<{ invalid: string; required: string } & Record<string, string>>;

/** Every string the form engine shows, read from the error catalogue (errors.json) by `formCopyFromErrors`. */
export interface FormCopy {
  readonly messages: FormMessages;
  /** Heading of the error summary shown after a failed submit. */
  readonly errorSummaryHeading: string;
  /** An amount that is not dollars and cents ("12.345", "abc"). */
  readonly amountFormat: string;
  /** An amount field left empty: said instead of the generic required message. */
  readonly amountRequired: string;
  /** A date that is not a business day; tokens `{date}` and `{next}` (the next business day). */
  readonly nonBusinessDay: string;
}

/** The error codes the engine requires; keyword messages use `FORM_<KEYWORD>` (e.g. `FORM_MIN_LENGTH`) when present. */
export const REQUIRED_FORM_CODES = {
  invalid: 'FORM_INVALID',
  required: 'FORM_REQUIRED',
  errorSummaryHeading: 'FORM_ERROR_SUMMARY',
  amountFormat: 'FORM_AMOUNT_FORMAT',
  amountRequired: 'FORM_AMOUNT_REQUIRED',
  nonBusinessDay: 'FORM_NON_BUSINESS_DAY',
} as const;

const KEYWORD_CODE = /^FORM_([A-Z][A-Z0-9_]*)$/;
const ENGINE_CODES: ReadonlySet<string> = new Set(Object.values(REQUIRED_FORM_CODES));

/** The error code of an ajv keyword's message: `minLength` → `FORM_MIN_LENGTH`. */
export function formCodeForKeyword(keyword: string): string {
  return `FORM_${keyword.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

function keywordForCode(code: string): string | undefined {
  const match = KEYWORD_CODE.exec(code);
  if (!match?.[1] || ENGINE_CODES.has(code)) return undefined;
  return match[1].toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Thrown when errors.json lacks a code the form engine needs. */
export class MissingFormCopyError extends Error {
  readonly codes: readonly string[];
  constructor(codes: readonly string[]) {
    super(`errors.json is missing the form message code(s) ${codes.join(', ')}`);
    this.name = 'MissingFormCopyError';
    this.codes = codes;
  }
}

/**
 * Builds the form engine's copy from the error catalogue, so the browser and the server word every validation
 * message identically. Throws `MissingFormCopyError` naming every required code that is absent.
 */
export function formCopyFromErrors(errors: Readonly<Record<string, { readonly message: string }>>): FormCopy {
  const missing = Object.values(REQUIRED_FORM_CODES).filter((code) => !errors[code]);
  if (missing.length > 0) throw new MissingFormCopyError(missing);
  const message = (code: string): string => errors[code]?.message ?? '';
  const keywordMessages: Record<string, string> = {};
  for (const [code, entry] of Object.entries(errors)) {
    const keyword = keywordForCode(code);
    if (keyword) keywordMessages[keyword] = entry.message;
  }
  return {
    messages: {
      ...keywordMessages,
      invalid: message(REQUIRED_FORM_CODES.invalid),
      required: message(REQUIRED_FORM_CODES.required),
    },
    errorSummaryHeading: message(REQUIRED_FORM_CODES.errorSummaryHeading),
    amountFormat: message(REQUIRED_FORM_CODES.amountFormat),
    amountRequired: message(REQUIRED_FORM_CODES.amountRequired),
    nonBusinessDay: message(REQUIRED_FORM_CODES.nonBusinessDay),
  };
}

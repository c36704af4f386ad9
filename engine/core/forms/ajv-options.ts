import type { Options } from 'ajv';

/**
 * The one set of ajv options for form schemas, used when precompiling the browser's validators and by the server,
 * so both find the same errors. They match rjsf's own defaults (all errors, verbose for labels, lax keywords).
 */
export const FORM_AJV_OPTIONS: Readonly<Options> = Object.freeze({
  allErrors: true,
  verbose: true,
  strict: false,
  multipleOfPrecision: 8,
  discriminator: false,
});

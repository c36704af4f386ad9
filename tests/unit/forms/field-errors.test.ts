import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../engine/core/forms/field-errors';
import {
  MissingFormCopyError,
  formCodeForKeyword,
  formCopyFromErrors,
} from '../../../engine/core/forms/form-copy';
import { createFormAjv } from '../../../engine/core/forms/create-form-ajv';
import { fieldIdForPointer, pointerSegments, toPointer } from '../../../engine/core/forms/json-pointer';
import { fieldPointers, orderedNames } from '../../../engine/core/forms/ui-schema';
import { fixtureCopy, fixtureErrors } from './form-copy-fixture';

const schema = {
  type: 'object',
  required: ['amountCents', 'payee'],
  properties: {
    amountCents: { type: 'integer', title: 'Amount', minimum: 500 },
    memo: { type: 'string', maxLength: 3 },
    payee: {
      type: 'object',
      title: 'Payee',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Payee name' }, 'a/b': { type: 'string', pattern: '^x$' } },
    },
    count: { type: 'integer', title: 'Count', maximum: 3 },
  },
} as const;
const uiSchema = {
  amountCents: { 'ui:widget': 'amount-cents' },
  memo: { 'ui:title': 'Memo line', 'ui:errorMessages': { maxLength: 'Keep {label} short.' } },
};

function errorsOf(data: unknown) {
  const validate = createFormAjv().compile(schema);
  validate(data);
  return toFieldErrors(validate.errors, { uiSchema, messages: fixtureCopy.messages, amountRequired: fixtureCopy.amountRequired });
}

describe('toFieldErrors', () => {
  it('puts a missing property on the property, labelled from the schema title; an empty amount asks for one', () => {
    expect(errorsOf({ payee: {} })).toEqual([
      { path: '/amountCents', message: 'Enter an amount.', label: 'Amount' },
      { path: '/payee/name', message: 'Payee name is required.', label: 'Payee name' },
    ]);
  });

  it('shows limits of amount fields as money and other limits as numbers', () => {
    expect(errorsOf({ amountCents: 499, payee: { name: 'x' }, count: 9 })).toEqual([
      { path: '/amountCents', message: 'Amount must be at least $5.00.', label: 'Amount' },
      { path: '/count', message: 'Count must be at most 3.', label: 'Count' },
    ]);
  });

  it('prefers ui:title and per-field ui:errorMessages, and escapes pointer segments', () => {
    expect(errorsOf({ amountCents: 500, memo: 'long', payee: { name: 'x', 'a/b': 'y' } })).toEqual([
      { path: '/memo', message: 'Keep Memo line short.', label: 'Memo line' },
      { path: '/payee/a~1b', message: 'Enter a/b in the right format.', label: 'a/b' },
    ]);
  });

  it('reports one error per field, the most basic first, and falls back to the invalid message', () => {
    const errors = toFieldErrors(
      [
        { keyword: 'multipleOf', instancePath: '/count', params: { multipleOf: 2 }, parentSchema: { title: 'Count' } },
        { keyword: 'type', instancePath: '/count', params: { type: 'integer' }, parentSchema: { title: 'Count' } },
        { keyword: 'if', instancePath: '', params: { failingKeyword: 'then' } },
      ],
      { uiSchema: {}, messages: fixtureCopy.messages },
    );
    expect(errors).toEqual([{ path: '/count', message: 'Check Count.', label: 'Count' }]);
  });
});

describe('formCopyFromErrors', () => {
  it('reads keyword messages from FORM_<KEYWORD> codes and ignores other codes', () => {
    expect(formCodeForKeyword('maxLength')).toBe('FORM_MAX_LENGTH');
    expect(formCodeForKeyword('exclusiveMinimum')).toBe('FORM_EXCLUSIVE_MINIMUM');
    expect(fixtureCopy.messages.maxLength).toBe(fixtureErrors.FORM_MAX_LENGTH.message);
    expect(fixtureCopy.messages.required).toBe(fixtureErrors.FORM_REQUIRED.message);
    expect(fixtureCopy.errorSummaryHeading).toBe('There is a problem');
    expect(Object.keys(fixtureCopy.messages)).not.toContain('errorSummary');
    expect(Object.keys(fixtureCopy.messages)).not.toContain('technicalProblem');
  });

  it('names every missing required code', () => {
    const { FORM_REQUIRED: _r, FORM_AMOUNT_FORMAT: _a, ...rest } = fixtureErrors;
    expect(() => formCopyFromErrors(rest)).toThrow(MissingFormCopyError);
    expect(() => formCopyFromErrors(rest)).toThrow(/FORM_REQUIRED, FORM_AMOUNT_FORMAT/);
  });
});

describe('paths and ids', () => {
  it('round-trips JSON pointers and maps them to rjsf ids', () => {
    expect(pointerSegments(toPointer(['a/b', 'c~d', 0]))).toEqual(['a/b', 'c~d', '0']);
    expect(fieldIdForPointer('/payee/name')).toBe('root_payee_name');
    expect(fieldIdForPointer('')).toBe('root');
  });

  it('orders fields as rjsf renders them, honouring ui:order and its "*"', () => {
    expect(orderedNames(['a', 'b', 'c', 'd'], ['c', '*', 'a'])).toEqual(['c', 'b', 'd', 'a']);
    expect(orderedNames(['a', 'b'], ['b'])).toEqual(['b', 'a']);
    expect(fieldPointers(schema, { 'ui:order': ['payee', '*'] })).toEqual([
      '/payee',
      '/payee/name',
      '/payee/a~1b',
      '/amountCents',
      '/memo',
      '/count',
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema } from '@rjsf/utils';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { formErrors } from '../../../engine/core/forms/form-errors';
import type { CompiledValidate } from '../../../engine/core/forms/form-errors';
import { fieldPointers } from '../../../engine/core/forms/ui-schema';
import { UnknownFormError, createFormValidator } from '../../../src/server/forms';
import { formManifests } from '../../../src/manifests/form-manifests';
import { fixtureCopy } from './form-copy-fixture';
import { fixtureForms, loadPrecompiledValidators } from './load-validators';

function clientErrors(validators: ValidatorFunctions, form: FormManifest, data: unknown) {
  const validate = validators[hashForSchema(form.schema)] as CompiledValidate;
  return formErrors(validate, form, data, fixtureCopy).map(({ path, message }) => ({ path, message }));
}

// Payloads that break each property in a different way: missing, wrong type, far too long.
function badPayloads(form: FormManifest): unknown[] {
  const properties = Object.keys((form.schema as { properties?: object }).properties ?? {});
  return [
    {},
    Object.fromEntries(properties.map((name) => [name, 12.5])),
    Object.fromEntries(properties.map((name) => [name, 'x'.repeat(300)])),
    Object.fromEntries(properties.map((name) => [name, null])),
    'not an object',
  ];
}

describe('server form validation', () => {
  let fixtureValidators: ValidatorFunctions;
  let configValidators: ValidatorFunctions;
  const fixtures = fixtureForms();
  beforeAll(async () => {
    fixtureValidators = await loadPrecompiledValidators();
    configValidators = await loadPrecompiledValidators('config/forms');
  });

  it('finds the errors the browser finds, on the same paths with the same words', () => {
    const server = createFormValidator(fixtures, fixtureCopy);
    const form = fixtures['fixture-payment']!;
    const payloads = [
      ...badPayloads(form),
      { fromAccountId: 'a', amountCents: 499, sendOn: '2026-11-26', phone: '555', contact: { email: 'x' } },
      { fromAccountId: 'a', amountCents: 500, sendOn: '2026-07-04', memo: 'way too long here' },
    ];
    for (const data of payloads) {
      const errors = server.validate('fixture-payment', data);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors).toEqual(clientErrors(fixtureValidators, form, data));
    }
    expect(server.validate('fixture-payment', payloads[5])).toEqual([
      { path: '/amountCents', message: 'Amount must be at least $5.00.' },
      { path: '/phone', message: 'Enter Mobile phone in the right format.' },
      { path: '/contact/email', message: 'Enter a valid Email.' },
      {
        path: '/sendOn',
        message: 'Thursday, November 26, 2026 is not a business day. The next one is Friday, November 27, 2026.',
      },
    ]);
  });

  it('accepts valid data', () => {
    const server = createFormValidator(fixtures, fixtureCopy);
    const data = { fromAccountId: 'a', amountCents: 500, sendOn: '2026-07-03', contact: { email: 'm@example.com' } };
    expect(server.validate('fixture-payment', data)).toEqual([]);
  });

  it('agrees with the browser on every config form, with every error on a field of the form', () => {
    const server = createFormValidator(formManifests, fixtureCopy);
    for (const form of Object.values(formManifests)) {
      const fields = new Set(['', ...fieldPointers(form.schema as Record<string, unknown>, form.uiSchema)]);
      for (const data of badPayloads(form)) {
        const errors = server.validate(form.id, data);
        expect(errors, form.id).toEqual(clientErrors(configValidators, form, data));
        for (const error of errors) expect(fields.has(error.path), `${form.id} ${error.path}`).toBe(true);
      }
    }
  });

  it('asks for an amount in the words of the catalogue on Transfers, Cash Advance and Bill Pay, in the browser and on the server', () => {
    const server = createFormValidator(formManifests, fixtureCopy);
    for (const id of ['transfer', 'cash-advance', 'bill-pay']) {
      const form = formManifests[id]!;
      const browser = clientErrors(configValidators, form, {});
      expect(browser, id).toContainEqual({ path: '/amountCents', message: fixtureCopy.amountRequired });
      expect(fixtureCopy.amountRequired).toBe('Enter an amount.');
      expect(server.validate(id, {}), id).toEqual(browser);
    }
  });

  it('honours showWhen: a hidden field is not required and a value left in it is not checked', () => {
    const form = {
      id: 'delivery',
      title: 'Delivery',
      schema: {
        type: 'object',
        properties: {
          method: { type: 'string', title: 'Method', enum: ['PICKUP', 'MAIL'] },
          street: { type: 'string', title: 'Street', minLength: 3 },
        },
        required: ['method', 'street'],
      },
      uiSchema: { street: { 'ui:options': { showWhen: { method: ['MAIL'] } } } },
    } as unknown as FormManifest;
    const server = createFormValidator({ delivery: form }, fixtureCopy);
    expect(server.validate('delivery', { method: 'PICKUP' })).toEqual([]);
    expect(server.validate('delivery', { method: 'PICKUP', street: 'x' })).toEqual([]);
    expect(server.validate('delivery', { method: 'MAIL' }).map((error) => error.path)).toEqual(['/street']);
    expect(server.validate('delivery', { method: 'MAIL', street: 'x' }).map((error) => error.path)).toEqual(['/street']);
  });

  it('names the known forms when asked for an unknown one', () => {
    const server = createFormValidator(fixtures, fixtureCopy);
    expect(() => server.validate('nope', {})).toThrow(UnknownFormError);
    expect(() => server.validate('nope', {})).toThrow(/known: fixture-payment/);
  });
});

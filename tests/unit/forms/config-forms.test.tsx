// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SchemaForm, productWidgets } from '../../../engine/react/forms';
import { REQUIRED_FORM_CODES, formCopyFromErrors } from '../../../engine/core/forms';
import { validateFormDataIn } from '../../../src/server/forms';
import { RELEASE_VERSION } from '../../../src/server/studio/published-manifests';
import { resolveTemplate } from '../../../engine/core/template';
import { formManifests } from '../../../src/manifests/form-manifests';
import { errorsManifest } from '../../../src/manifests';
import { fixtureCopy } from './form-copy-fixture';

afterEach(cleanup);

// rjsf's own widget names a uiSchema may use, beside the product's.
const STANDARD_WIDGETS = new Set(['text', 'textarea', 'password', 'email', 'select', 'radio', 'checkbox', 'hidden', 'date', 'updown']);

describe('config/forms with the form engine', () => {
  it('names only widgets the engine registers', () => {
    const unknown: string[] = [];
    for (const form of Object.values(formManifests)) {
      for (const [field, ui] of Object.entries(form.uiSchema as Record<string, { 'ui:widget'?: unknown }>)) {
        const widget = ui?.['ui:widget'];
        if (typeof widget === 'string' && !STANDARD_WIDGETS.has(widget) && !Object.hasOwn(productWidgets, widget)) {
          unknown.push(`config/forms/${form.id}.json ${field}: "${widget}"`);
        }
      }
    }
    expect(unknown, `known product widgets: ${Object.keys(productWidgets).join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(formManifests))('renders and validates %s with the generated validators', async (formId) => {
    const manifest = formManifests[formId]!;
    const onSubmit = vi.fn();
    render(<SchemaForm manifest={manifest} copy={fixtureCopy} onSubmit={onSubmit} context={{ accounts: [], payees: [] }} />);
    fireEvent.click(screen.getByRole('button', { name: manifest.submitLabel ?? manifest.title }));
    const schema = manifest.schema as { required?: string[]; properties?: Record<string, { default?: unknown }> };
    // An empty submit is refused when a required field starts empty; a field with a default starts filled.
    const startsEmpty = (schema.required ?? []).filter((field) => schema.properties?.[field]?.default === undefined);
    if (startsEmpty.length > 0) {
      await screen.findByRole('alert');
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });

  it('errors.json holds the codes the form engine words its messages with', () => {
    const missing = Object.values(REQUIRED_FORM_CODES).filter((code) => !Object.hasOwn(errorsManifest.errors, code));
    expect(missing).toEqual([]);
    expect(() => formCopyFromErrors(errorsManifest.errors)).not.toThrow();
  });

  it('validateFormDataIn checks a request body against its config form', () => {
    const errors = validateFormDataIn(RELEASE_VERSION, 'transfer', { amountCents: 0 });
    expect(errors.map((error) => error.path)).toEqual(
      expect.arrayContaining(['/fromAccountId', '/toAccountId', '/amountCents']),
    );
    expect(validateFormDataIn(RELEASE_VERSION, 'transfer', { fromAccountId: 'a', toAccountId: 'b', amountCents: 100, frequency: 'ONCE', timing: 'IMMEDIATE' })).toEqual([]);
  });

  it("the server's messages name a field as the version in force labels it", () => {
    const renamed = JSON.parse(JSON.stringify(formManifests.payee)) as { schema: { properties: { name: { title: string } } } };
    renamed.schema.properties.name.title = 'Who you pay';
    const published = { version: 3, id: 'a-published-version', manifests: { 'forms/payee.json': renamed } };
    const required = (version: typeof RELEASE_VERSION) => validateFormDataIn(version, 'payee', { accountNumber: '1' }).find((error) => error.path === '/name')?.message;
    expect(required(published)).toBe(resolveTemplate(errorsManifest.errors.FORM_REQUIRED.message, { label: 'Who you pay' }));
    expect(required(RELEASE_VERSION)).toBe(resolveTemplate(errorsManifest.errors.FORM_REQUIRED.message, { label: 'Payee Name' }));
  });
});

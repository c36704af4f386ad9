// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SchemaForm, productWidgets } from '../../../engine/react/forms';
import { REQUIRED_FORM_CODES, formCopyFromErrors } from '../../../engine/core/forms';
import { validateFormData } from '../../../src/server/forms';
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

  it('validateFormData checks a request body against its config form', () => {
    const errors = validateFormData('transfer', { amountCents: 0 });
    expect(errors.map((error) => error.path)).toEqual(
      expect.arrayContaining(['/fromAccountId', '/toAccountId', '/amountCents']),
    );
    expect(validateFormData('transfer', { fromAccountId: 'a', toAccountId: 'b', amountCents: 100, frequency: 'ONCE', timing: 'IMMEDIATE' })).toEqual([]);
  });
});

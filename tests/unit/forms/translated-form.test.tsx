// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import profileEmail from '../../../config/forms/profile-email.json';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { applyOverlay } from '../../../engine/core/manifest-overlay';
import { SchemaForm } from '../../../engine/react/forms';
import { fixtureCopy } from './form-copy-fixture';

afterEach(cleanup);

// A language's overlay of a real form: its schema's text changes, so its hash is no longer the compiled one's.
const translated = applyOverlay(profileEmail as unknown as FormManifest, {
  submitLabel: 'Guardar',
  schema: { properties: { emailAddress: { title: 'Correo electrónico' } } },
});

describe('a form whose schema text a language overlays', () => {
  it('renders in that language and validates with the validator compiled for its English schema', async () => {
    const onSubmit = vi.fn((): undefined => undefined);
    render(<SchemaForm<Record<string, unknown>> manifest={translated} copy={fixtureCopy} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Correo electrónico', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    // The message names the field as the member reads it, not by the English title the validator was compiled with.
    expect(screen.getAllByText('Correo electrónico is required.').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Email Address is required.')).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'member@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { SchemaForm } from '../../../engine/react/forms';
import type { SchemaFormContext, SchemaFormProps, SubmitResult } from '../../../engine/react/forms';
import { fixtureCopy } from './form-copy-fixture';
import { fixtureForms, loadPrecompiledValidators } from './load-validators';

let validators: ValidatorFunctions;
let manifest: FormManifest;
beforeAll(async () => {
  validators = await loadPrecompiledValidators();
  manifest = fixtureForms()['fixture-payment']!;
});
afterEach(cleanup);

const context: SchemaFormContext = {
  accounts: [
    { id: 'chk-1', name: 'Everyday Checking', accountNumber: '••••1234' },
    { id: 'sav-1', name: 'Savings', accountNumber: '••••5678' },
  ],
};
const valid = {
  fromAccountId: 'chk-1',
  amountCents: 2500,
  sendOn: '2026-07-03',
  contact: { email: 'member@example.com' },
};

type Data = Record<string, unknown>;
function renderForm(props: Partial<SchemaFormProps<Data>> = {}) {
  const onSubmit = vi.fn<(data: Data) => SubmitResult | Promise<SubmitResult>>();
  render(
    <SchemaForm<Data>
      manifest={manifest}
      copy={fixtureCopy}
      validators={validators}
      context={context}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit: props.onSubmit ? vi.mocked(props.onSubmit) : onSubmit };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send payment' }));
const errorText = (input: HTMLElement) => document.getElementById(`${input.id}__error`)?.textContent ?? '';

describe('SchemaForm rendering', () => {
  it('labels every field and offers the accounts of the form context', () => {
    renderForm();
    for (const label of ['From account', 'Amount', 'Send on', 'Mobile phone', 'Memo', 'Speed', 'Email']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'I understand the cut-off time' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Contact' })).toBeTruthy();
    const picker = screen.getByLabelText('From account', { exact: false });
    const options = within(picker).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose an account', 'Everyday Checking ••••1234', 'Savings ••••5678']);
    expect(screen.getByLabelText('Amount', { exact: false }).getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Send on', { exact: false }).getAttribute('type')).toBe('date');
  });

  it('describes a field with its description and help', () => {
    renderForm();
    const memo = screen.getByLabelText('Memo', { exact: false });
    const ids = memo.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Shown on your statement.',
      'Up to 10 characters.',
    ]);
  });
});

describe('SchemaForm errors', () => {
  it('shows no error before a field is touched, then the error once it is left', () => {
    renderForm();
    const amount = screen.getByLabelText('Amount', { exact: false });
    const memo = screen.getByLabelText('Memo', { exact: false });
    expect(errorText(amount)).toBe('');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    fireEvent.focus(amount);
    fireEvent.blur(amount);
    expect(errorText(amount)).toBe('Enter an amount.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(`${amount.id}__error`);
    expect(errorText(screen.getByLabelText('From account', { exact: false }))).toBe('');
    fireEvent.change(memo, { target: { value: 'far too long' } });
    expect(errorText(memo)).toBe('');
    fireEvent.blur(memo);
    expect(errorText(memo)).toBe('Memo must be 10 characters or fewer.');
    expect(document.querySelector('[aria-live="polite"].visually-hidden')?.textContent).toBe(
      'Memo must be 10 characters or fewer.',
    );
    fireEvent.change(memo, { target: { value: 'short' } });
    expect(errorText(memo)).toBe('');
    expect(memo.getAttribute('aria-invalid')).toBeNull();
  });

  it('on a failed submit shows every error, focuses the error summary and does not submit', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Email', { exact: false }), { target: { value: 'not-an-email' } });
    submit();
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('heading').textContent).toBe('There is a problem');
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['From account is required.', '#root_fromAccountId'],
      ['Enter an amount.', '#root_amountCents'],
      ['Send on is required.', '#root_sendOn'],
      ['Enter a valid Email.', '#root_contact_email'],
    ]);
    expect(errorText(screen.getByLabelText('Send on', { exact: false }))).toBe('Send on is required.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(summary).getByRole('link', { name: 'Enter a valid Email.' }));
    expect(document.activeElement?.id).toBe('root_contact_email');
  });

  it('submits valid data with the amount in cents and the phone as digits', async () => {
    const { onSubmit } = renderForm({ formData: { ...valid, amountCents: undefined } });
    const amount = screen.getByLabelText('Amount', { exact: false }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1,234.5' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('1,234.50');
    const phone = screen.getByLabelText('Mobile phone', { exact: false }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '800.555.0199' } });
    fireEvent.blur(phone);
    expect(phone.value).toBe('(800) 555-0199');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ...valid, amountCents: 123450, phone: '8005550199' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a prefilled amount in dollars and flags text that is not an amount', () => {
    renderForm({ formData: { amountCents: 500 } });
    const amount = screen.getByLabelText('Amount', { exact: false }) as HTMLInputElement;
    expect(amount.value).toBe('5.00');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.blur(amount);
    expect(errorText(amount)).toBe('Enter Amount in dollars and cents, like 25.00.');
    fireEvent.change(amount, { target: { value: '4.99' } });
    expect(errorText(amount)).toBe('Amount must be at least $5.00.');
  });

  it('flags a business date on a Federal Reserve holiday and names the next business day', async () => {
    const { onSubmit } = renderForm({ formData: { ...valid, sendOn: undefined } });
    const date = screen.getByLabelText('Send on', { exact: false });
    fireEvent.change(date, { target: { value: '2026-11-26' } });
    fireEvent.blur(date);
    expect(errorText(date)).toBe(
      'Thursday, November 26, 2026 is not a business day. The next one is Friday, November 27, 2026.',
    );
    submit();
    await screen.findByRole('alert');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '2026-07-03' } });
    expect(errorText(date)).toBe('');
  });

  it('shows a business-day hint, not an error, when any date is allowed', () => {
    const lenient = structuredClone(manifest) as FormManifest & { uiSchema: Record<string, unknown> };
    lenient.uiSchema.sendOn = { 'ui:widget': 'business-date' };
    renderForm({ manifest: lenient });
    const date = screen.getByLabelText('Send on', { exact: false });
    fireEvent.change(date, { target: { value: '2026-07-04' } });
    fireEvent.blur(date);
    expect(errorText(date)).toBe('');
    const hint = document.getElementById(`${date.id}__hint`);
    expect(hint?.textContent).toBe(
      'Saturday, July 4, 2026 is not a business day. The next one is Monday, July 6, 2026.',
    );
    expect(date.getAttribute('aria-describedby')?.split(' ')).toContain(hint?.id);
  });

  it('puts errors the server returns on their fields until the field changes', async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitResult> => [
      { path: '/memo', message: 'The memo cannot be used.' },
      { path: '', message: 'We experienced a technical problem.' },
    ]);
    renderForm({ formData: { ...valid, memo: 'hello' }, onSubmit });
    submit();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'The memo cannot be used.' })).toBeTruthy();
    expect(summary.textContent).toContain('We experienced a technical problem.');
    const memo = screen.getByLabelText('Memo', { exact: false });
    expect(errorText(memo)).toBe('The memo cannot be used.');
    expect(memo.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(memo, { target: { value: 'hi' } });
    expect(errorText(memo)).toBe('');
  });
});

describe('SchemaForm under a Content-Security-Policy without unsafe-eval', () => {
  it('renders, validates and submits with Function() and eval() unavailable', async () => {
    const originalFunction = globalThis.Function;
    const originalEval = globalThis.eval;
    const forbidden = () => {
      throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
    };
    globalThis.Function = forbidden as unknown as FunctionConstructor;
    globalThis.eval = forbidden;
    try {
      const { onSubmit } = renderForm();
      submit();
      await screen.findByRole('alert');
      fireEvent.change(screen.getByLabelText('From account', { exact: false }), { target: { value: 'sav-1' } });
      fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '25' } });
      fireEvent.change(screen.getByLabelText('Send on', { exact: false }), { target: { value: '2026-07-03' } });
      fireEvent.change(screen.getByLabelText('Email', { exact: false }), { target: { value: 'a@example.com' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ fromAccountId: 'sav-1', amountCents: 2500 });
    } finally {
      globalThis.Function = originalFunction;
      globalThis.eval = originalEval;
    }
  });
});

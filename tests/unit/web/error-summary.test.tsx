// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../engine/react/forms/ErrorSummary';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('links each field error to its field and follows a message with the link that completes it', () => {
    render(
      <ErrorSummary
        heading="There is a problem"
        entries={[
          { key: 'root', message: 'This transaction exceeds your transfer limit. For assistance, please ', link: { label: 'Contact Us', href: '/static/contact' } },
          { key: 'root_amountCents', message: 'Enter an amount.', fieldId: 'root_amountCents' },
        ]}
      />,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const [limit, amount] = within(summary).getAllByRole('listitem');
    expect(limit?.textContent).toBe('This transaction exceeds your transfer limit. For assistance, please Contact Us');
    expect(within(limit!).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/static/contact');
    expect(within(amount!).getByRole('link', { name: 'Enter an amount.' }).getAttribute('href')).toBe('#root_amountCents');
    expect(within(amount!).getAllByRole('link')).toHaveLength(1);
  });
});

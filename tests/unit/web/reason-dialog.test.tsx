// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '../../../screens/shared/reason-dialog/ReasonDialog';

const copy = { title: 'Why?', body: 'Give the reason.', label: 'Reason', submit: 'Continue', cancel: 'Cancel', tooShort: 'Too short' };

afterEach(cleanup);

describe('the reason dialog', () => {
  it('sends a reason typed over several lines as one line: the server refuses line breaks and tabs in a reason', async () => {
    const onSubmit = vi.fn(() => undefined);
    render(<ReasonDialog copy={copy} minLength={3} maxLength={500} onSubmit={onSubmit} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Member called\r\nabout\ta\u0007 lost card \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Member called about a lost card'));
  });

  it('asks again when what is left of line breaks and tabs is too short', async () => {
    const onSubmit = vi.fn(() => undefined);
    render(<ReasonDialog copy={copy} minLength={3} maxLength={500} onSubmit={onSubmit} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '\n\t a \r\n\t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too short');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

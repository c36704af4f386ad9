import { describe, expect, it } from 'vitest';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { formReviewRows } from '../../../screens/shared/flow/form-review-rows';
import { formManifests } from '../../../src/manifests/form-manifests';

const cashiersCheck = formManifests['cashiers-check']!;
const externalAccount = formManifests['external-account']!;

describe('review rows of a config/forms form', () => {
  it('shows each answered field by its title in schema order: accounts by label, amounts formatted, options by name', () => {
    const rows = formReviewRows(
      cashiersCheck,
      { delivery: 'BRANCH', amountCents: 1_250_00, fromAccountId: 'chk-1', payeeName: 'Pat Seller', memo: '' },
      { accountLabel: (id) => (id === 'chk-1' ? 'Everyday Checking ••••1234' : undefined) },
    );
    expect(rows).toEqual([
      { label: 'Pay From', value: 'Everyday Checking ••••1234' },
      { label: 'Amount', value: '$1,250.00' },
      { label: 'Pay to the Order Of', value: 'Pat Seller' },
      { label: 'Delivery', value: 'Pick up at a branch' },
    ]);
  });

  it('masks the fields it is told to, to their last four characters', () => {
    const rows = formReviewRows(externalAccount, { accountNumber: '000123456789', accountType: 'SAVINGS' }, { masked: new Set(['accountNumber']) });
    expect(rows).toEqual([
      { label: 'Account Number', value: '••••6789' },
      { label: 'Account Type', value: 'Savings' },
    ]);
  });

  it('follows ui:order when the form has one, and keeps an unknown account id as entered', () => {
    const ordered: FormManifest = { ...cashiersCheck, uiSchema: { ...cashiersCheck.uiSchema, 'ui:order': ['payeeName', '*'] } };
    const rows = formReviewRows(ordered, { fromAccountId: 'gone', payeeName: 'Pat Seller' }, { accountLabel: () => undefined });
    expect(rows).toEqual([
      { label: 'Pay to the Order Of', value: 'Pat Seller' },
      { label: 'Pay From', value: 'gone' },
    ]);
  });
});

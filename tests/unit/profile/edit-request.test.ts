import { describe, expect, it } from 'vitest';
import { editRequestOf } from '../../../screens/profile/edit-request';
import { buildInterceptItems, profileEditState } from '../../../src/web/alerts/intercept-items';
import { copyManifest } from '../../../src/manifests';

describe('editRequestOf (/settings/profile state keys)', () => {
  it.each([
    [{ editaddress: true }, 'address'],
    [{ editphone: true }, 'phone'],
    [{ editemail: true }, 'email'],
    ['editaddress', 'address'],
    ['editphone', 'phone'],
    ['editemail', 'email'],
  ] as const)('%j opens the %s edit', (state, kind) => {
    expect(editRequestOf(state)).toBe(kind);
  });

  it.each([[undefined], [null], [{}], [{ editphone: 'yes' }], ['editname'], [{ editname: true }], [42], [{ toString: true }]])('%j opens nothing', (state) => {
    expect(editRequestOf(state)).toBeUndefined();
  });

  it("reads what the profile intercept's Go to Profile sends: the first flagged item's edit", () => {
    const all = { address: true, phone: true, email: true };
    const phoneAndEmail = buildInterceptItems(
      { phone: [{ number: '', extension: '', status: 'Missing' }], email: { emailAddress: 'nina.patel@example', status: 'INVALID' } },
      all,
      copyManifest.profileIntercept,
    );
    expect(editRequestOf(profileEditState(phoneAndEmail))).toBe('phone');
    const emailOnly = buildInterceptItems({ phone: [], email: { emailAddress: 'x@example', status: 'INVALID' } }, all, copyManifest.profileIntercept);
    expect(editRequestOf(profileEditState(emailOnly))).toBe('email');
    const address = buildInterceptItems(
      { address: { addressLine1: '', addressLine2: '', addressLine3: '', city: '', state: '', zipCode: '', status: 'Missing' }, phone: [] },
      all,
      copyManifest.profileIntercept,
    );
    expect(editRequestOf(profileEditState(address))).toBe('address');
  });
});

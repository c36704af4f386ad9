import type { ProfileElectronicAddress, ProfilePhoneAddress, ProfilePostalAddress } from '../../engine/core/generated/api.gen';
import type { ContactKind } from './profile-api';

/** What an editor edits: an existing contact, or a new one (an address of `addType`). */
export type EditTarget =
  | { readonly kind: 'address'; readonly address: ProfilePostalAddress }
  | { readonly kind: 'address'; readonly addType: ProfilePostalAddress['type'] }
  | { readonly kind: 'phone'; readonly phone?: ProfilePhoneAddress }
  | { readonly kind: 'email'; readonly email?: ProfileElectronicAddress };

/** What the contact editor edits: a phone changes in its own dialog (PhoneChangeDialog), with the texted code. */
export type ContactEditTarget = Exclude<EditTarget, { readonly kind: 'phone' }>;

/** The router state keys that open an edit, and the edit each opens. */
const STATE_KEYS: Readonly<Record<string, ContactKind>> = { editaddress: 'address', editphone: 'phone', editemail: 'email' };

/**
 * The edit that router state asks for: `{ editphone: true }` (what the profile intercept sends) or the bare key
 * `'editphone'`; anything else asks for none.
 */
export function editRequestOf(state: unknown): ContactKind | undefined {
  if (typeof state === 'string') return Object.hasOwn(STATE_KEYS, state) ? STATE_KEYS[state] : undefined;
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  const key = Object.keys(STATE_KEYS).find((candidate) => record[candidate] === true);
  return key === undefined ? undefined : STATE_KEYS[key];
}

import { formatPhone, type CopyManifest, type DeepReadonly } from '../../../engine/core';
import type { PrecheckMemberDetails } from '../../../engine/core/generated/api.gen';

export type ContactKind = 'address' | 'phone' | 'email';
export type ContactProblem = 'missing' | 'invalid' | 'deactivated';

/** One line of the profile intercept: what is wrong with which contact point, ready to show. */
export interface InterceptItem {
  readonly kind: ContactKind;
  readonly heading: string;
  /** The formatted phone, email or address; the "on file" note when there is none. */
  readonly text: string;
  readonly problem: ContactProblem;
  readonly label: string;
}

export type InterceptCopy = DeepReadonly<CopyManifest['profileIntercept']>;

/** Which contact kinds the flags let the intercept list (show-address-alert, show-phone-alert, show-email-alert). */
export type InterceptKinds = Readonly<Record<ContactKind, boolean>>;

/** Status Missing is missing, D deactivated, anything else invalid. */
export function problemOf(status: string): ContactProblem {
  if (status === 'Missing') return 'missing';
  if (status === 'D') return 'deactivated';
  return 'invalid';
}

function labelOf(problem: ContactProblem, copy: InterceptCopy): string {
  if (problem === 'missing') return copy.labelMissing;
  if (problem === 'deactivated') return copy.labelDeactivated;
  return copy.labelInvalid;
}

const joinNonBlank = (parts: readonly string[], separator: string): string =>
  parts.map((part) => part.trim()).filter((part) => part !== '').join(separator);

/** The profile intercept's lines, address first, then each phone, then the email, for the kinds the flags allow. */
export function buildInterceptItems(details: PrecheckMemberDetails | undefined, kinds: InterceptKinds, copy: InterceptCopy): InterceptItem[] {
  if (details === undefined) return [];
  const items: InterceptItem[] = [];
  const add = (kind: ContactKind, heading: string, text: string, status: string) => {
    const problem = problemOf(status);
    items.push({ kind, heading, text, problem, label: labelOf(problem, copy) });
  };
  const { address, phone, email } = details;
  // An address the precheck sends only for its expiry date (change of address) is not a problem to list.
  if (kinds.address && address !== undefined && address.status !== '') {
    const place = joinNonBlank([address.city, joinNonBlank([address.state, address.zipCode], ' ')], ', ');
    add('address', copy.addressHeading, joinNonBlank([address.addressLine1, address.addressLine2, address.addressLine3, place], ', '), address.status);
  }
  if (kinds.phone) {
    for (const entry of phone) {
      add('phone', copy.phoneHeading, entry.number.trim() === '' ? copy.noPhone : formatPhone(entry.number, entry.extension), entry.status);
    }
  }
  if (kinds.email && email !== undefined) {
    add('email', copy.emailHeading, email.emailAddress.trim() === '' ? copy.noEmail : email.emailAddress, email.status);
  }
  return items;
}

/** The modals.json keys of the profile intercept's four cases. */
export interface InterceptModalKeys {
  readonly missing: string;
  readonly invalid: string;
  readonly multi: string;
  readonly multiWithAddress: string;
}

export const INTERCEPT_MODALS: InterceptModalKeys = {
  missing: 'profileInterceptMissing',
  invalid: 'profileInterceptInvalid',
  multi: 'profileInterceptMulti',
  multiWithAddress: 'profileInterceptMultiAddress',
};

/**
 * One flagged item gives the single-type modal (missing, or invalid for invalid and deactivated), several
 * the multi modal, with or without the address; none gives no modal.
 */
export function chooseInterceptModal(items: readonly InterceptItem[], keys: InterceptModalKeys = INTERCEPT_MODALS): string | undefined {
  const [only] = items;
  if (only === undefined) return undefined;
  if (items.length === 1) return only.problem === 'missing' ? keys.missing : keys.invalid;
  return items.some((item) => item.kind === 'address') ? keys.multiWithAddress : keys.multi;
}

/** Router state the profile page reads to open the editor of the first listed item: { editaddress | editphone | editemail }. */
export function profileEditState(items: readonly InterceptItem[]): Record<string, true> {
  const first = items[0];
  return first === undefined ? {} : { [`edit${first.kind}`]: true };
}

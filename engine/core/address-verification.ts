import type { DeepReadonly } from './deep-readonly';
import type { AddressRules } from './generated/manifests.gen';
import { resolveTemplate } from './template';

/** A US postal address as a member types it (config/forms/profile-address.json) plus its type. */
export interface AddressInput {
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly addressLine3?: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  /** MAILING, RESIDENTIAL, TEMPORARY: some types may not be a PO box (config poBox.forbiddenForTypes). */
  readonly addressType?: string;
}

/** The address written the USPS way: upper case, no punctuation, Pub. 28 abbreviations, ZIP+4 with its dash. */
export interface StandardAddress {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly addressLine3: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

export type AddressProblemCode = keyof AddressRules['messages'];

export interface AddressProblem {
  /** The form field at fault (a JSON pointer of the address form). */
  readonly field: '/addressLine1' | '/addressLine2' | '/addressLine3' | '/city' | '/state' | '/zipCode';
  readonly code: AddressProblemCode;
  readonly message: string;
}

/**
 * VERIFIED: valid and already standard. CORRECTED: valid, and the suggestion writes it the standard way (the member
 * may take it or keep theirs). INVALID: the problems say what to fix; nothing may be saved.
 */
export type AddressVerdict = 'VERIFIED' | 'CORRECTED' | 'INVALID';

export interface AddressVerification {
  readonly verdict: AddressVerdict;
  readonly problems: readonly AddressProblem[];
  /** The standardised address (absent when INVALID). */
  readonly suggestion?: StandardAddress;
  /** Whether the street line is a PO box. */
  readonly poBox: boolean;
}

type Rules = DeepReadonly<AddressRules>;

/** Upper case, punctuation other than '#', '-' and '/' turned to spaces, single spaces. */
function clean(value: string | undefined): string {
  return (value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9#/\- ]+/g, ' ')
    .replace(/\s*#\s*/g, ' # ')
    .replace(/\s+/g, ' ')
    .trim();
}

function abbreviationIndex(list: Rules['streetSuffixes']): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const entry of list) {
    index.set(entry.standard, entry.standard);
    for (const variant of entry.variants) index.set(variant, entry.standard);
  }
  return index;
}

interface Indexes {
  readonly suffixes: ReadonlyMap<string, string>;
  readonly directionals: ReadonlyMap<string, string>;
  readonly units: ReadonlyMap<string, { standard: string; requiresNumber: boolean }>;
  readonly poBox: RegExp;
}

const indexCache = new WeakMap<object, Indexes>();

function indexesOf(rules: Rules): Indexes {
  const cached = indexCache.get(rules);
  if (cached) return cached;
  const units = new Map<string, { standard: string; requiresNumber: boolean }>();
  for (const unit of rules.unitDesignators) {
    const value = { standard: unit.standard, requiresNumber: unit.requiresNumber };
    units.set(unit.standard, value);
    for (const variant of unit.variants) units.set(variant, value);
  }
  const built: Indexes = {
    suffixes: abbreviationIndex(rules.streetSuffixes),
    directionals: abbreviationIndex(rules.directionals),
    units,
    poBox: new RegExp(rules.poBox.pattern),
  };
  indexCache.set(rules, built);
  return built;
}

interface StreetLine {
  readonly text: string;
  /** A unit designator that needs a number and has none. */
  readonly unitMissingNumber?: string;
}

/**
 * Standardises one street or secondary line: the first unit designator splits it into the street part and the unit
 * part; in the street part the last word that is a suffix (before a post-directional) and the directionals right
 * after the house number or at the end are abbreviated.
 */
function standardiseStreet(line: string, indexes: Indexes): StreetLine {
  const words = line === '' ? [] : line.split(' ');
  const unitAt = words.findIndex((word, position) => position > 0 && indexes.units.has(word));
  const firstIsUnit = words.length > 0 && indexes.units.has(words[0] ?? '') && !/^\d/.test(words[0] ?? '');
  const splitAt = firstIsUnit ? 0 : unitAt;
  const street = splitAt < 0 ? words : words.slice(0, splitAt);
  const unit = splitAt < 0 ? [] : words.slice(splitAt);

  const out = [...street];
  const direction = (position: number) => {
    const word = out[position];
    const standard = word === undefined ? undefined : indexes.directionals.get(word);
    if (standard !== undefined) out[position] = standard;
    return standard !== undefined;
  };
  if (out.length > 2) direction(1);
  let last = out.length - 1;
  if (out.length > 2 && direction(last)) last -= 1;
  // The suffix: the last street word, never the house number nor the only name word.
  if (last >= 2) {
    const suffix = indexes.suffixes.get(out[last] ?? '');
    if (suffix !== undefined) out[last] = suffix;
  }

  let unitMissingNumber: string | undefined;
  const unitOut = [...unit];
  if (unitOut.length > 0) {
    const designator = indexes.units.get(unitOut[0] ?? '');
    if (designator) {
      unitOut[0] = designator.standard;
      if (designator.requiresNumber && unitOut.length < 2) unitMissingNumber = designator.standard;
    }
    // '# 4' after a designator is just the number (APT # 4 → APT 4).
    if (unitOut[0] !== '#' && unitOut[1] === '#') unitOut.splice(1, 1);
    if (unitOut[0] === '#' && unitOut.length > 1) unitOut.splice(0, 2, `#${unitOut[1] ?? ''}`);
  }
  return { text: [...out, ...unitOut].join(' '), ...(unitMissingNumber === undefined ? {} : { unitMissingNumber }) };
}

/** A ZIP or ZIP+4 (12345, 12345-6789, 123456789) in the standard form, or undefined when it is not one. */
export function standardZip(value: string): string | undefined {
  const parts = /^(\d{5})(?:-?(\d{4}))?$/.exec(value.trim());
  if (!parts) return undefined;
  return parts[2] === undefined ? parts[1] : `${parts[1] ?? ''}-${parts[2]}`;
}

/** Whether a 5-digit ZIP's 3-digit prefix falls in one of the state's ranges. */
export function zipInState(zip: string, state: Rules['states'][number]): boolean {
  const prefix = zip.slice(0, 3);
  return state.zipPrefixRanges.some((range) => prefix >= range.from && prefix <= range.to);
}

/**
 * QASearch (POST address/verify) as a pure function over config/profile.json addressVerification: the state is a USPS code,
 * the ZIP is a ZIP or ZIP+4 whose prefix belongs to that state, a street line has a house number, a PO box is not
 * used where the address type forbids one, a unit designator has its number. A valid address comes back written the
 * USPS way as the suggestion (CORRECTED when that differs from what was typed).
 */
export function verifyUsAddress(input: AddressInput, rules: Rules): AddressVerification {
  const indexes = indexesOf(rules);
  const problems: AddressProblem[] = [];
  const problem = (field: AddressProblem['field'], code: AddressProblemCode, values: Record<string, string> = {}) =>
    problems.push({ field, code, message: resolveTemplate(rules.messages[code], values) });

  const stateCode = clean(input.state);
  const state = rules.states.find((candidate) => candidate.code === stateCode);
  if (!state) problem('/state', 'UNKNOWN_STATE', { state: input.state.trim() === '' ? '""' : input.state.trim() });

  const zip = standardZip(input.zipCode);
  if (zip === undefined) problem('/zipCode', 'ZIP_FORMAT');
  else if (state && !zipInState(zip, state)) problem('/zipCode', 'ZIP_STATE_MISMATCH', { zip: zip.slice(0, 5), stateName: state.name });

  const city = clean(input.city).replace(/[#/]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/^[A-Z][A-Z' .-]*$/.test(city) || !/[A-Z]/.test(city)) problem('/city', 'CITY_FORMAT');

  const line1 = clean(input.addressLine1);
  const poMatch = indexes.poBox.exec(line1);
  const poBox = poMatch !== null;
  let street: StreetLine;
  if (poMatch) {
    street = { text: resolveTemplate(rules.poBox.standardForm, { number: poMatch[1] ?? '' }) };
    const type = (input.addressType ?? '').toUpperCase();
    if (rules.poBox.forbiddenForTypes.includes(type)) {
      const typeLabel = Object.hasOwn(rules.typeLabels, type) ? (rules.typeLabels[type] ?? type.toLowerCase()) : type.toLowerCase();
      problem('/addressLine1', 'PO_BOX_NOT_ALLOWED', { typeLabel });
    }
  } else {
    street = standardiseStreet(line1, indexes);
    if (rules.requirePrimaryNumber && !/^\d/.test(line1)) problem('/addressLine1', 'STREET_NUMBER_MISSING');
  }
  if (street.unitMissingNumber !== undefined) problem('/addressLine1', 'UNIT_NUMBER_MISSING', { designator: street.unitMissingNumber });
  const line2 = standardiseStreet(clean(input.addressLine2), indexes);
  if (line2.unitMissingNumber !== undefined) problem('/addressLine2', 'UNIT_NUMBER_MISSING', { designator: line2.unitMissingNumber });
  const line3 = clean(input.addressLine3);

  if (problems.length > 0 || !state || zip === undefined) return { verdict: 'INVALID', problems, poBox };
  const suggestion: StandardAddress = { addressLine1: street.text, addressLine2: line2.text, addressLine3: line3, city, state: state.code, zipCode: zip };
  const typed: StandardAddress = {
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? '',
    addressLine3: input.addressLine3 ?? '',
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
  };
  const same = (Object.keys(suggestion) as (keyof StandardAddress)[]).every((key) => suggestion[key] === typed[key]);
  return { verdict: same ? 'VERIFIED' : 'CORRECTED', problems: [], suggestion, poBox };
}

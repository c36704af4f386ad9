import { describe, expect, it } from 'vitest';
import type { PrecheckMemberDetails } from '../../../engine/core/generated/api.gen';
import { copyManifest, modalsManifest } from '../../../src/manifests';
import {
  INTERCEPT_MODALS,
  buildInterceptItems,
  chooseInterceptModal,
  problemOf,
  profileEditState,
  type InterceptKinds,
} from '../../../src/web/alerts/intercept-items';
import { doneThisSession, firstTimeThisSession } from '../../../src/web/alerts/once-per-session';
import { paperlessResponseFor, PAPERLESS } from '../../../src/web/alerts/use-paperless-intercept';

const copy = copyManifest.profileIntercept;
const ALL: InterceptKinds = { address: true, phone: true, email: true };

const address = (status: string) => ({
  addressLine1: '12 Elm St',
  addressLine2: '',
  addressLine3: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  status,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('profile intercept items', () => {
  it('labels Missing as MISSING, D as DEACTIVATED and anything else as INVALID', () => {
    expect(problemOf('Missing')).toBe('missing');
    expect(problemOf('D')).toBe('deactivated');
    expect(problemOf('INVALID')).toBe('invalid');
    expect(problemOf('X')).toBe('invalid');
    const details: PrecheckMemberDetails = {
      phone: [
        { number: '', extension: '', status: 'Missing' },
        { number: '5551234567', extension: '', status: 'D' },
        { number: '15551234567', extension: '42', status: 'BAD' },
      ],
      email: { emailAddress: 'a@b', status: 'INVALID' },
    };
    const items = buildInterceptItems(details, ALL, copy);
    expect(items.map((item) => [item.kind, item.text, item.label])).toEqual([
      ['phone', copy.noPhone, copy.labelMissing],
      ['phone', '(555) 123-4567', copy.labelDeactivated],
      ['phone', '1 (555) 123-4567 ext. 42', copy.labelInvalid],
      ['email', 'a@b', copy.labelInvalid],
    ]);
  });

  it('says no email address on file for an empty email and lists the address first', () => {
    const items = buildInterceptItems({ address: address('INVALID'), phone: [], email: { emailAddress: ' ', status: 'Missing' } }, ALL, copy);
    expect(items.map((item) => [item.kind, item.heading, item.text, item.label])).toEqual([
      ['address', copy.addressHeading, '12 Elm St, Springfield, IL 62704', copy.labelInvalid],
      ['email', copy.emailHeading, copy.noEmail, copy.labelMissing],
    ]);
  });

  it('leaves out the kinds whose flags are off, and lists nothing without details', () => {
    const details: PrecheckMemberDetails = { address: address('D'), phone: [{ number: '', extension: '', status: 'Missing' }], email: { emailAddress: '', status: 'Missing' } };
    expect(buildInterceptItems(details, { address: false, phone: true, email: false }, copy).map((item) => item.kind)).toEqual(['phone']);
    expect(buildInterceptItems(details, { address: false, phone: false, email: false }, copy)).toEqual([]);
    expect(buildInterceptItems(undefined, ALL, copy)).toEqual([]);
  });
});

describe('profile intercept modal choice', () => {
  const phone = (status: string) => ({ phone: [{ number: '5551234567', extension: '', status }] });

  it('shows the single-type modal for one item: missing, or invalid for invalid and deactivated', () => {
    expect(chooseInterceptModal(buildInterceptItems({ phone: [{ number: '', extension: '', status: 'Missing' }] }, ALL, copy))).toBe(INTERCEPT_MODALS.missing);
    expect(chooseInterceptModal(buildInterceptItems(phone('INVALID'), ALL, copy))).toBe(INTERCEPT_MODALS.invalid);
    expect(chooseInterceptModal(buildInterceptItems(phone('D'), ALL, copy))).toBe(INTERCEPT_MODALS.invalid);
  });

  it('shows the multi modal for several items, the address variant when the address is one of them', () => {
    const multi = buildInterceptItems({ ...phone('D'), email: { emailAddress: '', status: 'Missing' } }, ALL, copy);
    expect(chooseInterceptModal(multi)).toBe(INTERCEPT_MODALS.multi);
    const withAddress = buildInterceptItems({ address: address('Missing'), ...phone('D') }, ALL, copy);
    expect(chooseInterceptModal(withAddress)).toBe(INTERCEPT_MODALS.multiWithAddress);
    expect(chooseInterceptModal([])).toBeUndefined();
  });

  it('names modals that modals.json has, with Go to Profile and Remind Me Later', () => {
    for (const key of Object.values(INTERCEPT_MODALS)) {
      expect(modalsManifest.modals[key]?.buttons.map((button) => button.label)).toEqual(['Go to Profile', 'Remind Me Later']);
    }
  });

  it('opens the profile editing the first listed item', () => {
    expect(profileEditState(buildInterceptItems({ address: address('D'), ...phone('D') }, ALL, copy))).toEqual({ editaddress: true });
    expect(profileEditState(buildInterceptItems(phone('D'), ALL, copy))).toEqual({ editphone: true });
    expect(profileEditState(buildInterceptItems({ phone: [], email: { emailAddress: '', status: 'Missing' } }, ALL, copy))).toEqual({ editemail: true });
  });
});

describe('once per session', () => {
  it('answers true the first time only, per name', () => {
    const storage = memoryStorage();
    expect(doneThisSession('profileIntercept', storage)).toBe(false);
    expect(firstTimeThisSession('profileIntercept', storage)).toBe(true);
    expect(firstTimeThisSession('profileIntercept', storage)).toBe(false);
    expect(doneThisSession('profileIntercept', storage)).toBe(true);
    expect(firstTimeThisSession('paperlessIntercept', storage)).toBe(true);
  });
});

describe('paperless answers', () => {
  it('sends GOP for Go Paperless, PDP for the keep-paper link and RML otherwise', () => {
    expect(paperlessResponseFor(PAPERLESS.goPaperlessButton)).toBe('GOP');
    expect(paperlessResponseFor(PAPERLESS.keepPaperButton)).toBe('PDP');
    expect(paperlessResponseFor('not-now')).toBe('RML');
    expect(paperlessResponseFor('dismiss')).toBe('RML');
    const ids = modalsManifest.modals[PAPERLESS.prompt]?.buttons.map((button) => button.id);
    expect(ids).toContain(PAPERLESS.goPaperlessButton);
    expect(ids).toContain(PAPERLESS.keepPaperButton);
  });
});

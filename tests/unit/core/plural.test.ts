import { describe, expect, it } from 'vitest';
import copyJson from '../../../config/copy.json';
import spanishCopy from '../../../config/locales/es-US/copy.json';
import { pluralText } from '../../../engine/core/plural';

const english = copyJson.layout.unreadMessages;
const spanish = spanishCopy.layout.unreadMessages;

describe('plural text', () => {
  it("picks English's one and other by the count", () => {
    expect(pluralText(english, 1, 'en-US')).toBe('1 unread message');
    expect(pluralText(english, 0, 'en-US')).toBe('0 unread messages');
    expect(pluralText(english, 3, 'en-US')).toBe('3 unread messages');
  });

  it("picks Spanish's, and reads other for a category the text leaves out (Spanish's many, a million)", () => {
    expect(pluralText(spanish, 1, 'es-US')).toBe('1 mensaje sin leer');
    expect(pluralText(spanish, 2, 'es-US')).toBe('2 mensajes sin leer');
    expect(new Intl.PluralRules('es-US').select(1_000_000)).toBe('many');
    expect(pluralText(spanish, 1_000_000, 'es-US')).toBe('1,000,000 mensajes sin leer');
  });

  it('writes the count in the locale and fills the other values', () => {
    expect(pluralText({ one: '{count} of {who}', other: '{count} of {who}, {extra}' }, 1250, 'en-US', { who: 'ours', extra: 'all' })).toBe('1,250 of ours, all');
  });

  it('follows the pseudo-locale as English', () => {
    expect(pluralText(english, 1, 'en-XA')).toBe('1 unread message');
  });
});

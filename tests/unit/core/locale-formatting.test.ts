import { afterEach, describe, expect, it } from 'vitest';
import { spokenCalendarDate } from '../../../engine/core/business-days';
import { formatInstantIn } from '../../../engine/core/calendar';
import { formatDayIn, formatDayTimeIn, formatLongDayIn } from '../../../engine/core/date-format';
import { formatIcuMessage } from '../../../engine/core/icu-formatter';
import { chooseLocale } from '../../../engine/core/locale-choice';
import { formatCents } from '../../../engine/core/money';
import { installMessageFormatter, resolveTemplate } from '../../../engine/core/template';

const LOCALES = {
  default: 'en-US',
  locales: [
    { tag: 'en-US', name: 'English', htmlLang: 'en' },
    { tag: 'es-US', name: 'Español', htmlLang: 'es' },
  ],
  pseudo: { tag: 'en-XA', expansion: 0.35 },
};

const UNREAD = '{count, plural, one {# unread message} other {# unread messages}}';

describe('resolveTemplate', () => {
  afterEach(() => installMessageFormatter((text) => text));

  it('fills {name} placeholders without the ICU formatter and leaves unknown ones visible', () => {
    expect(resolveTemplate('Call us at {phone} about {case}.', { phone: '800-555-0100' })).toBe('Call us at 800-555-0100 about {case}.');
  });

  it('formats ICU plurals in the locale given, else in the formatter\'s default', () => {
    installMessageFormatter((text, values, locale) => formatIcuMessage(text, values, locale ?? 'de-DE'));
    expect(resolveTemplate(UNREAD, { count: 1 }, 'en-US')).toBe('1 unread message');
    expect(resolveTemplate(UNREAD, { count: 1200 }, 'en-US')).toBe('1,200 unread messages');
    expect(resolveTemplate('{count, plural, one {# mensaje} other {# mensajes}}', { count: 12000 })).toBe('12.000 mensajes');
    expect(resolveTemplate('{kind, select, joint {Joint owner} other {Owner}}', { kind: 'joint' })).toBe('Joint owner');
  });

  it('still takes the fast path for a message with only {name} placeholders once the formatter is installed', () => {
    installMessageFormatter(() => 'formatter used');
    expect(resolveTemplate('Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
  });
});

describe('formatting by locale', () => {
  it('formats money in the locale given, en-US by default', () => {
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(formatCents(123456, 'es-US')).toMatch(/^\$1,234\.56$|^1234,56\sUS\$$/);
  });

  it('formats calendar days, long days and instants in the locale given', () => {
    expect(formatDayIn('2026-11-02', 'en-US')).toBe('Nov 2, 2026');
    expect(formatDayIn('2026-11-02', 'es-US')).toBe('2 nov 2026');
    expect(formatLongDayIn('2026-11-25', 'es-US')).toBe('25 de noviembre de 2026');
    expect(formatDayIn('not a day', 'es-US')).toBe('not a day');
    expect(formatDayTimeIn('nope', 'es-US')).toBe('nope');
    expect(spokenCalendarDate('2026-11-26', { weekday: true })).toBe('Thursday, November 26, 2026');
    expect(spokenCalendarDate('2026-11-26', { weekday: true, locale: 'es-US' })).toBe('jueves, 26 de noviembre de 2026');
    expect(formatInstantIn(new Date('2026-12-03T14:30:00Z'), 'America/New_York')).toBe('Dec 3, 2026, 9:30 AM EST');
    expect(formatInstantIn(new Date('2026-12-03T14:30:00Z'), 'America/New_York', 'es-US')).toContain('3 dic 2026');
  });
});

describe('chooseLocale', () => {
  it('keeps an offered choice, turns on the pseudo-locale as English, and falls back to the default', () => {
    expect(chooseLocale('es-US', LOCALES)).toMatchObject({ tag: 'es-US', htmlLang: 'es' });
    expect(chooseLocale('en-XA', LOCALES)).toMatchObject({ tag: 'en-XA', htmlLang: 'en' });
    expect(chooseLocale(null, LOCALES)).toMatchObject({ tag: 'en-US', htmlLang: 'en' });
    expect(chooseLocale('fr-CA', LOCALES)).toMatchObject({ tag: 'en-US', htmlLang: 'en' });
  });
});

import { describe, expect, it } from 'vitest';
import { resolveTemplate, substituteAlertExpdate } from '../../../engine/core/template';

describe('resolveTemplate', () => {
  it.each<[string, Record<string, string | number>, string]>([
    [
      'Please call us at {phone} for assistance.',
      { phone: '(800) 555-0199' },
      'Please call us at (800) 555-0199 for assistance.',
    ],
    ['Switching to {name}', { name: 'Jane Member' }, 'Switching to Jane Member'],
    ['{a} and {a}', { a: 1 }, '1 and 1'],
    ['{count} items', { count: 0 }, '0 items'],
    ['Hello {unknown}', { name: 'x' }, 'Hello {unknown}'],
    ['Hello {constructor}', {}, 'Hello {constructor}'],
    ['{ spaced }', { spaced: 'x' }, '{ spaced }'],
    ['no tokens', { a: 'b' }, 'no tokens'],
    ['{a}', { a: '{b}', b: 'no' }, '{b}'],
    ['{amount}', { amount: '$5' }, '$5'],
  ])('%j', (text, values, expected) => {
    expect(resolveTemplate(text, values)).toBe(expected);
  });
});

describe('substituteAlertExpdate', () => {
  const body = 'Your address alert expires on [alertExpdate].';

  it.each<[string | null | undefined, string]>([
    ['2026-01-15', 'Your address alert expires on 2026/01/15.'],
    ['01-15-2026', 'Your address alert expires on 01/15/2026.'],
    ['123456789', 'Your address alert expires on 123456789.'],
    ['12345678', body],
    ['1-1-2026', body],
    ['', body],
    [null, body],
    [undefined, body],
  ])('%j', (date, expected) => {
    expect(substituteAlertExpdate(body, date)).toBe(expected);
  });

  it('replaces every occurrence', () => {
    expect(substituteAlertExpdate('[alertExpdate] / [alertExpdate]', '2026-01-15')).toBe(
      '2026/01/15 / 2026/01/15',
    );
  });
});

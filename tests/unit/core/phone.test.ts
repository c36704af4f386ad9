import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone } from '../../../engine/core/phone';

describe('formatPhone', () => {
  it.each<[string, string | number | undefined, string]>([
    ['8005550199', undefined, '(800) 555-0199'],
    ['18005550199', undefined, '1 (800) 555-0199'],
    ['28005550199', undefined, '28005550199'],
    ['800555019', undefined, '800555019'],
    ['800-555-0199', undefined, '800-555-0199'],
    ['', undefined, ''],
    ['8005550199', '123', '(800) 555-0199 ext. 123'],
    ['18005550199', 45, '1 (800) 555-0199 ext. 45'],
    ['8005550199', '  ', '(800) 555-0199'],
    ['8005550199', '', '(800) 555-0199'],
    ['555-0199', '7', '555-0199 ext. 7'],
  ])('%j ext %j → %j', (digits, extension, expected) => {
    expect(formatPhone(digits, extension)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['8005550199', '•••-•••-0199'],
    ['(800) 555-0199', '•••-•••-0199'],
    ['18005550199', '•••-•••-0199'],
    ['199', '•••-•••-199'],
    ['', ''],
    ['n/a', ''],
  ])('%j → %j', (number, expected) => {
    expect(maskPhone(number)).toBe(expected);
  });
});

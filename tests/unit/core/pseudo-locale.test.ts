import { describe, expect, it } from 'vitest';
import { formatIcuMessage } from '../../../engine/core/icu-formatter';
import { pseudoLocalise, pseudoOverlay } from '../../../engine/core/pseudo-locale';
import { isTextPointer, textLeaves } from '../../../engine/core/text-pointers';
import { messageArguments } from '../../../engine/core/config-validation/message-arguments';

const LETTERS = /[A-Za-z]/;

describe('pseudoLocalise', () => {
  it('accents every letter and makes the text at least 35% longer', () => {
    const english = 'Transfer money between your accounts';
    const pseudo = pseudoLocalise(english, 0.35);
    expect(pseudo).not.toMatch(LETTERS);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.35));
  });

  it('leaves placeholders, ICU structure and quoting as written, so the message formats alike', () => {
    const english = "{count, plural, one {# payment to {payee}} other {# payments, don't miss '{'one'}'}}";
    const pseudo = pseudoLocalise(english, 0.35);
    expect(messageArguments(pseudo)).toEqual(messageArguments(english));
    expect(pseudo).toContain('{payee}');
    expect(pseudo).toContain('{count, plural, one {#');
    const formatted = formatIcuMessage(pseudo, { count: 2, payee: 'Ana' }, 'en-US');
    expect(formatted.startsWith('2 ')).toBe(true);
    expect(formatted).toContain('{ǿǿƞḗḗ}');
    expect(pseudoLocalise('Call us at {phone}.', 0.35)).toMatch(/^Ƈȧȧŀŀ ŭŭş ȧȧŧ \{phone\}\./u);
  });

  it('accents text that is not valid ICU outside its braces', () => {
    expect(pseudoLocalise('Broken {brace', 0.35)).not.toMatch(LETTERS);
    expect(pseudoLocalise('', 0.35)).toBe('');
  });
});

describe('pseudoOverlay and text pointers', () => {
  const manifest = {
    title: 'Accounts',
    code: 'ACCT',
    items: [{ label: 'Checking', id: 'chk' }, { label: 'Staff only', id: 'staff' }],
  };
  const patterns = { text: ['/title', '/items/*/label'], exclude: ['/items/1'] };

  it('selects strings at or below a text pattern and not below an exclude pattern', () => {
    expect(isTextPointer(patterns, '/items/0/label')).toBe(true);
    expect(isTextPointer(patterns, '/items/1/label')).toBe(false);
    expect(isTextPointer(patterns, '/code')).toBe(false);
    expect(textLeaves(manifest, patterns).map((leaf) => leaf.pointer)).toEqual(['/title', '/items/0/label']);
  });

  it('overlays only the member-read strings, arrays at their English length with null elsewhere', () => {
    const overlay = pseudoOverlay(manifest, patterns, 0.35) as { title: string; items: unknown[] };
    expect(Object.keys(overlay)).toEqual(['title', 'items']);
    expect(overlay.items).toHaveLength(2);
    expect(overlay.items[1]).toBeNull();
    expect(overlay.title).not.toMatch(LETTERS);
  });
});

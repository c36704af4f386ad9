import { describe, expect, it } from 'vitest';
import { applyOverlay } from '../../engine/core/manifest-overlay';

const manifest = {
  heading: 'Accounts',
  route: '/accounts',
  items: [
    { id: 'a', label: 'Checking' },
    { id: 'b', label: 'Savings' },
  ],
  nested: { hint: 'Pick one', max: 3 },
};

describe('applyOverlay', () => {
  it('puts the overlay strings in place and keeps everything else', () => {
    const result = applyOverlay(manifest, {
      heading: 'Cuentas',
      items: [null, { label: 'Ahorros' }],
      nested: { hint: 'Elija una' },
    });
    expect(result).toEqual({
      heading: 'Cuentas',
      route: '/accounts',
      items: [
        { id: 'a', label: 'Checking' },
        { id: 'b', label: 'Ahorros' },
      ],
      nested: { hint: 'Elija una', max: 3 },
    });
  });

  it('never changes its inputs', () => {
    const before = JSON.stringify(manifest);
    applyOverlay(manifest, { heading: 'Cuentas', items: [{ label: 'Cheques' }, null] });
    expect(JSON.stringify(manifest)).toBe(before);
  });

  it('ignores keys the manifest lacks and strings where the manifest has no string', () => {
    const result = applyOverlay(manifest, { unknown: 'x', nested: 'texto', items: 'texto', route: { a: 'b' } });
    expect(result).toEqual(manifest);
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../screens/shared/format-day';

describe('formatLongDay', () => {
  it('writes an ISO day as people read it, the same in every time zone', () => {
    expect(formatLongDay('2026-11-25')).toBe('November 25, 2026');
    expect(formatLongDay('2027-01-01')).toBe('January 1, 2027');
    expect(formatLongDay('2026-12-31T23:59:59Z')).toBe('December 31, 2026');
  });

  it('shows what is not a day as given', () => {
    expect(formatLongDay('soon')).toBe('soon');
  });
});

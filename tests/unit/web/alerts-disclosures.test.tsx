import { describe, expect, it } from 'vitest';
import { truncateNotice } from '../../../screens/shared/read-less';
import { appManifest } from '../../../src/manifests';

describe('disclosure read-less', () => {
  const { readLessThresholdChars: wide, readLessThresholdCharsMobile: narrow } = appManifest.disclosures;

  it('uses the thresholds from app.json', () => {
    expect([wide, narrow]).toEqual([300, 100]);
  });

  it('shows a notice within the threshold whole', () => {
    const body = 'a'.repeat(wide);
    expect(truncateNotice(body, wide)).toEqual({ text: body, truncated: false });
  });

  it('cuts a longer notice at the last word before the threshold, with an ellipsis', () => {
    const body = `${'word '.repeat(30)}end`;
    const { text, truncated } = truncateNotice(body, narrow);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(narrow + 1);
    expect(truncateNotice('x'.repeat(120), narrow).text).toBe(`${'x'.repeat(100)}…`);
  });
});

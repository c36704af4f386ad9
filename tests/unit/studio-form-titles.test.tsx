import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import copy from '../../config/copy.json';
import limits from '../../config/limits.json';
import { EDITABLE_MANIFESTS, asWords } from '../../screens/studio/manifest-schemas';
import { partSchema, valueAt } from '../../screens/studio/manifest-parts';

const schemaOf = (name: string) => EDITABLE_MANIFESTS.find((entry) => entry.name === name)!.schema;

/** The labels and legends of a part's form as the studio renders it. */
function labelsOf(name: string, document: unknown, path: string[]): string[] {
  const html = renderToString(<Form schema={partSchema(schemaOf(name), path) as never} formData={valueAt(document, path)} validator={validator} />);
  return [...html.matchAll(/<(?:label|legend)[^>]*>(.*?)<\/(?:label|legend)>/g)].map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, '').replace(/\*$/, '').trim());
}

describe("the studio form's labels", () => {
  it('reads keys and type names as words', () => {
    expect(asWords('internalTransferMaxCents')).toBe('Internal transfer max cents');
    expect(asWords('accounts-summary')).toBe('Accounts summary');
    expect(asWords('CopyString')).toBe('Copy string');
    expect(asWords('ACHTransfer')).toBe('ACH transfer');
    expect(asWords('DEBIT')).toBe('DEBIT');
  });

  it("labels a screen's texts by their keys, not by the type every text shares", () => {
    const labels = labelsOf('copy.json', copy, ['screens', 'accounts-summary']);
    expect(labels).toContain('Greeting');
    expect(labels).toContain('Member since');
    expect(labels).not.toContain('CopyString');
    expect(labels).not.toContain('Copy string');
  });

  it('labels the limits with words, including those whose schema is a shared definition', () => {
    const labels = labelsOf('limits.json', limits, ['amounts']);
    expect(labels).toContain('Internal transfer max cents');
    for (const label of labels) expect(label, label).not.toMatch(/^[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+$/);
  });
});

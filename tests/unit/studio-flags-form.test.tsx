import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { flagsManifest } from '../../src/manifests';
import { EDITABLE_MANIFESTS } from '../../screens/studio/manifest-schemas';
import { partSchema, valueAt } from '../../screens/studio/manifest-parts';

const schema = EDITABLE_MANIFESTS.find((entry) => entry.name === 'flags.json')!.schema;

describe("the studio's form of a flag", () => {
  it('offers every flag of the release as fields: an on-or-off flag, one with targeting rules, and settings by name', () => {
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const key of Object.keys(flagsManifest.flags)) {
        const path = ['flags', key];
        const html = renderToString(<Form schema={partSchema(schema, path) as never} formData={valueAt(flagsManifest, path)} validator={validator} />);
        expect(html, key).not.toContain('Unsupported field');
      }
      expect(problems).not.toHaveBeenCalled();
    } finally {
      problems.mockRestore();
    }
    const banner = renderToString(<Form schema={partSchema(schema, ['flags', 'urgent-banner-notification']) as never} formData={valueAt(flagsManifest, ['flags', 'urgent-banner-notification'])} validator={validator} />);
    for (const setting of ['bannerText', 'bannerType', 'show']) expect(banner).toContain(`root_default_${setting}`);
  });
});

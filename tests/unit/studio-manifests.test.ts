import { describe, expect, it } from 'vitest';
import { isStudioManifest, isWordsOnlyManifest, overlayOf, STUDIO_MANIFESTS } from '../../engine/core/studio-manifests';
import { EDITABLE_MANIFESTS } from '../../screens/studio/manifest-schemas';

describe('the manifests the studio offers', () => {
  it('are the ones the server accepts in a draft, each with its schema for the form', () => {
    expect(EDITABLE_MANIFESTS.map((entry) => entry.name)).toEqual(STUDIO_MANIFESTS);
    for (const entry of EDITABLE_MANIFESTS) expect(entry.schema).toHaveProperty('type', 'object');
  });

  it("offers a language's overlay of each of them, and of nothing else", () => {
    expect(overlayOf('locales/es-US/menus.json')).toEqual({ tag: 'es-US', manifest: 'menus.json' });
    expect(overlayOf('menus.json')).toBeUndefined();
    expect(overlayOf('locales/es-US')).toBeUndefined();
    expect(isStudioManifest('locales/es-US/menus.json')).toBe(true);
    expect(isStudioManifest('locales/es-US/policy.json')).toBe(false);
    expect(isStudioManifest('policy.json')).toBe(false);
  });

  it('offers the forms, and their overlays, for their words only', () => {
    expect(isStudioManifest('forms/payee.json')).toBe(true);
    expect(isStudioManifest('locales/es-US/forms/payee.json')).toBe(true);
    expect(isWordsOnlyManifest('forms/payee.json')).toBe(true);
    expect(isWordsOnlyManifest('menus.json')).toBe(false);
    expect(isWordsOnlyManifest('locales/es-US/forms/payee.json')).toBe(false);
  });

  it('offers the routes, the alerts and the error catalogue for their words only, the flags whole, and never the policy or the permissions', () => {
    for (const name of ['routes.json', 'alerts.json', 'errors.json']) {
      expect(isStudioManifest(name)).toBe(true);
      expect(isWordsOnlyManifest(name)).toBe(true);
    }
    expect(isStudioManifest('flags.json')).toBe(true);
    expect(isWordsOnlyManifest('flags.json')).toBe(false);
    for (const name of ['policy.json', 'permissions.json', 'app.json']) expect(isStudioManifest(name)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { STUDIO_MANIFESTS } from '../../engine/core/studio-manifests';
import { EDITABLE_MANIFESTS } from '../../screens/studio/manifest-schemas';

describe('the manifests the studio offers', () => {
  it('are the ones the server accepts in a draft, each with its schema for the form', () => {
    expect(EDITABLE_MANIFESTS.map((entry) => entry.name)).toEqual(STUDIO_MANIFESTS);
    for (const entry of EDITABLE_MANIFESTS) expect(entry.schema).toHaveProperty('type', 'object');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CopyManifest } from '../../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../../src/manifests';
import { projectPath } from '../../../src/server/project-files';
import { manifestInVersion } from '../../../src/server/studio/manifest-in-force';
import type { PublishedConfig } from '../../../src/server/studio/published-manifests';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const releasedSpanish = JSON.parse(readFileSync(projectPath('config/locales/es-US/copy.json'), 'utf8')) as { documents: { statement: { title: string } } };
const version = (id: string, manifests: Record<string, unknown>): PublishedConfig => ({ version: 1, id, manifests });
const titleIn = (config: PublishedConfig, locale: string): string => manifestInVersion(config, 'copy.json', copyManifest, locale).documents.statement.title;

describe('a manifest in a locale as a version has it', () => {
  const english = clone(copyManifest) as CopyManifest;
  english.documents.statement.title = 'Published English title';
  const spanish = clone(releasedSpanish);
  spanish.documents.statement.title = 'Título publicado';

  it("is the release's English and the release's overlay when the version replaces neither", () => {
    const none = version('none', {});
    expect(titleIn(none, 'en-US')).toBe(copyManifest.documents.statement.title);
    expect(titleIn(none, 'es-US')).toBe(releasedSpanish.documents.statement.title);
  });

  it("is the published English, with the release's overlay over it for a language the version does not replace", () => {
    const englishOnly = version('english-only', { 'copy.json': english });
    expect(titleIn(englishOnly, 'en-US')).toBe('Published English title');
    expect(titleIn(englishOnly, 'es-US')).toBe(releasedSpanish.documents.statement.title);
  });

  it('is the published overlay over whichever English is in force', () => {
    expect(titleIn(version('spanish-only', { 'locales/es-US/copy.json': spanish }), 'es-US')).toBe('Título publicado');
    const both = version('both', { 'copy.json': english, 'locales/es-US/copy.json': spanish });
    expect(titleIn(both, 'es-US')).toBe('Título publicado');
    expect(titleIn(both, 'en-US')).toBe('Published English title');
  });

  it('is computed once per version, name and locale, and frozen', () => {
    const once = version('once', { 'locales/es-US/copy.json': spanish });
    const first = manifestInVersion(once, 'copy.json', copyManifest, 'es-US');
    expect(manifestInVersion(once, 'copy.json', copyManifest, 'es-US')).toBe(first);
    expect(Object.isFrozen(first.documents.statement)).toBe(true);
    expect(manifestInVersion(version('other', {}), 'copy.json', copyManifest, 'es-US')).not.toBe(first);
  });
});

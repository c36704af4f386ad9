import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, personas } from '../../src/server/seed/personas';

// The README is read in a fresh clone, on its own: everything it names must be in the repository.
const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };

const TOP_LEVEL = ['config', 'schemas', 'engine', 'screens', 'src', 'tests', 'scripts'];
// Documents that live beside the repository, not in it: a clone does not have them.
const OUTSIDE_DOCUMENTS = /\b(DESIGN|SPEC|SPEC-CHECKLIST|STYLE|STACK[-]NOTES)(\.md|\s+\d)/;

const codeSpans = [...readme.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

describe('README', () => {
  it('points at no file outside the repository', () => {
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    for (const link of links) expect(link, link).toMatch(/^(https?:|#)/);
    expect(readme).not.toMatch(/\.\.\//);
    expect(readme).not.toMatch(/(^|\s|`)\/work\//);
    expect(readme).not.toMatch(OUTSIDE_DOCUMENTS);
  });

  it('names only repository paths that exist', () => {
    const paths = codeSpans
      .filter((span) => TOP_LEVEL.some((top) => span.startsWith(`${top}/`)))
      .map((span) => span.replace(/[#?].*$/, '').replace(/\s.*$/, ''))
      .filter((path) => !path.includes('<') && !path.includes('*'));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(`${root}${path}`), path).toBe(true);
  });

  it('names only npm scripts that exist', () => {
    const scripts = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(Object.keys(packageJson.scripts), script).toContain(script);
  });

  it('has a try-it section that signs in as member with the demo password', () => {
    const tryIt = readme.split(/^## /m).find((section) => section.startsWith('Try it'));
    expect(tryIt).toBeDefined();
    expect(tryIt).toContain('/login');
    expect(tryIt).toContain('`member`');
    expect(tryIt).toContain(DEMO_PASSWORD);
    expect(tryIt).toContain('/api/dev/outbox');
  });

  it('lists every demo persona, and only those', () => {
    const table = readme.split(/^## /m).find((section) => section.startsWith('Demo personas')) ?? '';
    const listed = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
    expect(new Set(listed)).toEqual(new Set(personas.map((persona) => persona.username)));
  });

  it('explains the install warnings a newcomer meets on Node 20', () => {
    expect(readme).toContain('EBADENGINE');
    expect(readme).toContain('install-scripts');
    expect(packageJson).toMatchObject({ engines: { node: '>=20' } });
  });
});

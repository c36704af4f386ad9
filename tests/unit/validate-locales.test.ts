import { afterEach, describe, expect, it } from 'vitest';
import { screenEntries } from '../../screens/registry';
import { validateConfig, type ValidationIssue } from '../../scripts/lib/config-validator/index';
import { localisedConfig } from '../fixtures/config/localised-config';

const screenKeys = screenEntries.map((entry) => entry.key);
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** The two error messages the fixture overlay translates are the only member-read text. */
const TWO_MESSAGES = { 'errors.json': { text: ['/errors/TECHNICAL_PROBLEM/message', '/errors/STEP_UP_LOCKED_OUT/message'] } };

function issuesOf(options: Parameters<typeof localisedConfig>[0]): ValidationIssue[] {
  const fixture = localisedConfig(options);
  cleanups.push(fixture.cleanup);
  return validateConfig({ configDir: fixture.dir, screenKeys });
}

function theOnlyIssue(issues: readonly ValidationIssue[]): ValidationIssue {
  expect(issues.map((issue) => issue.message)).toHaveLength(1);
  return issues[0] as ValidationIssue;
}

describe('language overlays in npm run validate', () => {
  it('accepts an overlay that translates every member-read string with the same placeholders', () => {
    expect(issuesOf({ text: TWO_MESSAGES })).toEqual([]);
  });

  it('refuses a member-read English string with no Spanish, naming the file and pointer', () => {
    const issue = theOnlyIssue(
      issuesOf({ text: TWO_MESSAGES, overlayName: 'errors.json', change: (overlay) => delete overlay.errors.TECHNICAL_PROBLEM }),
    );
    expect(issue.file).toBe('config/locales/es-US/errors.json');
    expect(issue.pointer).toBe('/errors/TECHNICAL_PROBLEM/message');
    expect(issue.expected).toContain('a translation into es-US of the English "We experienced a technical problem.');
    expect(issue.found).toBe('nothing');
  });

  it('refuses text patterns selecting strings of a manifest that has no overlay at all', () => {
    const issue = theOnlyIssue(issuesOf({ text: { ...TWO_MESSAGES, 'modals.json': { text: ['/modals/*/title'] } } }));
    expect(issue).toMatchObject({ file: 'config/locales/es-US/modals.json', pointer: '', found: 'no such file' });
    expect(issue.expected).toMatch(/translating the \d+ member-read strings of config\/modals.json/);
  });

  it('refuses a translation whose placeholders differ from the English ones', () => {
    const issue = theOnlyIssue(
      issuesOf({
        text: TWO_MESSAGES,
        overlayName: 'errors.json',
        change: (overlay) => (overlay.errors.STEP_UP_LOCKED_OUT.message = 'Superó el número de intentos. Llámenos al {telefono}.'),
      }),
    );
    expect(issue.pointer).toBe('/errors/STEP_UP_LOCKED_OUT/message');
    expect(issue.expected).toBe('the placeholders of the English text, {phone}');
    expect(issue.found).toBe('{telefono}');
  });

  it('refuses a translation that is not valid ICU', () => {
    const issue = theOnlyIssue(
      issuesOf({
        text: TWO_MESSAGES,
        overlayName: 'errors.json',
        change: (overlay) => (overlay.errors.STEP_UP_LOCKED_OUT.message = 'Llámenos al {phone, plural, one {# vez}.'),
      }),
    );
    expect(issue.file).toBe('config/locales/es-US/errors.json');
    expect(issue.pointer).toBe('/errors/STEP_UP_LOCKED_OUT/message');
    expect(issue.expected).toContain('a valid ICU message');
  });

  it('refuses a pointer the English manifest lacks', () => {
    const issue = theOnlyIssue(
      issuesOf({ text: TWO_MESSAGES, overlayName: 'errors.json', change: (overlay) => (overlay.errors.NO_SUCH_CODE = { message: 'Hola' }) }),
    );
    expect(issue).toMatchObject({ file: 'config/locales/es-US/errors.json', pointer: '/errors/NO_SUCH_CODE', found: '"NO_SUCH_CODE"' });
    expect(issue.message).toContain('English has nothing at this pointer');
  });

  it('refuses text where English holds no string, and an array of another length than English', () => {
    const issues = issuesOf({
      text: TWO_MESSAGES,
      overlayName: 'menus.json',
      change: (overlay) => (overlay.menus = { mainNav: 'Navegación', more: { items: [null] } }),
    });
    expect(issues.map((issue) => issue.pointer).sort()).toEqual(['/menus/mainNav', '/menus/more/items']);
    expect(issues.find((issue) => issue.pointer === '/menus/mainNav')?.expected).toBe('a place where the English manifest holds text');
    expect(issues.find((issue) => issue.pointer === '/menus/more/items')?.expected).toMatch(/^an array of \d+ elements like English's/);
  });

  it('refuses an overlay of a manifest that does not exist', () => {
    const issue = theOnlyIssue(issuesOf({ text: TWO_MESSAGES, overlayName: 'forms/no-such-form.json', change: () => undefined }));
    expect(issue).toMatchObject({ file: 'config/locales/es-US/forms/no-such-form.json', pointer: '' });
    expect(issue.expected).toContain('config/forms/no-such-form.json does not exist');
  });
});

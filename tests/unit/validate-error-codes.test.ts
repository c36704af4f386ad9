import { describe, expect, it } from 'vitest';
import { checkErrorCodes, type SourceText } from '../../scripts/lib/config-validator/error-codes';

const catalogue = ['NOT_FOUND', 'TECHNICAL_PROBLEM', 'FORM_MINIMUM', 'LIMITED_FEATURES'];
const errors = `export class ApiProblem { constructor(status: number, code: ErrorCode) {} }\nexport function errorMessage(code: ErrorCode): string { return code; }`;
const sources = (...more: SourceText[]): SourceText[] => [
  { path: 'src/server/errors.ts', text: errors },
  { path: 'src/server/routes/things.ts', text: `throw new ApiProblem(404, 'NOT_FOUND');` },
  { path: 'src/web/RouteError.tsx', text: `export const text = errorsManifest.errors.TECHNICAL_PROBLEM.message;` },
  { path: 'engine/react/forms/form-copy.ts', text: 'export const codeOf = (keyword: string) => `FORM_${keyword.toUpperCase()}`;' },
  ...more,
];
const check = (more: SourceText[] = [], codes = catalogue) =>
  checkErrorCodes({ catalogue: codes, sources: sources(...more), configStrings: new Set(['LIMITED_FEATURES']) }).map((issue) => issue.message);

describe('error codes against the catalogue', () => {
  it('pass when every code raised is catalogued and every catalogued code is named (in code, in a manifest, or built from its prefix)', () => {
    expect(check()).toEqual([]);
  });

  it('fail on a code the code raises that the catalogue lacks, wherever it stands', () => {
    const raised: SourceText[] = [
      { path: 'src/server/domain/a.ts', text: `throw new ApiProblem(409, 'NO_SUCH_CODE');` },
      { path: 'src/server/domain/b.ts', text: `const code: ErrorCode = busy ? 'STILL_BUSY' : 'NOT_FOUND';` },
      { path: 'src/server/domain/c.ts', text: `function problem(): { code: ErrorCode; path: string } { return { code: 'NOPE', path: '/x' }; }` },
      { path: 'screens/d.tsx', text: `const text = errorsManifest.errors['MISSING'].message + errorsManifest.errors.ABSENT.message + errorMessage(ok ? 'NOT_FOUND' : 'GONE');` },
    ];
    expect(check(raised)).toEqual([
      'src/server/domain/a.ts:1: expected a code of config/errors.json, found "NO_SUCH_CODE" (config/errors.json has no such code)',
      'src/server/domain/b.ts:1: expected a code of config/errors.json, found "STILL_BUSY" (config/errors.json has no such code)',
      'src/server/domain/c.ts:1: expected a code of config/errors.json, found "NOPE" (config/errors.json has no such code)',
      'screens/d.tsx:1: expected a code of config/errors.json, found "MISSING" (config/errors.json has no such code)',
      'screens/d.tsx:1: expected a code of config/errors.json, found "ABSENT" (config/errors.json has no such code)',
      'screens/d.tsx:1: expected a code of config/errors.json, found "GONE" (config/errors.json has no such code)',
    ]);
  });

  it('leave other upper-case strings alone (statuses, kinds), and fail on a catalogue code nothing names', () => {
    const other: SourceText = { path: 'src/server/domain/e.ts', text: `const status = 'PENDING_VERIFICATION'; // DEAD_COPY in a comment names nothing` };
    expect(check([other], [...catalogue, 'DEAD_COPY'])).toEqual([
      'config/errors.json at /errors/DEAD_COPY: expected a code the app raises or shows, found "DEAD_COPY" (no source file and no other manifest names it; use it or remove it)',
    ]);
  });

  it('keep a code marked unshown that nothing names, and fail once something names it', () => {
    const unshown = (more: SourceText[]) =>
      checkErrorCodes({ catalogue: [...catalogue, 'KEPT_COPY'], unshown: ['KEPT_COPY'], sources: sources(...more), configStrings: new Set(['LIMITED_FEATURES']) }).map((issue) => issue.message);
    expect(unshown([])).toEqual([]);
    const naming: SourceText = { path: 'src/server/routes/kept.ts', text: `throw new ApiProblem(400, 'KEPT_COPY');` };
    expect(unshown([naming])).toHaveLength(1);
    expect(unshown([naming])[0]).toContain('remove "unshown"');
  });
});

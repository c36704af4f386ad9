import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone of the repository is all a reader has: comments, test names, schema descriptions and docs must state a
// rule or a reason themselves, never send the reader to a document kept elsewhere (a spec, a design note, a
// checklist row, a tracker issue). This scans every tracked text file and lists each line that does.
const root = fileURLToPath(new URL('../../', import.meta.url));

// The words are built from pieces so this file does not match itself.
const SPEC = ['SP', 'EC'].join('');
const DESIGN = ['DES', 'IGN'].join('');
const NOTES = ['STACK', 'NOTES'].join('-');
const STYLE = ['STY', 'LE'].join('');
const OUTSIDE_REFERENCE = new RegExp(
  [
    NOTES,
    `${STYLE}\\.md`,
    `${DESIGN}(\\.md| §| [0-9])`,
    `${SPEC}(\\.md|-CHECKLIST| [0-9]|'s| §)`,
    `\\(${SPEC}\\b`,
    `\\(${DESIGN}\\b`,
    // the bare words in upper case, as the documents are named
    `\\b${SPEC}\\b`,
    `\\b${DESIGN}\\b`,
    `[Ii]ssue [0-9]+`,
    // a checklist row id: S, a section number, a dash and a row number
    `\\bS[0-9]+-[0-9]+\\b`,
    `${['con', 'tract'].join('')} §`,
  ].join('|'),
);

const FOLDERS = ['src', 'engine', 'screens', 'scripts', 'tests', 'config', 'schemas', 'docs'];
const TOP_FILES = ['README.md', 'package.json', 'tsconfig.json', 'vite.config.ts', 'vitest.config.ts'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sql|ya?ml|txt)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
// Files that name the pattern itself in order to look for it.
const GUARDS = new Set(['tests/unit/repository-stands-alone.test.ts', 'tests/unit/readme.test.ts']);

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...walk(path));
    else out.push(path);
  }
  return out;
}

/** The tracked files (git ls-files), or, outside a git checkout, the files of the folders above. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS, ...TOP_FILES], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return listed.split('\0').filter(Boolean);
  } catch {
    return [...FOLDERS.flatMap((folder) => walk(folder)), ...TOP_FILES].map((path) => relative(root, join(root, path)));
  }
}

describe('the repository stands alone', () => {
  it('cites no document or tracker issue outside the repository', () => {
    const files = repositoryFiles().filter((path) => TEXT.test(path) && !GUARDS.has(path) && !path.split('/').some((part) => SKIPPED_DIRS.has(part)));
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const path of files) {
      let text: string;
      try {
        text = readFileSync(join(root, path), 'utf8');
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (OUTSIDE_REFERENCE.test(line)) hits.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}`);
      });
    }
    expect(hits, `state the rule or reason itself instead:\n${hits.join('\n')}`).toEqual([]);
  });
});

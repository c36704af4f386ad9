import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceText } from './error-codes';

/** The folders whose code raises and shows error codes: the engine, the screens and the app (web and server). */
export const CODE_FOLDERS = ['engine', 'screens', 'src'] as const;

const isSource = (name: string): boolean => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts');

function listSources(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : listSources(path);
      return isSource(name) ? [path] : [];
    });
}

/** Every TypeScript source under the code folders of a project, generated files left out. */
export function readSourceTexts(projectRoot: string): SourceText[] {
  return CODE_FOLDERS.flatMap((folder) => listSources(join(projectRoot, folder))).map((path) => ({
    path: relative(projectRoot, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

/** Every string in a JSON value, keys included. */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      stringsOf(item, into);
    }
  }
  return into;
}

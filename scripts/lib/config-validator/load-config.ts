import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ConfigFile } from '../../../engine/core/config-validation/config-file';
import { makeIssue, type ValidationIssue } from '../../../engine/core/config-validation/issue';

export type { ConfigFile } from '../../../engine/core/config-validation/config-file';

/** Manifests only: the languages' overlays under config/locales/ are read and checked on their own. */
function listJsonFiles(dir: string, top = true): string[] {
  return readdirSync(dir)
    .sort()
    .filter((name) => !(top && name === 'locales'))
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listJsonFiles(path, false);
      return name.endsWith('.json') ? [path] : [];
    });
}

/** Reads every JSON file under the config directory; a file that is not valid JSON becomes an issue. */
export function loadConfigFiles(configDir: string): { files: ConfigFile[]; unreadable: string[]; issues: ValidationIssue[] } {
  const files: ConfigFile[] = [];
  const unreadable: string[] = [];
  const issues: ValidationIssue[] = [];
  for (const path of listJsonFiles(configDir)) {
    const relativePath = relative(configDir, path).split(sep).join('/');
    const file = `config/${relativePath}`;
    try {
      files.push({ file, relativePath, data: JSON.parse(readFileSync(path, 'utf8')) as unknown });
    } catch (error) {
      unreadable.push(relativePath);
      issues.push(makeIssue(file, '', 'valid JSON', 'text that is not JSON', (error as Error).message));
    }
  }
  return { files, unreadable, issues };
}

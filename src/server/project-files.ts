import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder. This module (src/server/) and the built server (dist/server/main.mjs, one bundle) both
 * sit two folders below it, so one relative path holds whether the server runs from source or from the build.
 */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A file or folder of the project (schemas, the built web app, page assets), by its path from the root. */
export function projectPath(...parts: string[]): string {
  return join(projectRoot, ...parts);
}

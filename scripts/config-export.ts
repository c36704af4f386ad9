/**
 * `npm run config:export [folder]`: writes the manifests of the studio's version in force to config/ (or the folder
 * named), as the repository keeps them, on the database the environment names (DATABASE_URL, else PGlite in
 * DATA_DIR). Commit the result and CI validates it like any other change; a deployment can start from it.
 */
import { resolve } from 'node:path';
import { databaseTargetFromEnv, openDatabase } from '../src/server/db/connect';
import { projectPath } from '../src/server/project-files';
import { exportPublishedConfig } from '../src/server/studio/config-files';

const folder = resolve(process.argv[2] ?? projectPath('config'));
const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  const { version, written } = await exportPublishedConfig(db, folder);
  if (version === 0) console.log('config:export: no version is published; the release\'s own manifests are in force and nothing was written.');
  else if (written.length === 0) console.log(`config:export: ${folder} already holds version ${version}.`);
  else console.log(`config:export: wrote version ${version} to ${folder}:\n${written.map((name) => `  ${name}`).join('\n')}`);
} finally {
  await db.destroy();
}

/**
 * `npm run config:import -- --author <username> [--title "..."] [folder]`: loads the manifests of a config folder
 * (config/ unless named) as a studio draft by that product owner, holding each manifest that differs from the version
 * in force. It publishes nothing: an approver other than the author publishes it in the studio, after its checks.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock';
import { databaseTargetFromEnv, openDatabase } from '../src/server/db/connect';
import { projectPath } from '../src/server/project-files';
import { ConfigImportRefused, importConfigAsDraft } from '../src/server/studio/config-files';

const { values, positionals } = parseArgs({ options: { author: { type: 'string' }, title: { type: 'string' } }, allowPositionals: true });
if (values.author === undefined) {
  console.error('config:import: name the draft\'s author, a product owner: npm run config:import -- --author <username> [folder]');
  process.exit(2);
}
const folder = resolve(positionals[0] ?? projectPath('config'));
const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  const result = await importConfigAsDraft(db, { folder, authorUsername: values.author, title: values.title ?? `Imported from ${folder}`, now: systemClock() });
  if (result.draft === null) {
    console.log(`config:import: every manifest in ${folder} matches the version in force; no draft was made.`);
  } else {
    console.log(`config:import: draft ${result.draft.id} "${result.draft.title}" by ${result.draft.author.name}, ${result.changes.length} change(s) in ${Object.keys(result.draft.manifests).sort().join(', ')}.`);
    if (result.issues.length > 0) {
      console.log(`It cannot be published until these are fixed:\n${result.issues.map((issue) => `  ${issue.manifest}${issue.pointer}: ${issue.message}`).join('\n')}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  if (!(error instanceof ConfigImportRefused)) throw error;
  console.error(`config:import: ${error.message}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}

import { fileURLToPath } from 'node:url';
import { screenEntries } from '../screens/registry';
import { runValidation } from './lib/config-validator/index';

// The repository's config/, or the directory given as the first argument (tests check a changed copy).
const configDir = process.argv[2] ?? fileURLToPath(new URL('../config/', import.meta.url));
const { issues, summary } = runValidation({ configDir, screenKeys: screenEntries.map((entry) => entry.key) });

if (issues.length > 0) {
  for (const issue of issues) console.error(issue.message);
  console.error(`\n${issues.length} problem(s) in config/. Nothing was built; fix the files above and run \`npm run validate\` again.`);
  process.exit(1);
}
console.log(
  `config OK: ${summary.files} files checked, ${summary.routes} routes, ${summary.menuItems} menu items, ${summary.flags} flags, ${summary.guards} guards.`,
);

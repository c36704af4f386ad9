import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypeFiles } from './lib/gen-types/generate';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const readOrEmpty = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

const files = await generateTypeFiles(projectRoot);
const stale = files.filter((file) => readOrEmpty(file.path) !== file.content);

if (check) {
  for (const file of stale) {
    console.error(`${relative(projectRoot, file.path)} is stale: the schemas changed since it was generated. Run \`npm run gen:types\` and commit the result.`);
  }
  if (stale.length > 0) process.exit(1);
  console.log(`Generated types are current (${files.length} files).`);
} else {
  for (const file of stale) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
    console.log(`wrote ${relative(projectRoot, file.path)}`);
  }
  console.log(`${files.length} generated files, ${stale.length} updated.`);
}

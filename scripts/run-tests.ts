/**
 * The test command: unit and API tests first (fast, no browser), then the browser tests against the built app.
 * Ends with one plain "tests: N passed, N failed" line summing every phase, so any CI can read the outcome.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface VitestAssertion { fullName: string; status: string; failureMessages?: string[] }
interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
  testResults: { name: string; status: string; message?: string; startTime?: number; endTime?: number; assertionResults: VitestAssertion[] }[];
}

const outDir = mkdtempSync(join(tmpdir(), 'cu-tests-'));
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
/** Failing tests by file, repeated at the very end: a CI log is often read from its tail. */
const failures: string[] = [];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** The phase's ten slowest files by wall time: where to look first when the run grows towards its time limit. */
function printSlowest(name: string, report: VitestJson): void {
  const timed = report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ file: relative(process.cwd(), file.name), seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (timed.length > 0) console.log(`${name}: slowest files\n${timed.map(({ file, seconds }) => `  ${seconds.toFixed(0).padStart(5)} s  ${file}`).join('\n')}`);
}

/** The first lines of a failure's message, indented under its name: the reason survives a log cut to its tail. */
function firstLines(message: string | undefined): string {
  if (!message) return '';
  const lines = message.split('\n').filter((line) => line.trim() !== '').slice(0, 6);
  return lines.map((line) => `\n      ${line.slice(0, 300)}`).join('');
}

function vitestPhase(name: string, projects: string[]): void {
  const outputFile = join(outDir, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const phaseOk = run('npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`]);
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
    if (!report.success) ok = false;
    printSlowest(name, report);
    for (const file of report.testResults) {
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${relative(process.cwd(), file.name)} > ${test.fullName}${firstLines(test.failureMessages?.[0])}`);
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${relative(process.cwd(), file.name)}: ${(file.message ?? 'failed').split('\n')[0]}`);
    }
  } catch {
    console.error(`The ${name} phase wrote no report (${outputFile}); counting it as failed.`);
    failed += 1;
    ok = false;
  }
  if (!phaseOk) ok = false;
}

vitestPhase('unit-and-api', ['unit', 'api']);
if (run('npx', ['tsx', 'scripts/ensure-browser.ts'])) {
  vitestPhase('e2e', ['e2e']);
} else {
  failed += 1;
  ok = false;
}

if (failures.length > 0) console.log(`failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 ? 0 : 1);

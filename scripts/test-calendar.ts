/**
 * `npm run test:calendar [-- --all | DATE…]`: runs the unit and API tests (the started-server journey included) with
 * the process clock set by Debian's libfaketime to each date, and the test clock (`TEST_NOW`) pinned to the same
 * instant, so the seed, business days and due dates are exercised on days that break naive code: the day before
 * Thanksgiving, Christmas Eve, a year end, a Saturday, the Friday before an observed holiday, a leap day; and at
 * instants when New York's date is not UTC's: 23:30 and 00:30 Eastern around a year end, and late on both
 * daylight-saving switch days. A date runs at 10:00 UTC; an instant is given in UTC (`2026-12-31T04:30:00Z`). By
 * default it runs three of them; `--all` runs every one. Ends with one line per run and a plain "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './lib/debian-package';

const CALENDAR_DATES = [
  '2026-11-25',
  '2026-12-24',
  '2026-12-31',
  '2027-02-27',
  '2027-07-02',
  '2028-02-29',
  '2026-12-31T04:30:00Z', // 23:30 EST on Wednesday 2026-12-30: UTC is already New Year's Eve
  '2026-12-31T05:30:00Z', // 00:30 EST on 2026-12-31
  '2027-03-15T03:30:00Z', // 23:30 EDT on Sunday 2027-03-14, the day clocks went forward
  '2026-11-02T04:30:00Z', // 23:30 EST on Sunday 2026-11-01, the day clocks went back
] as const;
const DEFAULT_DATES = ['2026-12-31', '2027-02-27', '2026-12-31T04:30:00Z'];
const LIBFAKETIME = process.env.LIBFAKETIME_PATH ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
/** Mid-morning UTC: still the same calendar day in New York, where the books are kept. */
const TIME_OF_DAY = '10:00:00';

interface VitestJson { numPassedTests: number; numFailedTests: number; success: boolean }

function datesFromArgs(args: string[]): string[] {
  if (args.includes('--all')) return [...CALENDAR_DATES];
  const given = args.filter((arg) => !arg.startsWith('--'));
  for (const date of given) {
    if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/.test(date) || Number.isNaN(Date.parse(instantOf(date)))) {
      console.error(`test:calendar: "${date}" is neither a yyyy-mm-dd date nor a yyyy-mm-ddTHH:MM:SSZ instant`);
      process.exit(2);
    }
  }
  return given.length > 0 ? given : DEFAULT_DATES;
}

/** A run's instant in UTC: a bare date runs at TIME_OF_DAY. */
function instantOf(run: string): string {
  return run.length === 10 ? `${run}T${TIME_OF_DAY}.000Z` : run;
}

function runOn(date: string, outDir: string): { date: string; passed: number; failed: number; ok: boolean } {
  const instant = instantOf(date);
  const outputFile = join(outDir, `${date.replace(/:/g, '')}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TZ: 'UTC',
    LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: `@${instant.slice(0, 10)} ${instant.slice(11, 19)}`,
    // Fake only the wall clock: timers and timeouts keep real monotonic time.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    TEST_NOW: instant,
  };
  console.log(`\ntest:calendar: unit and API tests at ${instant} (process clock and test clock)`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api', '--reporter=dot', '--reporter=json', `--outputFile.json=${outputFile}`], { stdio: 'inherit', env });
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
    return { date, passed: report.numPassedTests, failed: report.numFailedTests, ok: report.success && result.status === 0 };
  } catch {
    return { date, passed: 0, failed: 1, ok: false };
  }
}

const dates = datesFromArgs(process.argv.slice(2));
if (!ensureDebianPackage({ path: LIBFAKETIME, packageName: 'faketime', what: 'libfaketime', override: 'LIBFAKETIME_PATH' })) process.exit(1);
const outDir = mkdtempSync(join(tmpdir(), 'cu-calendar-'));
const results = dates.map((date) => runOn(date, outDir));
console.log('\ntest:calendar results');
for (const result of results) console.log(`  ${result.date}: ${result.passed} passed, ${result.failed} failed${result.ok ? '' : ' (FAILED)'}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`calendar: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

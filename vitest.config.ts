import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/sequencer.ts';

// Test runs hash and check passwords with scrypt at N=2^12 instead of 2^17: the suites sign in thousands of times, and
// at full strength that alone would cost minutes of CPU. Set here, in the main process, so the global setups that seed,
// the servers the browser tests spawn and every worker all agree; the production strength is tested by value.
process.env.PASSWORD_TEST_SCRYPT_N ??= String(2 ** 12);

// Three projects so `npm test` can run fast tests first and browser tests last.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API files spend much of their time waiting on PostgreSQL and
    // PGlite's own start, so two workers keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A worker process runs file after file instead of a fresh process per file, which cost more than the tests
          // themselves (Node, jsdom's and React's packages loaded again for each of 189 files). The setup file resets
          // the project's own modules before each file, so each file still meets them as the app starts them.
          isolate: false,
          // jsdom renders and property tests are CPU-bound: a loaded 2-core CI machine needs headroom.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One worker process runs file after file: a fresh process per file (Node, vitest, playwright-core and the
          // manifests loaded again) took a core from the browser and server of the file running beside it, about a
          // tenth of the phase. Test files keep nothing in modules they share: each starts its own browser and
          // contexts, and what personas' browsers hold (device cookies) is kept in a file per run.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A polled page condition gets the time a loaded 2-core machine needs to repaint (the default is 1 s).
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (maxWorkers): a file that shares a server takes its worker's own (global-setup.ts),
          // so no two running files meet on one server; a browser test waits on a page or a server as often as on a core.
        },
      },
    ],
  },
});

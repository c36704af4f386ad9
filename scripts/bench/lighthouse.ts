/**
 * Lighthouse's mobile performance score of /accounts/list/summary for a signed-in member: Lighthouse 12's default
 * (mobile form factor, simulated throttling) driving Debian's Chromium through chrome-launcher, against the real
 * server over a fresh PGlite with the demo seed serving a build. The member's session goes with every request as a
 * Cookie header.
 *
 *   tsx scripts/bench/lighthouse.ts   (WEB_DIST_DIR, else dist/web: build it first; BENCH_LIGHTHOUSE_REPORT=file.json
 *                                      keeps Lighthouse's full report, to see which requests and scripts cost what)
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SUMMARY_PATH, defaultWebRoot, signInCookie, startSummaryServer } from './browser-first-load';

const GOAL_SCORE = 95;
const GOAL_LCP_MS = 1_500;

export interface LighthouseFigures {
  /** 0 to 100. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  totalByteWeight: number;
  /** Lighthouse's estimate of what compressing text responses would save (0 when the server already compresses). */
  textCompressionSavings: { bytes: number; ms: number };
  finalUrl: string;
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster): TBT swings with it on a shared box. */
  benchmarkIndex: number;
  /** Lighthouse's own complaint about the run (for example a page that did not paint), if any. */
  runWarnings: string[];
}

type Audits = Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
const numeric = (audits: Audits, id: string): number => audits[id]?.numericValue ?? Number.NaN;

/** Starts the server over `webRoot`, signs `member` in and runs Lighthouse's mobile performance audit on the summary. */
export async function measureLighthouse(webRoot = defaultWebRoot()): Promise<LighthouseFigures> {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error(`${webRoot}/index.html is missing: build the web app first`);
  const server = await startSummaryServer(webRoot);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const sid = await signInCookie(server.baseUrl);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
    const result = await lighthouse(`${server.baseUrl}${SUMMARY_PATH}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: `sid=${sid}` },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Audits;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      totalByteWeight: numeric(audits, 'total-byte-weight'),
      textCompressionSavings: { bytes: audits['uses-text-compression']?.details?.overallSavingsBytes ?? 0, ms: numeric(audits, 'uses-text-compression') || 0 },
      finalUrl: lhr.finalDisplayedUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      runWarnings: lhr.runWarnings,
    };
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

export async function printLighthouse(): Promise<void> {
  const webRoot = defaultWebRoot();
  console.log(`Lighthouse, mobile, simulated throttling, ${SUMMARY_PATH} signed in as member (build: ${webRoot}):`);
  let figures: LighthouseFigures;
  try {
    figures = await measureLighthouse(webRoot);
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const path = new URL(figures.finalUrl).pathname;
  console.log(`  performance score ${figures.score} (goal: at least ${GOAL_SCORE}); Lighthouse ${figures.lighthouseVersion}, audited ${path}, CPU benchmark index ${figures.benchmarkIndex.toFixed(0)}`);
  console.log(`  LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ${((figures.lcpMs / GOAL_LCP_MS) * 100).toFixed(0)}% of the goal (goal: under ${(GOAL_LCP_MS / 1000).toFixed(1)} s)`);
  console.log(`  FCP ${(figures.fcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms, total byte weight ${(figures.totalByteWeight / 1024).toFixed(1)} KB`);
  const savings = figures.textCompressionSavings;
  if (savings.bytes > 0) console.log(`  text compression: Lighthouse estimates ${(savings.bytes / 1024).toFixed(0)} KB and ${savings.ms.toFixed(0)} ms saved by compressing what is still sent uncompressed`);
  if (path !== SUMMARY_PATH) console.log(`  note: the page ended on ${path}, not the summary (was the session refused?)`);
  for (const warning of figures.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printLighthouse();

/**
 * The summary's first load as a browser loads it: the real server (src/server/main.ts over a fresh PGlite with the
 * demo seed) serving a build, `member` signed in, then Debian's Chromium with an empty cache opens
 * /accounts/list/summary and every script and stylesheet it fetches is counted until the member's first balance is
 * on screen. Sizes are gzip as it would go over the wire: the server's own encoding when it compresses, else each body
 * gzip -9 by the bench (the row says which). Scripts fetched after the balances (prefetch, lazy screens) are listed
 * apart; they do not count.
 *
 *   tsx scripts/bench/browser-first-load.ts   (WEB_DIST_DIR, else dist/web: build it first)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { formatCents } from '../../engine/core/money';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { heavyLibrariesIn, measureFirstLoad } from './first-load';

export const SUMMARY_PATH = '/accounts/list/summary';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags that keep Debian's Chromium working and off the network here (README, Stack notes; headless is added by the caller). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GOAL_BYTES = 150 * 1024;
const SUMMARY_API = '/api/arrangement-manager/client-api/v2/productsummary';
const DEMO_PASSWORD = 'Demo-pass-2026';

export interface FetchedFile {
  path: string;
  kind: 'script' | 'stylesheet';
  rawBytes: number;
  gzipBytes: number;
}

export interface BrowserFirstLoadFigures {
  webRoot: string;
  /** 'server' when the server sent the files compressed (its encoded size is counted), else 'gzip -9 by the bench'. */
  sizing: 'server' | 'gzip -9 by the bench';
  /** Fetched before the first balance was on screen, in the order they arrived. */
  files: FetchedFile[];
  scriptGzipBytes: number;
  stylesheetGzipBytes: number;
  heavyLibraries: string[];
  /** Scripts fetched after the balances were on screen, until the network was idle (not counted). */
  later: FetchedFile[];
  balancesOnScreenMs: number;
}

export function defaultWebRoot(): string {
  return resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
}

/** The real server over a fresh PGlite with the demo personas, serving the build in `webRoot`. */
export function startSummaryServer(webRoot: string): Promise<RunningServer> {
  return startServer({ env: { WEB_DIST_DIR: webRoot } });
}

/** Signs `username` in through the API; returns the session cookie's value. */
export async function signInCookie(baseUrl: string, username = 'member'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const sid = response.headers.getSetCookie().map((cookie) => /^sid=([^;]*)/.exec(cookie)?.[1]).find((value) => value !== undefined);
  if (!response.ok || sid === undefined) throw new Error(`signing ${username} in answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return sid;
}

function kindOf(response: Response): FetchedFile['kind'] | null {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (/javascript/.test(type) || /\.m?js$/.test(path)) return 'script';
  if (/text\/css/.test(type) || /\.css$/.test(path)) return 'stylesheet';
  return null;
}

interface Captured {
  file: FetchedFile;
  text: string;
  serverEncoded: boolean;
}

async function capture(response: Response, kind: FetchedFile['kind']): Promise<Captured> {
  const body = await response.body();
  const encoding = response.headers()['content-encoding'] ?? '';
  const serverEncoded = /gzip|br|deflate|zstd/.test(encoding);
  const gzipBytes = serverEncoded ? (await response.request().sizes()).responseBodySize : gzipSync(body, { level: 9 }).length;
  return { file: { path: new URL(response.url()).pathname, kind, rawBytes: body.length, gzipBytes }, text: body.toString('utf8'), serverEncoded };
}

/** One cold load of the summary by a signed-in member, in `browser`, against the server at `baseUrl`. */
async function coldLoad(browser: Browser, baseUrl: string): Promise<Omit<BrowserFirstLoadFigures, 'webRoot'>> {
  const sid = await signInCookie(baseUrl);
  const summary = (await (await fetch(`${baseUrl}${SUMMARY_API}`, { headers: { cookie: `sid=${sid}` } })).json()) as {
    groups: { products: { bookedBalanceCents: number }[] }[];
  };
  const firstBalance = summary.groups.flatMap((group) => group.products)[0]?.bookedBalanceCents;
  if (firstBalance === undefined) throw new Error('the member has no accounts in the summary');

  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sid', value: sid, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');

  const pending: { before: boolean; captured: Promise<Captured> }[] = [];
  let balancesShown = false;
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (kind !== null && response.status() < 400) pending.push({ before: !balancesShown, captured: capture(response, kind) });
  });
  const started = Date.now();
  await page.goto(SUMMARY_PATH);
  await page.getByRole('main').getByText(formatCents(firstBalance), { exact: true }).first().waitFor({ timeout: 60_000 });
  balancesShown = true;
  const balancesOnScreenMs = Date.now() - started;
  await page.waitForLoadState('networkidle').catch(() => undefined);

  const all = await Promise.all(pending.map(async (entry) => ({ before: entry.before, ...(await entry.captured) })));
  await context.close();
  const before = all.filter((entry) => entry.before);
  const sum = (kind: FetchedFile['kind']) => before.filter((entry) => entry.file.kind === kind).reduce((total, entry) => total + entry.file.gzipBytes, 0);
  return {
    sizing: before.some((entry) => entry.serverEncoded) ? 'server' : 'gzip -9 by the bench',
    files: before.map((entry) => entry.file),
    scriptGzipBytes: sum('script'),
    stylesheetGzipBytes: sum('stylesheet'),
    heavyLibraries: heavyLibrariesIn(before.filter((entry) => entry.file.kind === 'script').map((entry) => entry.text).join('\n')),
    later: all.filter((entry) => !entry.before && entry.file.kind === 'script').map((entry) => entry.file),
    balancesOnScreenMs,
  };
}

/** Starts the server over `webRoot` (a build), loads the summary cold in Chromium and counts what it fetched. */
export async function measureBrowserFirstLoad(webRoot = defaultWebRoot()): Promise<BrowserFirstLoadFigures> {
  const root = resolve(webRoot);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build the web app first (npm run build, or WEB_DIST_DIR=${root} npx vite build)`);
  const server = await startSummaryServer(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return { webRoot: root, ...(await coldLoad(browser, server.baseUrl)) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function printBrowserFirstLoad(): Promise<void> {
  const webRoot = defaultWebRoot();
  console.log(`First load of ${SUMMARY_PATH}, member signed in, cold cache, Chromium (build: ${webRoot}):`);
  let figures: BrowserFirstLoadFigures;
  try {
    figures = await measureBrowserFirstLoad(webRoot);
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const scripts = figures.files.filter((file) => file.kind === 'script');
  for (const file of figures.files) console.log(`  ${file.path.padEnd(52)} ${kb(file.gzipBytes).padStart(10)}  (raw ${kb(file.rawBytes)})`);
  console.log(
    `  browser-counted: ${kb(figures.scriptGzipBytes)} of script in ${scripts.length} scripts (+ ${kb(figures.stylesheetGzipBytes)} CSS), ` +
      `sized by ${figures.sizing}, balances on screen after ${figures.balancesOnScreenMs} ms; ` +
      `${((figures.scriptGzipBytes / GOAL_BYTES) * 100).toFixed(0)}% of the goal (goal: at most ${kb(GOAL_BYTES)})`,
  );
  console.log(`  form, PDF, chart or flag-SDK code in it: ${figures.heavyLibraries.join(', ') || 'none'} (goal: no form, PDF or chart code)`);
  if (figures.later.length > 0) console.log(`  fetched after the balances (not counted): ${figures.later.length} scripts, ${kb(figures.later.reduce((total, file) => total + file.gzipBytes, 0))}`);

  const declared = measureFirstLoad(webRoot);
  const declaredScripts = declared.files.filter((file) => file.file.endsWith('.js'));
  console.log(
    `  index.html's own list: ${kb(declaredScripts.reduce((total, file) => total + file.gzipBytes, 0))} of script in ${declaredScripts.length} scripts ` +
      `(+ ${kb(declared.totalGzipBytes - declaredScripts.reduce((total, file) => total + file.gzipBytes, 0))} CSS), gzip -9; ` +
      `heavy code: ${declared.heavyLibrariesInFirstLoad.join(', ') || 'none'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printBrowserFirstLoad();

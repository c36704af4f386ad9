/** Debian's Chromium headless shell, driven by playwright-core, with the flags that keep it off the network (README). */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type APIResponse, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { testBrowserPath } from '../../../scripts/lib/test-browser';

/** The shared server of this worker: vitest numbers the workers running at once 1..maxWorkers (VITEST_POOL_ID). */
export const baseUrl = (): string => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
};

/**
 * The tests' Chromium. V8 runs single-threaded: its background compiler and garbage-collector threads make a page
 * no faster when two browsers already share two cores, and cost about a sixth more CPU, a third of it in the kernel.
 */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: testBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--single-threaded'],
  });
}

/** The worker's one Chromium, launched by the first file that asks and again after it went away. */
let running: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  if (running === undefined) {
    const launching = launchChromium();
    running = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => {
        if (running === launching) running = undefined;
      }),
      () => {
        if (running === launching) running = undefined;
      },
    );
  }
  return running;
}

/**
 * A test file's browser: the worker's Chromium (the worker runs file after file), seen through a handle whose
 * `close()` closes the contexts this handle opened rather than the browser. Contexts share nothing (cookies, storage,
 * cache), so a file meets none of an earlier file's state; what it saves is a Chromium start per file, about a
 * second of a loaded machine's CPU.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await workerChromium();
  const opened = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  const close = async (): Promise<void> => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      if (property === 'newPage') throw new Error("open a page through a context (newContext): a file's browser closes only the contexts it opened");
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface Viewport { width: number; height: number }
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 375, height: 812 };

/**
 * A context on the shared test server, unless `options` names another (`baseURL`) or more (time zone, user agent). Its
 * API calls (`context.request`, `page.request`) carry the Origin the web app's own page sends: the server refuses a
 * cookie-carrying write with neither Origin nor Sec-Fetch-Site, and only a real page's fetches send those by themselves.
 */
export function newContext(browser: Browser, viewport: Viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const base = options.baseURL ?? baseUrl();
  return browser.newContext({ baseURL: base, viewport, extraHTTPHeaders: { origin: new URL(base).origin }, ...options });
}

/** Collects CSP violations and page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/**
 * Signs in on the sign-in page as the persona's own browser: the device cookie it got on its first sign-in on this
 * server goes along (knownDevices), so a fresh context is not met by the new-device check.
 * `newDevice` signs in from a browser the persona never used.
 */
export async function signIn(page: Page, username: string, password = 'Demo-pass-2026', options: { newDevice?: boolean } = {}): Promise<void> {
  const deviceKey = `${new URL(page.url()).origin} ${username}`;
  // A test of the new-device check itself signs in from a browser the persona never used.
  const known = options.newDevice === true ? undefined : knownDevices.get(deviceKey);
  if (known !== undefined) await page.context().addCookies([known]);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/session/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The cookie the browser holds now: a first sign-in's, or a new one when the device was forgotten meanwhile.
  if ((await answered).status() !== 200 || options.newDevice === true) return;
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'did');
  if (device !== undefined) knownDevices.set(deviceKey, device);
}

/** The standards every axe run checks: WCAG 2.0, 2.1 and 2.2 A and AA (target size, focus not obscured), and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Loads axe into a frame that does not hold it yet: a page keeps it until it navigates, so a page checked again reuses it. */
async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await frame.evaluate(axe.source);
}

/**
 * An axe run with the house standards over the page and its frames; `include` limits it to part of the page (a
 * dialog), `exclude` leaves a part out (a frame showing another page, checked on its own). axe runs in the page itself
 * and reaches into each same-origin frame, which holds its own copy: no blank page is opened and nothing is loaded
 * twice, so a run costs a fraction of a second instead of seconds.
 */
export async function axeResults(page: Page, include?: string, exclude?: string): Promise<axe.AxeResults> {
  // A frame that goes away meanwhile (a page replacing its own frame) is not checked, as it is no longer shown.
  for (const frame of page.frames()) await loadAxe(frame).catch(() => undefined);
  const excluded = exclude === undefined ? [] : [exclude];
  const context: axe.ContextObject = include === undefined ? { exclude: excluded } : { include: [include], exclude: excluded };
  // Only violations are read: axe then details one node of each other result type instead of every node.
  const options: axe.RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  // Passed as plain objects: Playwright's type of an evaluate argument, worked out over axe's recursive types, is
  // too deep for TypeScript (TS2589); the page receives the same JSON either way.
  const run = { context, options } as { context: object; options: object };
  const results: unknown = await page.evaluate(({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options as axe.RunOptions), run);
  return results as axe.AxeResults;
}

export async function expectNoAxeViolations(page: Page, include?: string, exclude?: string): Promise<void> {
  const results = await axeResults(page, include, exclude);
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Neither the document nor the page's own scrolling region (the retail layout's, on small screens) scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() =>
    Math.max(...[document.documentElement, ...document.querySelectorAll('[data-scroll-root]')].map((element) => element.scrollWidth - element.clientWidth)),
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export interface SignedInPage { context: BrowserContext; page: Page; problems: string[] }

type StoredCookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/**
 * The device cookie each persona's browser holds, per server, kept in a file so every test file on a shared server
 * agrees: a device is recognised by that cookie alone, so a fresh context for the same persona carries it, as the
 * member's own browser would, instead of meeting the new-device check.
 */
const knownDevices = {
  /** One file per server of this run: the shared servers outlive a test file, and so does what their personas' browsers hold. */
  file(key: string): string {
    const origin = key.split(' ')[0] ?? '';
    return join(tmpdir(), `cu-e2e-devices-${process.env.CU_E2E_RUN ?? 'local'}-${encodeURIComponent(origin)}.json`);
  },
  read(key: string): Record<string, StoredCookie> {
    try {
      return JSON.parse(readFileSync(this.file(key), 'utf8')) as Record<string, StoredCookie>;
    } catch {
      return {};
    }
  },
  get(key: string): StoredCookie | undefined {
    return this.read(key)[key];
  },
  set(key: string, cookie: StoredCookie): void {
    writeFileSync(this.file(key), JSON.stringify({ ...this.read(key), [key]: cookie }));
  },
};

/**
 * Signs `username` in through the API of `context` (no page), as the persona's own browser: the device cookie it got on
 * its first sign-in goes along (knownDevices), so a later context is not met by the new-device check.
 */
export async function signInByApi(context: BrowserContext, baseURL: string, username: string, password = 'Demo-pass-2026'): Promise<APIResponse> {
  const origin = new URL(baseURL).origin;
  const deviceKey = `${origin} ${username}`;
  const known = knownDevices.get(deviceKey);
  if (known !== undefined) await context.addCookies([known]);
  const response = await context.request.post(`${origin}/api/session/login`, { data: { username, password }, headers: { origin } });
  const device = (await context.cookies()).find((cookie) => cookie.name === 'did');
  if (device !== undefined && response.ok()) knownDevices.set(deviceKey, device);
  return response;
}

/** A fresh context with `username` signed in and landed on accounts; `problems` collects CSP and page errors. */
export async function openSignedIn(
  browser: Browser,
  username: string,
  viewport: Viewport = DESKTOP,
  options: BrowserContextOptions & { password?: string } = {},
): Promise<SignedInPage> {
  const { password, ...contextOptions } = options;
  const context = await newContext(browser, viewport, contextOptions);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/login');
  const deviceKey = `${new URL(page.url()).origin} ${username}`;
  const known = knownDevices.get(deviceKey);
  if (known !== undefined) await context.addCookies([known]);
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
  const device = (await context.cookies()).find((cookie) => cookie.name === 'did');
  if (device !== undefined) knownDevices.set(deviceKey, device);
  return { context, page, problems };
}

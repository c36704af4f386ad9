/**
 * A server and a browser of a test file's own, started before its tests and stopped after them: for files whose
 * writes (messages, disputes, card changes, uploads) the browser tests sharing a server must not meet.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, openSignedIn, type SignedInPage, type Viewport } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface OwnServer {
  /** The file's server (started in beforeAll). */
  readonly server: RunningServer;
  /** The file's Chromium (started in beforeAll). */
  readonly browser: Browser;
  /** A fresh context on this server with `username` signed in and landed on accounts (see openSignedIn). */
  signIn(username: string, viewport?: Viewport, options?: BrowserContextOptions & { password?: string }): Promise<SignedInPage>;
}

/** Call at the top of a describe block: registers the start and the stop, and returns their handle. */
export function ownServerAndBrowser(options?: ServerOptions): OwnServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the file's ${what} is not started yet: use it inside a test or a hook`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    signIn(username, viewport = DESKTOP, contextOptions = {}) {
      return openSignedIn(started(browser, 'browser'), username, viewport, { ...contextOptions, baseURL: started(server, 'server').baseUrl });
    },
  };
}

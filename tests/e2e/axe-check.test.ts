import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeResults, launchBrowser, newContext } from './support/browser';

/** The axe check every browser test leans on: it must report what it is meant to find, in the page and in its frames. */
describe('the axe check', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const violations = async (include?: string, exclude?: string) => (await axeResults(page, include, exclude)).violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

  it('finds a violation in the page, again after the page changes, and only where it is asked to look', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations()).toEqual([]);
    // An image with no text alternative, added after a first run: the second run uses the axe the first one loaded.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'unlabelled';
      image.src = '/favicon.svg';
      document.querySelector('main')?.append(image);
    });
    expect(await violations()).toContain('image-alt #unlabelled');
    expect(await violations('main')).toContain('image-alt #unlabelled');
    expect(await violations(undefined, '#unlabelled')).toEqual([]);
  });

  it('finds a violation inside a same-origin frame', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A same-origin document in a frame (srcdoc: the app's own pages refuse to be framed by it), with an image no one labelled.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A framed page';
      frame.id = 'framed';
      frame.srcdoc = '<!doctype html><html lang="en"><title>Framed</title><main><h1>Framed</h1><img id="unlabelled-in-frame" src="/favicon.svg"></main></html>';
      document.querySelector('main')?.append(frame);
    });
    await page.frameLocator('#framed').getByRole('heading', { level: 1 }).waitFor();
    expect(await violations()).toContain('image-alt #framed #unlabelled-in-frame');
    expect(await violations(undefined, '#framed')).toEqual([]);
  });
});

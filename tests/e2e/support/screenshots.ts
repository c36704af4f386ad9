import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The folder E2E_SCREENSHOTS names, for a person to look at what the browser tests checked. */
const folder = process.env.E2E_SCREENSHOTS;

/**
 * Keeps a screenshot of the page as `<name>.png` in the E2E_SCREENSHOTS folder. Unset (as in CI), it takes none: a
 * screenshot costs a paint and an encode, and nothing in a test reads it.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (folder === undefined || folder === '') return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

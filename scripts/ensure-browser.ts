/**
 * Makes sure the browser tests' Chromium exists (scripts/lib/test-browser.ts). Playwright's own browser download is
 * never used: as root on Debian the script installs Debian's package itself.
 */
import { ensureDebianPackage } from './lib/debian-package';
import { TEST_BROWSER_PACKAGE, testBrowserPath } from './lib/test-browser';

if (!ensureDebianPackage({ path: testBrowserPath(), packageName: TEST_BROWSER_PACKAGE, what: 'Chromium headless shell', override: 'CHROMIUM_PATH' })) process.exit(1);

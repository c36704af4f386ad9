/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, built from Debian's chromium
 * source), the Blink and V8 of Debian's Chromium without the desktop browser around them, which the tests never show.
 * A page costs it about a third less CPU than the full browser in headless mode, and the browser tests are bound by
 * CPU. `CHROMIUM_PATH` names another build (Debian's full `/usr/bin/chromium` works too). Never a test tool's download.
 */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';

export const testBrowserPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

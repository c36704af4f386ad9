/**
 * Makes sure a system Chromium exists for the browser tests. Playwright's own browser download is never used:
 * CHROMIUM_PATH wins, else /usr/bin/chromium; as root on Debian the script installs Debian's package itself.
 */
import { ensureDebianPackage } from './lib/debian-package';

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureDebianPackage({ path: chromiumPath(), packageName: 'chromium', what: 'Chromium', override: 'CHROMIUM_PATH' })) process.exit(1);
}

/**
 * Makes sure a system Chromium exists for the browser tests. Playwright's own browser download is never used:
 * CHROMIUM_PATH wins, else /usr/bin/chromium; as root on Debian the script installs Debian's package itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureBrowser(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    console.error(`No Chromium at ${path}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(`No Chromium at ${path}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(path)) {
    console.error(`Installed chromium but ${path} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();

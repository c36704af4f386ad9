import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a file a Debian package provides exists: as root on Debian it installs the package (apt-get), anywhere
 * else it says in one line what to install. Returns whether the file is there afterwards. Only Debian's packages:
 * no tool's own download.
 */
export function ensureDebianPackage(input: { path: string; packageName: string; what: string; override?: string }): boolean {
  if (existsSync(input.path)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    console.error(`No ${input.what} at ${input.path}: install Debian's "${input.packageName}" package (apt-get install ${input.packageName})${input.override ? ` or set ${input.override}` : ''}.`);
    return false;
  }
  console.log(`No ${input.what} at ${input.path}: installing Debian's ${input.packageName} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', input.packageName], { stdio: 'inherit', env });
  if (existsSync(input.path)) return true;
  console.error(`Installed ${input.packageName} but ${input.path} is still missing${input.override ? `; set ${input.override}` : ''}.`);
  return false;
}

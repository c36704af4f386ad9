import { createHash } from 'node:crypto';

/**
 * What the database stores for a bearer token (a session or device id, an invitation link, a recovery or hand-off
 * token): its SHA-256 in hex, so a leaked table holds nothing that could be replayed.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

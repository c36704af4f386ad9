import { randomBytes } from 'node:crypto';
import { tokenHash } from '../token-hash';

/** A new session id: 32 random bytes, base64url. It lives only in the member's cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a session id: its SHA-256, so a leaked table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return tokenHash(token);
}

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { hashSessionToken, newSessionToken } from '../../src/server/auth/session-token';

describe('password hashing', () => {
  it('stores scrypt parameters, a random salt and the key; verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo-pass-2026'), hashPassword('Demo-pass-2026')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    await expect(verifyPassword('Demo-pass-2026', first)).resolves.toBe(true);
    await expect(verifyPassword('Demo-pass-2026', second)).resolves.toBe(true);
    await expect(verifyPassword('demo-pass-2026', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });

  it('never matches a malformed or foreign hash', async () => {
    const good = await hashPassword('x');
    for (const stored of ['', 'x', good.replace('scrypt', 'bcrypt'), good.split('$').slice(0, 5).join('$'), `${good}$extra`, good.replace(/\$[\w-]{43}$/, '$short')]) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newSessionToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
      expect(hashSessionToken(token)).not.toContain(token);
    }
  });
});

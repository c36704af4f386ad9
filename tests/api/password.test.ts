import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPasswordParams, hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from '../../src/server/auth/password';
import { hashSessionToken, newSessionToken } from '../../src/server/auth/session-token';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// The suite may run with a lowered N (PASSWORD_TEST_SCRYPT_N): "old" is weaker than whatever is current.
const CURRENT = currentPasswordParams();
const OLD_PARAMS = { N: CURRENT.N / 4, r: 8, p: 1 };
const hashOf = (params: { N: number }) => new RegExp(`^scrypt\\$${params.N}\\$8\\$1\\$`);

describe('password hashing', () => {
  it('stores scrypt parameters, a random salt and the key; verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo-pass-2026', PASSWORD_PARAMS), hashPassword('Demo-pass-2026', PASSWORD_PARAMS)]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
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

  it("is at OWASP's minimum for scrypt (N=2^17, r=8, p=1); a hash of weaker parameters still verifies and asks to be redone", async () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const old = await hashPassword('Demo-pass-2026', OLD_PARAMS);
    expect(old).toMatch(hashOf(OLD_PARAMS));
    await expect(verifyPassword('Demo-pass-2026', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Demo-pass-2026'))).toBe(false);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('lets only a test run lower N, to a power of two, and never in production', () => {
    expect(currentPasswordParams({})).toEqual(PASSWORD_PARAMS);
    expect(currentPasswordParams({ PASSWORD_TEST_SCRYPT_N: '4096' })).toEqual({ N: 4096, r: 8, p: 1 });
    for (const bad of ['1000', '512', String(2 ** 18), 'x']) expect(() => currentPasswordParams({ PASSWORD_TEST_SCRYPT_N: bad })).toThrow(/power of two/);
    expect(() => currentPasswordParams({ PASSWORD_TEST_SCRYPT_N: '4096', NODE_ENV: 'production' })).toThrow(/tests only/);
  });

  it('refuses to compute a stored hash whose parameters are absurd (N not a power of two, or gigabytes of memory)', async () => {
    const good = await hashPassword('x', OLD_PARAMS);
    const [, , r, p, salt, key] = good.split('$');
    for (const N of ['3000', String(2 ** 24), '0', '-2']) await expect(verifyPassword('x', ['scrypt', N, r, p, salt, key].join('$'))).resolves.toBe(false);
  });
});

describe.each(databaseKinds())('a password hash of old parameters at sign-in (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in with it and replaces it with a hash of today\'s parameters, which signs in too', async () => {
    const db = t.database.db;
    const member = await db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const credentialsOf = () => db.selectFrom('credentials').select(['password_hash', 'updated_at']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
    await db.updateTable('credentials').set({ password_hash: await hashPassword('Demo-pass-2026', OLD_PARAMS) }).where('user_id', '=', member.id).execute();
    const before = await credentialsOf();

    await expect(signInAs(t.app, 'member')).resolves.toMatch(/^[\w-]{43}$/);
    const after = await credentialsOf();
    expect(after.password_hash).toMatch(hashOf(CURRENT));
    expect(after.password_hash).not.toBe(before.password_hash);
    // A rehash is not a password change: the date the member last changed it stays.
    expect(after.updated_at).toEqual(before.updated_at);
    await expect(signInAs(t.app, 'member')).resolves.toMatch(/^[\w-]{43}$/);
    expect((await credentialsOf()).password_hash).toBe(after.password_hash);
  });

  it('leaves an old hash alone when the password given is wrong', async () => {
    const db = t.database.db;
    const member = await db.selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow();
    const old = await hashPassword('Demo-pass-2026', OLD_PARAMS);
    await db.updateTable('credentials').set({ password_hash: old }).where('user_id', '=', member.id).execute();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'business', password: 'Not-the-password-1' } });
    expect(wrong.statusCode).toBe(401);
    expect((await db.selectFrom('credentials').select('password_hash').where('user_id', '=', member.id).executeTakeFirstOrThrow()).password_hash).toBe(old);
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

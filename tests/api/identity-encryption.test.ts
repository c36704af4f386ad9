import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../src/server/db/migrations';
import { ownerBirthDate } from '../../src/server/domain/ira/owner-birth-date';
import { blindIndexes, openIdentityFacts } from '../../src/server/identity/identity-facts-seal';
import { DEMO_IDENTITY_KEY, DEMO_IDENTITY_KEY_ID, identityKeyringFrom, useIdentityKeyring } from '../../src/server/identity/identity-keys';
import { droppableKeys, identityFactsByKey, rotateIdentityFacts } from '../../src/server/identity/rotate-identity-facts';
import { identityFactsFor } from '../../src/server/seed/identity-facts';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const newKey = (id: string): string => `${id}:${randomBytes(32).toString('base64')}`;

describe.each(databaseKinds())('identity facts encrypted at rest (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => useIdentityKeyring(undefined));

  const db = () => t.database.db;
  const userIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const textsTo = async (userId: string) => (await db().selectFrom('outbox_messages').select('body').where('user_id', '=', userId).execute()).length;
  /** Starts a forgot-password recovery: whether the member was texted a code (the answer is the same either way). */
  const recoveryTexts = async (username: string, facts: { taxIdLast4: string; birthDate: string }) => {
    const userId = await userIdOf(username);
    const before = await textsTo(userId);
    const answer = await t.app.inject({ method: 'POST', url: '/api/sign-in-help/forgot-password', remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`, payload: { username, ...facts } });
    expect(answer.statusCode, answer.body).toBe(202);
    // The text is sent after the answer (from the after-reply queue): wait for it to settle before counting.
    await t.app.deferredTasks.idle();
    return (await textsTo(userId)) > before;
  };

  it('stores no fact in the clear: the table has sealed columns only, and no column holds the digits or the date', async () => {
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'member_identity_facts' and table_schema = current_schema() order by column_name`.execute(db());
    expect(columns.rows.map((row) => row.column_name)).toEqual(['key_id', 'match_index', 'sealed_facts', 'user_id', 'wrapped_key']);
    const rows = await db().selectFrom('member_identity_facts').innerJoin('members', 'members.id', 'member_identity_facts.user_id').selectAll('member_identity_facts').select('members.username').execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const facts = identityFactsFor(row.username);
      const stored = JSON.stringify([row.key_id, row.wrapped_key, row.sealed_facts, row.match_index]);
      for (const clear of [facts.taxIdLast4, facts.birthDate, facts.birthDate.replaceAll('-', '')]) expect(stored).not.toContain(clear);
      expect(row.key_id).toBe(DEMO_IDENTITY_KEY_ID);
      expect(openIdentityFacts(row.user_id, row)).toEqual(facts);
      // Bound to its member: the same sealed facts do not open as another member's.
      expect(() => openIdentityFacts(rows.find((other) => other.user_id !== row.user_id)!.user_id, row)).toThrow();
    }
  });

  it('still matches the facts in sign-in help (blind index), and only the right ones', async () => {
    const facts = identityFactsFor('member');
    expect(await recoveryTexts('member', facts)).toBe(true);
    expect(await recoveryTexts('member', { ...facts, taxIdLast4: facts.taxIdLast4 === '0000' ? '0001' : '0000' })).toBe(false);
  });

  it('opens rows of a retired key after a rotation, and rotateIdentityFacts reseals them under the new key', async () => {
    const ring = identityKeyringFrom({ IDENTITY_KEY: newKey('2026-11'), IDENTITY_RETIRED_KEYS: DEMO_IDENTITY_KEY });
    useIdentityKeyring(ring);
    const memberId = await userIdOf('member');
    const agreement = await db().selectFrom('service_agreements').select('id').where('primary_user_id', '=', memberId).where('is_master', '=', true).executeTakeFirstOrThrow();
    // Old rows, new current key: still read and still matched.
    expect(await ownerBirthDate(db(), agreement.id)).toBe(identityFactsFor('member').birthDate);
    expect(await recoveryTexts('member', identityFactsFor('member'))).toBe(true);

    const total = (await db().selectFrom('member_identity_facts').select('user_id').execute()).length;
    expect(await identityFactsByKey(db())).toEqual({ [DEMO_IDENTITY_KEY_ID]: total });
    expect(droppableKeys(ring, await identityFactsByKey(db()))).toEqual([]);
    expect(await rotateIdentityFacts(db(), ring, 3)).toBe(total);
    expect(await rotateIdentityFacts(db(), ring)).toBe(0);
    expect(await identityFactsByKey(db())).toEqual({ '2026-11': total });
    expect(droppableKeys(ring, await identityFactsByKey(db()))).toEqual([DEMO_IDENTITY_KEY_ID]);
    const keyIds = await db().selectFrom('member_identity_facts').select('key_id').distinct().execute();
    expect(keyIds).toEqual([{ key_id: '2026-11' }]);

    // The retired key dropped: everything still opens and matches under the new key alone.
    useIdentityKeyring({ current: ring.current, all: [ring.current] });
    expect(await ownerBirthDate(db(), agreement.id)).toBe(identityFactsFor('member').birthDate);
    expect(await recoveryTexts('member', identityFactsFor('member'))).toBe(true);
    const row = await db().selectFrom('member_identity_facts').select('match_index').where('user_id', '=', memberId).executeTakeFirstOrThrow();
    expect(blindIndexes(identityFactsFor('member'))).toEqual([row.match_index]);
  });

  it('refuses a malformed key rather than sealing with it', () => {
    expect(() => identityKeyringFrom({ IDENTITY_KEY: 'k1:c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(() => identityKeyringFrom({ IDENTITY_KEY: 'no-colon' })).toThrow(/key id/);
    expect(() => identityKeyringFrom({ IDENTITY_KEY: DEMO_IDENTITY_KEY, IDENTITY_RETIRED_KEYS: DEMO_IDENTITY_KEY })).toThrow(/twice/);
  });
});

describe.each(databaseKinds())('the migration that seals identity facts (%s)', (kind) => {
  it('converts the rows stored in the clear before it', async () => {
    const fresh = await freshBefore0048(kind);
    try {
      const userId = '00000000-0000-4000-8000-000000000048';
      await sql`insert into members (id, external_id, username, membership_type, full_name, given_name, family_name, member_since)
        values (${userId}::uuid, 'M-0048', 'sealed.later', 'P', 'Sealed Later', 'Sealed', 'Later', '2020-01-01')`.execute(fresh.db);
      await sql`insert into member_identity_facts (user_id, tax_id_last4, birth_date) values (${userId}::uuid, '4821', '1979-04-30')`.execute(fresh.db);
      const migrator = new Migrator({ db: fresh.db, provider: migrationProvider, migrationTableSchema: fresh.schema });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const row = await sql<{ key_id: string; wrapped_key: string; sealed_facts: string; match_index: string }>`select key_id, wrapped_key, sealed_facts, match_index from member_identity_facts where user_id = ${userId}::uuid`.execute(fresh.db);
      const sealed = row.rows[0]!;
      expect(JSON.stringify(sealed)).not.toContain('4821');
      expect(JSON.stringify(sealed)).not.toContain('1979');
      expect(openIdentityFacts(userId, sealed)).toEqual({ taxIdLast4: '4821', birthDate: '1979-04-30' });
      expect(blindIndexes({ taxIdLast4: '4821', birthDate: '1979-04-30' })).toContain(sealed.match_index);
    } finally {
      await fresh.destroy();
    }
  });
});

/** A database migrated up to the migration before 0048 (the rows it converts are written between the two). */
async function freshBefore0048(kind: 'pglite' | 'postgres') {
  const { openDatabase } = await import('../../src/server/db/connect');
  if (kind === 'pglite') {
    const db = await openDatabase({ kind: 'pglite' });
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: 'public' });
    const { error } = await migrator.migrateTo('0043-ira-contributions-by-journal');
    if (error) throw error;
    return { db, schema: 'public', destroy: () => db.destroy() };
  }
  const schema = `test_seal_${randomBytes(4).toString('hex')}`;
  const url = process.env.DATABASE_URL!;
  const admin = await openDatabase({ kind: 'postgres', url });
  await sql.raw(`create schema ${schema}`).execute(admin);
  const db = await openDatabase({ kind: 'postgres', url, schema });
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo('0043-ira-contributions-by-journal');
  if (error) throw error;
  return {
    db,
    schema,
    destroy: async () => {
      await db.destroy();
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin);
      await admin.destroy();
    },
  };
}

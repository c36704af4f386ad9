import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { openIdentityFacts, sealIdentityFacts } from './identity-facts-seal';
import { identityKeyring, type IdentityKeyring } from './identity-keys';

/**
 * Reseals every member's identity facts that another key than the current one protects: opened with the key the row
 * names (a retired one), sealed again with a fresh data key under the current key, and given the current key's blind
 * index. Rows are done in batches, each in its own transaction; run again after an interruption, it picks up where
 * it stopped. Returns how many rows it resealed. Once it returns 0 the retired key can be dropped from the environment.
 */
export async function rotateIdentityFacts(db: Kysely<Database>, ring: IdentityKeyring = identityKeyring(), batchSize = 200): Promise<number> {
  let resealed = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('member_identity_facts')
        .select(['user_id', 'key_id', 'wrapped_key', 'sealed_facts'])
        .where('key_id', '<>', ring.current.id)
        .orderBy('user_id')
        .limit(batchSize)
        .forUpdate()
        .execute();
      for (const row of rows) {
        const sealed = sealIdentityFacts(row.user_id, openIdentityFacts(row.user_id, row, ring), ring);
        await trx.updateTable('member_identity_facts').set(sealed).where('user_id', '=', row.user_id).where('key_id', '=', row.key_id).execute();
      }
      return rows.length;
    });
    resealed += done;
    if (done < batchSize) return resealed;
  }
}

/** How many members' identity facts each key protects: what tells an operator a retired key may be dropped. */
export async function identityFactsByKey(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('member_identity_facts')
    .select(['key_id', (eb) => eb.fn.countAll<string>().as('rows')])
    .groupBy('key_id')
    .orderBy('key_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key_id, Number(row.rows)]));
}

/** The retired keys of `ring` that no row names any more: safe to remove from IDENTITY_RETIRED_KEYS. */
export function droppableKeys(ring: IdentityKeyring, byKey: Record<string, number>): string[] {
  return ring.all.filter((key) => key.id !== ring.current.id && (byKey[key.id] ?? 0) === 0).map((key) => key.id);
}

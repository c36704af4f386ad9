import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, ProductKind } from '../../db/schema';

/** The first digits of an account number by kind, as the seeded accounts have them; certificates get their own. */
const PREFIX: Readonly<Record<string, string>> = { checking: '40', savings: '41', certificate: '42' };
const ATTEMPTS = 20;

/**
 * A ten-digit account number no account has yet (the column is unique too, so a race still cannot duplicate one).
 * Account numbers are random, never derived from anything the member knows.
 */
export async function newAccountNumber(trx: Transaction<Database>, kind: ProductKind, certificate: boolean): Promise<string> {
  const prefix = PREFIX[certificate ? 'certificate' : kind] ?? '49';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const taken = await trx.selectFrom('arrangements').select('id').where('account_number', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error('No free account number after several attempts');
}

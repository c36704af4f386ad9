import { sealIdentityFacts } from '../identity/identity-facts-seal';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a persona proves who they are with in sign-in help: SSN/TIN last four and date of birth. */
export interface IdentityFacts {
  taxIdLast4: string;
  /** yyyy-mm-dd. */
  birthDate: string;
}

/** The facts README's persona table names; every other persona's are derived from the username (identityFactsFor). */
const LISTED: Readonly<Record<string, IdentityFacts>> = {
  member: { taxIdLast4: '4821', birthDate: '1984-07-09' },
  enrol: { taxIdLast4: '6307', birthDate: '1990-02-14' },
};

/** The same facts on every run: listed ones as README says, others from a hash of the username (no randomness). */
export function identityFactsFor(username: string): IdentityFacts {
  const listed = LISTED[username];
  if (listed) return listed;
  const digest = createHash('sha256').update(`identity-facts:${username}`, 'utf8').digest();
  const last4 = String(digest.readUInt16BE(0) % 10_000).padStart(4, '0');
  const year = 1950 + (digest[2] ?? 0) % 50;
  const month = 1 + (digest[3] ?? 0) % 12;
  const day = 1 + (digest[4] ?? 0) % 28;
  return { taxIdLast4: last4, birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** Gives every member without identity facts theirs; members that have them are left alone (runs on every start). */
export async function seedIdentityFacts(db: Kysely<Database>): Promise<void> {
  const missing = await db
    .selectFrom('members')
    .leftJoin('member_identity_facts', 'member_identity_facts.user_id', 'members.id')
    .select(['members.id', 'members.username'])
    .where('member_identity_facts.user_id', 'is', null)
    .where('members.employee_guid', 'is', null)
    .execute();
  if (missing.length === 0) return;
  await db
    .insertInto('member_identity_facts')
    .values(missing.map((member) => {
      const facts = identityFactsFor(member.username);
      return { user_id: member.id, ...sealIdentityFacts(member.id, facts) };
    }))
    .execute();
}

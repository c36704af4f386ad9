import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from '../../db/schema';

export type PasskeyRow = Selectable<PasskeysTable>;

/** The member's passkeys, newest first. */
export function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function countPasskeys(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('passkeys').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A passkey by its credential id, whoever's it is (a passwordless sign-in learns the member from it). */
export function findPasskey(db: Kysely<Database>, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function addPasskey(
  db: Kysely<Database>,
  input: { userId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: readonly string[]; label: string; now: Date },
): Promise<PasskeyRow> {
  const row: PasskeyRow = {
    id: randomUUID(),
    user_id: input.userId,
    credential_id: input.credentialId,
    public_key: input.publicKey,
    counter: input.counter,
    transports: input.transports.join(' '),
    label: input.label,
    created_at: input.now,
    last_used_at: null,
  };
  await db.insertInto('passkeys').values(row).execute();
  return row;
}

/** Records a verified use: its new signature counter and when. */
export async function touchPasskey(db: Kysely<Database>, input: { id: string; counter: number; now: Date }): Promise<void> {
  await db.updateTable('passkeys').set({ counter: input.counter, last_used_at: input.now }).where('id', '=', input.id).execute();
}

/** Removes one of the member's passkeys; false when the credential is not one of theirs. */
export async function removePasskey(db: Kysely<Database>, input: { userId: string; credentialId: string }): Promise<boolean> {
  const removed = await db.deleteFrom('passkeys').where('credential_id', '=', input.credentialId).where('user_id', '=', input.userId).returning('id').executeTakeFirst();
  return removed !== undefined;
}

/** Gives one of the member's passkeys a new name; undefined when the member has no passkey with that credential id. */
export function renamePasskey(db: Kysely<Database>, input: { userId: string; credentialId: string; label: string }): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ label: input.label })
    .where('user_id', '=', input.userId)
    .where('credential_id', '=', input.credentialId)
    .returningAll()
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { manifestInForce } from '../studio/manifest-in-force';
import { DEFAULT_LOCALE, type LocaleTag } from './locales';

/**
 * Who a domain answer is written for: their language, read through the database the caller is using (inside a
 * transaction, the transaction's: the embedded database has one connection). A route makes it from its request.
 */
export type Reader = (db: Kysely<Database>) => Promise<LocaleTag>;

/**
 * A manifest (by file name under config/, with the release's copy) as the version in force has it in the language
 * of whoever `reader` names, English when no one: for a refusal worded where it is found, before the answer.
 */
export async function wordsForReader<T>(db: Kysely<Database>, reader: Reader | undefined, name: string, bundled: T): Promise<{ manifest: T; locale: LocaleTag }> {
  const locale = reader === undefined ? DEFAULT_LOCALE : await reader(db);
  return { manifest: await manifestInForce(db, name, bundled, locale), locale };
}

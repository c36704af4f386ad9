import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { isOfferedLocale, localeToUse, type LocaleTag } from './locales';

/** The locale to write to a user in (their stored language, or the default when they have none or it is gone). */
export async function languageOf(db: Kysely<Database>, userId: string): Promise<LocaleTag> {
  const row = await db.selectFrom('members').select('language').where('id', '=', userId).executeTakeFirst();
  return localeToUse(row?.language);
}

/** Stores a user's language; a tag members may not choose is a 400 (LANGUAGE_NOT_OFFERED) and changes nothing. */
export async function storeLanguage(db: Kysely<Database>, userId: string, language: string): Promise<void> {
  if (!isOfferedLocale(language)) throw new ApiProblem(400, 'LANGUAGE_NOT_OFFERED', '/language');
  await db.updateTable('members').set({ language }).where('id', '=', userId).execute();
}

import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema';
import { DEFAULT_LOCALE, type LocaleTag } from './locales';
import { languageOf } from './user-language';

/**
 * The language an answer to this request is written in: the signed-in member's stored language. Staff serving a
 * member read the staff screens' language (the default), as does anyone not signed in. Inside a transaction, pass it
 * as `db`: the embedded database has one connection, which the transaction holds.
 */
export async function readerLanguage(request: FastifyRequest, db: Kysely<Database> = request.server.db): Promise<LocaleTag> {
  return sessionLanguage(db, request.session);
}

/** The language of whoever holds `session` (undefined: no one signed in), by the rule of `readerLanguage`. */
export async function sessionLanguage(db: Kysely<Database>, session: Session | null | undefined): Promise<LocaleTag> {
  if (!session || session.staff_visit_id !== null) return DEFAULT_LOCALE;
  return languageOf(db, session.user_id);
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type LocaleTag } from './locales';
import { languageOf } from './user-language';

/**
 * The language an answer to this request is written in: the signed-in member's stored language. Staff serving a
 * member read the staff screens' language (the default), as does anyone not signed in.
 */
export async function readerLanguage(request: FastifyRequest): Promise<LocaleTag> {
  const { session } = request;
  if (!session || session.staff_visit_id !== null) return DEFAULT_LOCALE;
  return languageOf(request.server.db, session.user_id);
}

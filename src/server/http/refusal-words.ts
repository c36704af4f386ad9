import type { FastifyRequest } from 'fastify';
import type { ApiError } from '../../../engine/core/generated/api.gen';
import { errorsManifest } from '../../manifests';
import type { Session } from '../db/schema';
import { errorMessage, problemErrors, type ApiProblem, type ErrorCode, type MessageValues } from '../errors';
import { sessionLanguage } from '../i18n/reader-language';
import type { LocaleTag } from '../i18n/locales';
import { peekSession } from '../plugins/session';
import { manifestInForce } from '../studio/manifest-in-force';

/**
 * The language a refusal is written in: the reader's, whether or not the route attached the session (a public
 * route, a path no route answers, a request refused before its session was looked up).
 */
export async function refusalLanguage(request: FastifyRequest, session?: Session): Promise<LocaleTag> {
  return sessionLanguage(request.server.db, session ?? request.session ?? (await peekSession(request)));
}

/**
 * A refusal's words from the manifests in force (a published version may reword them) in the reader's language.
 * Words never fail an answer: should a read fail, the release's English words stand; and a failure of the server's
 * own (5xx) never waits on the database, which may be what failed.
 */
export async function wordsInForce(request: FastifyRequest, problem: ApiProblem): Promise<readonly ApiError[]> {
  if (problem.words === undefined || problem.statusCode >= 500) return problem.errors;
  try {
    const locale = await refusalLanguage(request);
    return await problemErrors(problem, (name, bundled) => manifestInForce(request.server.db, name, bundled, locale), locale);
  } catch (error) {
    request.log.warn({ err: error }, 'the words in force could not be read for a refusal');
    return problem.errors;
  }
}

/** A catalogue message in words already read: the code and its placeholders' values in, the member's text out. */
export type CatalogueWords = (code: ErrorCode, values?: MessageValues) => string;

/**
 * The catalogue as the version in force words it, in the reader's language (`session`: the one the caller holds
 * when the route has not attached it), for answers other than a thrown refusal (a step-up's 307, a failed code, a
 * refusal an idempotent request records). Read it before a transaction: the embedded database has one connection.
 * Like a refusal's, it never fails the answer: should a read fail, the release's English stands.
 */
export async function catalogueWords(request: FastifyRequest, session?: Session): Promise<CatalogueWords> {
  try {
    const locale = await refusalLanguage(request, session);
    const catalogue = await manifestInForce(request.server.db, 'errors.json', errorsManifest, locale);
    return (code, values) => errorMessage(code, values, catalogue, locale);
  } catch (error) {
    request.log.warn({ err: error }, 'the catalogue in force could not be read for a message');
    return (code, values) => errorMessage(code, values);
  }
}

/** One catalogue message by `catalogueWords`. */
export async function catalogueMessage(request: FastifyRequest, code: ErrorCode, values?: MessageValues, session?: Session): Promise<string> {
  return (await catalogueWords(request, session))(code, values);
}

import type { FastifyError, FastifyRequest } from 'fastify';
import type { ApiError } from '../../../engine/core/generated/api.gen';
import { errorsManifest } from '../../manifests';
import { ApiProblem, catalogueErrors, errorBody, type ErrorCode } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { toApiErrors } from '../http/validation';
import { readerLanguage } from '../i18n/reader-language';
import { manifestInForce } from '../studio/manifest-in-force';

/**
 * A refusal's words from the error catalogue in force (a published studio version may reword it) in the reader's
 * language. Words never fail an answer: should either read fail, the release's English words stand; and a failure of
 * the server's own (5xx) never waits on the database, which may be what failed.
 */
async function wordsInForce(request: FastifyRequest, problem: ApiProblem): Promise<readonly ApiError[]> {
  if (!problem.fromCatalogue || problem.statusCode >= 500) return problem.errors;
  try {
    const locale = await readerLanguage(request);
    return catalogueErrors(problem, await manifestInForce(request.server.db, 'errors.json', errorsManifest, locale), locale);
  } catch (error) {
    request.log.warn({ err: error }, 'the catalogue in force could not be read for a refusal');
    return problem.errors;
  }
}

/** Fastify's own refusals (no route, no session, a request it could not read) by the catalogue code they stand for. */
const frameworkCode = (status: number): ErrorCode => (status === 404 ? 'NOT_FOUND' : status === 401 ? 'SESSION_REQUIRED' : 'BAD_REQUEST');

/**
 * One error shape for the whole API: `{ errors: [{ path, message }] }`. Schema failures name the offending field;
 * a malformed body (bad JSON, wrong content type) is a 400 about the request as a whole; anything unexpected is
 * logged and answered with the catalogue's technical-problem message, never with internals.
 */
export const errorHandler = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler(async (error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) return reply.code(error.statusCode).send({ errors: await wordsInForce(request, error) });
    if (error.validation) {
      request.log.debug({ validationContext: error.validationContext }, 'request failed validation');
      return reply.code(400).send({ errors: toApiErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.debug({ code: error.code, statusCode: status }, 'request refused');
      return reply.code(status).send({ errors: await wordsInForce(request, new ApiProblem(status, frameworkCode(status))) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('TECHNICAL_PROBLEM'));
  });
});

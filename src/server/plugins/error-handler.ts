import type { FastifyError } from 'fastify';
import { ApiProblem, errorBody, type ErrorCode } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { wordsInForce } from '../http/refusal-words';
import { schemaRefusals } from '../http/validation';

/** Fastify's own refusals (no route, no session, a request it could not read) by the catalogue code they stand for. */
const frameworkCode = (status: number): ErrorCode => (status === 404 ? 'NOT_FOUND' : status === 401 ? 'SESSION_REQUIRED' : 'BAD_REQUEST');

/**
 * One error shape for the whole API: `{ errors: [{ path, message }] }`, in the reader's language. Schema failures
 * name the offending field; a malformed body (bad JSON, wrong content type) is a 400 about the request as a whole;
 * anything unexpected is logged and answered with the catalogue's technical-problem message, never with internals.
 */
export const errorHandler = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler(async (error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) return reply.code(error.statusCode).send({ errors: await wordsInForce(request, error) });
    if (error.validation) {
      request.log.debug({ validationContext: error.validationContext }, 'request failed validation');
      return reply.code(400).send({ errors: await wordsInForce(request, ApiProblem.catalogued(400, 'BAD_REQUEST', schemaRefusals(error.validation))) });
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

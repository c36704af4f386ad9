import type { FastifyError } from 'fastify';
import { ApiProblem, errorBody } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { toApiErrors } from '../http/validation';

/**
 * One error shape for the whole API: `{ errors: [{ path, message }] }`. Schema failures name the offending field;
 * a malformed body (bad JSON, wrong content type) is a 400 about the request as a whole; anything unexpected is
 * logged and answered with the catalogue's technical-problem message, never with internals.
 */
export const errorHandler = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) return reply.code(error.statusCode).send({ errors: error.errors });
    if (error.validation) {
      request.log.debug({ validationContext: error.validationContext }, 'request failed validation');
      return reply.code(400).send({ errors: toApiErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.debug({ code: error.code, statusCode: status }, 'request refused');
      return reply.code(status).send(errorBody(status === 404 ? 'NOT_FOUND' : status === 401 ? 'SESSION_REQUIRED' : 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('TECHNICAL_PROBLEM'));
  });
});

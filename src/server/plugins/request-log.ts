import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe a load balancer or monitor calls every few seconds (health, readiness, metrics): its line goes to debug. */
    quietLog?: boolean;
  }
}

/**
 * Fastify's request lines, cut to one `info` line per request, written when it is answered: method, the route's
 * pattern, status and time. The raw URL is never logged (its path and query carry account ids, card and account
 * numbers and hand-off tokens), nor is a header, a cookie or a body. A path no route matched logs as "(no route)".
 * What a handler notes about a request (a step-up asked, a permission missing, a sign-in) goes to `debug`, and so do
 * the answers of the operator's probes (route config quietLog) unless they failed.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, route: request.routeOptions.url ?? '(no route)', statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions.config.quietLog === true && reply.statusCode < 500) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method }, 'no route');
  }
}

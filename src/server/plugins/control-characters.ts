import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../errors';
import { hasRefusedCharacter, printable, refusedTextAt, type TextKind } from '../http/control-characters';
import { globalPlugin } from '../http/global-plugin';
import { ACTION_REASON_HEADER } from './staff-audit';

/** Headers whose value is URI-encoded text, judged once decoded (a malformed encoding is their reader's to refuse). */
const ENCODED_TEXT_HEADERS = [ACTION_REASON_HEADER];

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The kind of a body's strings. A route's body schema holds each field to its own kind (x-multiline), so the rest may
 * hold line breaks; a JSON body no schema describes (the config/forms bodies, which have no multi-line field) is one
 * line throughout; an HTML form posted by one of the server's own pages may carry a textarea's lines, and its handler
 * judges each field.
 */
function bodyKind(request: FastifyRequest): TextKind {
  if (request.routeOptions.schema?.body !== undefined) return 'lines';
  return JSON_TYPE.test(request.headers['content-type'] ?? '') ? 'line' : 'lines';
}

/** Where the request's first refused character is (a header's name, or a JSON pointer), if it has one. */
function refusedInputAt(request: FastifyRequest): string | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    for (const text of [value ?? []].flat()) if (hasRefusedCharacter(text, 'line')) return name;
  }
  for (const name of ENCODED_TEXT_HEADERS) {
    const value = request.headers[name];
    const text = typeof value === 'string' ? decoded(value) : undefined;
    if (text !== undefined && hasRefusedCharacter(text, 'line')) return name;
  }
  return refusedTextAt(request.params, 'line') ?? refusedTextAt(request.query, 'line') ?? refusedTextAt(request.body, bodyKind(request));
}

/**
 * No control character reaches a handler, the staff audit or the database (http/control-characters.ts): a request
 * with one in a header, the query, a path parameter or a JSON body answers 400 naming where, and nothing happens.
 * Schema validation already holds each described field to its kind; this hook is the rule for every input, described
 * or not. It runs before every other preHandler (register it before them), so before the staff audit's.
 */
export const controlCharacters = globalPlugin('control-characters', async (app) => {
  app.addHook('preHandler', async (request) => {
    const at = refusedInputAt(request);
    if (at !== undefined) throw new ApiProblem(400, 'TEXT_CONTROL_CHARACTERS', printable(at));
  });
});

import type { ApiError } from '../../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../../manifests/messages-manifest';
import { ApiProblem } from '../../errors';

export type MessageErrorKey = keyof typeof messagesManifest.errors;

/** Fills {token}s of a config/messages.json message. */
export function fillTokens(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/**
 * A refused message-center request, answered `{ errors: [{ path, message }] }` with the message of
 * config/messages.json `errors` (the feature's own copy, not the shared catalogue).
 */
export function messageProblem(status: number, key: MessageErrorKey, path = '', tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  const problem = new ApiProblem(status, 'BAD_REQUEST', path);
  (problem as { errors: ApiError[] }).errors = [{ path, message: fillTokens(messagesManifest.errors[key], tokens) }];
  return problem;
}

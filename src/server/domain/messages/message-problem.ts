import { messagesManifest } from '../../../manifests/messages-manifest';
import { ApiProblem } from '../../errors';

export type MessageErrorKey = keyof typeof messagesManifest.errors;

/** Fills {token}s of a config/messages.json message. */
export function fillTokens(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/**
 * A refused message-center request, answered `{ errors: [{ path, message }] }` with the message of
 * config/messages.json `errors` (the feature's own copy, not the shared catalogue), in the reader's language.
 */
export function messageProblem(status: number, key: MessageErrorKey, path = '', tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  return ApiProblem.inManifest(status, 'BAD_REQUEST', { name: 'messages.json', bundled: messagesManifest, errors: [{ path, message: (manifest) => fillTokens(manifest.errors[key], tokens) }] });
}

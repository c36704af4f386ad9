import { disputesManifest } from '../../../manifests/disputes-manifest';
import { ApiProblem } from '../../errors';
import { fillTokens } from '../messages/message-problem';

export type DisputeErrorKey = keyof typeof disputesManifest.errors;

/** A refused dispute request, answered `{ errors: [{ path, message }] }` with config/disputes.json `errors` copy, in the reader's language. */
export function disputeProblem(status: number, key: DisputeErrorKey, path = '', tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  return ApiProblem.inManifest(status, 'BAD_REQUEST', { name: 'disputes.json', bundled: disputesManifest, errors: [{ path, message: (manifest) => fillTokens(manifest.errors[key], tokens) }] });
}

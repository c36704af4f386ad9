import { disputesManifest } from '../../../manifests/disputes-manifest';
import { ApiProblem } from '../../errors';
import { fillTokens } from '../messages/message-problem';

export type DisputeErrorKey = keyof typeof disputesManifest.errors;

/** A refused dispute request, answered `{ errors: [{ path, message }] }` with config/disputes.json `errors` copy. */
export function disputeProblem(status: number, key: DisputeErrorKey, path = '', tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  return ApiProblem.worded(status, 'BAD_REQUEST', [{ path, message: fillTokens(disputesManifest.errors[key], tokens) }]);
}

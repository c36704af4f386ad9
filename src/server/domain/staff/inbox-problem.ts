import { resolveTemplate } from '../../../../engine/core/template';
import { staffManifest } from '../../../manifests/staff-manifest';
import { ApiProblem, type ErrorCode } from '../../errors';

export type InboxErrorKey = keyof typeof staffManifest.inbox.errors;

/**
 * A refused staff inbox call, answered `{ errors: [{ path, message }] }` with the message of config/staff.json
 * inbox.errors (the feature's own copy, as the message center does with its own).
 */
export function inboxProblem(status: number, key: InboxErrorKey, path: string, tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  const code: ErrorCode = status === 409 ? 'UNABLE_TO_COMPLETE' : 'BAD_REQUEST';
  return ApiProblem.worded(status, code, [{ path, message: resolveTemplate(staffManifest.inbox.errors[key], tokens) }]);
}

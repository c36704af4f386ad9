import { randomInt } from 'node:crypto';
import { messagesManifest } from '../../../manifests/messages-manifest';

/** A message's confirmation number: config's prefix and ten digits ("MC0123456789"). */
export function newConfirmationNumber(next: (max: number) => number = randomInt): string {
  return `${messagesManifest.confirmationPrefix}${String(next(100_000)).padStart(5, '0')}${String(next(100_000)).padStart(5, '0')}`;
}

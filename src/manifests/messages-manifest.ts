import messagesJson from '../../config/messages.json';
import type { MessagesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/messages.json, in a module of its own (not src/manifests/index.ts) so only the message screens and the server
 * import it and the first page load does not carry it.
 */
export const messagesManifest = load<MessagesManifest>(messagesJson, 'messages.json');

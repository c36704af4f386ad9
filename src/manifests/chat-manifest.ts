import chatJson from '../../config/chat.json';
import type { ChatManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/chat.json, in a module of its own (not src/manifests/index.ts) so only the chat panel, /chat-bot and the server
 * import it and the first page load does not carry it.
 */
export const chatManifest = load<ChatManifest>(chatJson, 'chat.json');

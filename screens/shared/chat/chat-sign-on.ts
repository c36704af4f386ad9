import type { ChatToken, PartnershipSsoAnswer } from '../../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../../engine/react';
import { chatManifest } from '../../../src/manifests/chat-manifest';
import { appManifest, ssoManifest } from '../../../src/manifests';
import { raiseTag } from '../analytics';

const TOKENS = '/api/chatbot/api/tokens';
/** A chat token this close to its end is not reused: the chat page would end moments after it opens. */
const REUSE_MARGIN_MS = 60_000;

/** The chat sign-on said no (validationError, or no accessToken): as much a failure as an error answer. */
class ChatSignOnRefused extends Error {}

let live: { readonly src: string; readonly expiresAt: number } | undefined;

/**
 * The chat frame's address: the first time, the chat sign-on (partnership /chat, answering accessToken),
 * then the chat token call with app.json chat's channel; the chat URL with the chat token in its fragment (never sent
 * to a server). Later showings reuse it while the token lives. A failure raises chat.json failureTag with
 * the step that failed and its status, and rejects.
 */
export async function chatFrameSrc(): Promise<string> {
  if (live !== undefined && live.expiresAt - REUSE_MARGIN_MS > Date.now()) return live.src;
  live = undefined;
  let step = 'sign-on';
  try {
    const target = ssoManifest.targets.chat;
    if (target === undefined) throw new ChatSignOnRefused('config/sso.json has no "chat" target');
    const signOn = await apiFetch<PartnershipSsoAnswer>(`/api/partnership${target.path}`);
    if ((signOn.validationError ?? '') !== '' || !signOn.accessToken) throw new ChatSignOnRefused(signOn.validationError);
    step = 'token';
    const query = new URLSearchParams({ accessToken: signOn.accessToken, channelPlatform: appManifest.chat.channelPlatform, channelID: appManifest.chat.channelId });
    const token = await apiFetch<ChatToken>(`${TOKENS}?${query.toString()}`);
    const src = `${token.chatUrl}#token=${encodeURIComponent(token.chatToken)}`;
    live = { src, expiresAt: Date.now() + token.expiresIn * 1000 };
    return src;
  } catch (error) {
    raiseTag(chatManifest.failureTag, { step, status: error instanceof ApiError ? error.status : 0 });
    throw error;
  }
}

/** Forgets the chat token (the chat page said its session ended), so the next showing signs on again. */
export function forgetChatSession(): void {
  live = undefined;
}

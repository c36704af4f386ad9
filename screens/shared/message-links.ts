import type { MessageReferenceKind, MessageType } from '../../engine/core/generated/api.gen';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The message center's pages, by their route ids. */
export const inboxPath = pathOf(routesManifest, 'messages.inbox');
export const composePath = pathOf(routesManifest, 'messages.compose');

/** Compose's query: `?about=<kind>:<id>` (what the message is about) and `?replyTo=<id>:<type>` (the message answered). */
export const ABOUT_PARAM = 'about';
export const REPLY_TO_PARAM = 'replyTo';
/** The inbox's query: the open message (`?message=<id>`). */
export const MESSAGE_PARAM = 'message';

export const REFERENCE_KINDS: readonly MessageReferenceKind[] = ['account', 'transaction', 'paymentOrder', 'card'];

/** The item a new message is about, as compose's `?about=` carries it. */
export interface AboutItem {
  readonly kind: MessageReferenceKind;
  readonly id: string;
}

/** Compose about one item: "Ask us about this ..." links point here. */
export function composeAboutHref(item: AboutItem): string {
  return `${composePath}?${new URLSearchParams({ [ABOUT_PARAM]: `${item.kind}:${item.id}` }).toString()}`;
}

/** Compose a reply to one message (its conversation). */
export function composeReplyHref(messageId: string, messageType: MessageType): string {
  return `${composePath}?${new URLSearchParams({ [REPLY_TO_PARAM]: `${messageId}:${messageType}` }).toString()}`;
}

/** `?about=` read back; undefined when missing or not `<known kind>:<id>`. */
export function parseAbout(value: string | null): AboutItem | undefined {
  if (value === null) return undefined;
  const at = value.indexOf(':');
  if (at <= 0) return undefined;
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  if (id === '' || !(REFERENCE_KINDS as readonly string[]).includes(kind)) return undefined;
  return { kind: kind as MessageReferenceKind, id };
}

/** The inbox with one message open (and the list's filters kept when `search` is given). */
export function inboxMessageHref(messageId: string, search?: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.set(MESSAGE_PARAM, messageId);
  return `${inboxPath}?${params.toString()}`;
}

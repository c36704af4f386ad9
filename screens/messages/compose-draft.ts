import type { MessageNewRequest, MessageType } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import type { AboutItem } from '../shared/message-links';
import type { MessageAttachmentUpload } from './attachments-api';

const copy = messagesManifest.copy.compose;

/** What the member has written so far. */
export interface ComposeDraft {
  readonly topicId: string;
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly MessageAttachmentUpload[];
}

export type DraftField = 'topicId' | 'subject' | 'body';

/** The message answered, as compose's `?replyTo=<id>:<type>` carries it. */
export interface ReplyTarget {
  readonly messageId: string;
  readonly messageType: MessageType;
}

/** `?replyTo=` read back; undefined when missing or malformed (the server decides whether the type is real). */
export function parseReplyTo(value: string | null): ReplyTarget | undefined {
  if (value === null) return undefined;
  const at = value.indexOf(':');
  if (at <= 0 || at === value.length - 1) return undefined;
  return { messageId: value.slice(0, at), messageType: value.slice(at + 1) as MessageType };
}

/** "Re: <subject>" for a reply, once (a reply to a reply keeps one "Re:"), cut to the longest subject allowed. */
export function replySubject(subject: string, maxLength: number): string {
  const prefix = resolveTemplate(copy.replySubject, { subject: '' });
  const text = subject.startsWith(prefix) ? subject : resolveTemplate(copy.replySubject, { subject });
  return text.slice(0, maxLength);
}

/** The fields the member must fill before sending (the server checks them again). */
export function draftProblems(draft: ComposeDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (draft.topicId === '') problems.topicId = copy.topicRequired;
  if (draft.subject.trim() === '') problems.subject = copy.subjectRequired;
  if (draft.body.trim() === '') problems.body = copy.bodyRequired;
  return problems;
}

/** The POST /messages body: the draft, the message answered and the item it is about. */
export function newMessageRequest(draft: ComposeDraft, replyTo: ReplyTarget | undefined, about: AboutItem | undefined): MessageNewRequest {
  return {
    topicId: draft.topicId,
    subject: draft.subject.trim(),
    body: draft.body.trim(),
    ...(draft.attachments.length === 0 ? {} : { attachmentIds: draft.attachments.map((item) => item.attachmentId) }),
    ...(replyTo === undefined ? {} : { replyTo }),
    ...(about === undefined ? {} : { reference: { kind: about.kind, id: about.id } }),
  };
}

import type { MessagesManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/messages.json';

/**
 * config/messages.json beyond its schema: topic ids are stored with messages, so each appears once; a member must
 * have a topic to choose; the card-alert topic exists; the Email filter lists Email; an extension names one type
 * only and a content type is listed once (the upload's type is looked up by both).
 */
export function checkMessages(messages: MessagesManifest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const topics = new Set<string>();
  messages.topics.forEach((topic, index) => {
    if (topics.has(topic.id)) issues.push(makeIssue(FILE, pointerJoin('/topics', index, 'id'), 'a topic id not used before', describeFound(topic.id), 'ids must be unique'));
    topics.add(topic.id);
  });
  if (!messages.topics.some((topic) => topic.memberSelectable)) {
    issues.push(makeIssue(FILE, '/topics', 'at least one topic with memberSelectable true', 'none', 'a member writing a message must have a topic to choose'));
  }
  if (!topics.has(messages.cardAlerts.topicId)) {
    issues.push(makeIssue(FILE, '/cardAlerts/topicId', `one of the topic ids (${[...topics].join(', ')})`, describeFound(messages.cardAlerts.topicId)));
  }
  if (!(messages.emailTypeIncludes as readonly string[]).includes('Email')) {
    issues.push(makeIssue(FILE, '/emailTypeIncludes', 'a list that includes "Email"', describeFound(messages.emailTypeIncludes)));
  }
  const contentTypes = new Set<string>();
  const extensions = new Set<string>();
  messages.attachments.allowedTypes.forEach((type, index) => {
    if (contentTypes.has(type.contentType)) issues.push(makeIssue(FILE, pointerJoin('/attachments/allowedTypes', index, 'contentType'), 'a content type not listed before', describeFound(type.contentType)));
    contentTypes.add(type.contentType);
    type.extensions.forEach((extension, extensionIndex) => {
      if (extensions.has(extension)) {
        issues.push(makeIssue(FILE, pointerJoin('/attachments/allowedTypes', index, 'extensions', extensionIndex), 'an extension no other type has', describeFound(extension)));
      }
      extensions.add(extension);
    });
  });
  return issues;
}

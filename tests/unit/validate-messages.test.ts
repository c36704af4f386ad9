import { describe, expect, it } from 'vitest';
import messagesJson from '../../config/messages.json';
import type { MessagesManifest } from '../../engine/core/generated/manifests.gen';
import { checkMessages } from '../../engine/core/config-validation/messages';

const messages = (): MessagesManifest => structuredClone(messagesJson) as MessagesManifest;

describe('config/messages.json cross-checks', () => {
  it('pass on the shipped file', () => {
    expect(checkMessages(messages())).toEqual([]);
  });

  it('name a topic id used twice, no topic a member may choose, an unknown card-alert topic, an Email filter without Email and a type or extension listed twice', () => {
    const broken = messages();
    broken.topics = [...broken.topics.map((topic) => ({ ...topic, memberSelectable: false })), { id: 'general', label: 'Again', memberSelectable: false }];
    broken.cardAlerts.topicId = 'nowhere';
    broken.emailTypeIncludes = ['Emessage'];
    broken.attachments.allowedTypes.push({ contentType: 'application/pdf', label: 'PDF again', extensions: ['png'] });
    const at = broken.topics.length - 1;
    const last = broken.attachments.allowedTypes.length - 1;
    expect(checkMessages(broken).map((issue) => issue.message)).toEqual([
      expect.stringContaining(`config/messages.json at /topics/${at}/id: expected a topic id not used before, found "general"`),
      expect.stringContaining('config/messages.json at /topics: expected at least one topic with memberSelectable true'),
      expect.stringContaining('config/messages.json at /cardAlerts/topicId: expected one of the topic ids'),
      expect.stringContaining('config/messages.json at /emailTypeIncludes: expected a list that includes "Email"'),
      expect.stringContaining(`config/messages.json at /attachments/allowedTypes/${last}/contentType: expected a content type not listed before`),
      expect.stringContaining(`config/messages.json at /attachments/allowedTypes/${last}/extensions/0: expected an extension no other type has, found "png"`),
    ]);
  });
});

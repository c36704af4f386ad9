import { describe, expect, it } from 'vitest';
import chatJson from '../../config/chat.json';
import type { ChatManifest } from '../../engine/core/generated/manifests.gen';
import { checkChat } from '../../engine/core/config-validation/chat';

const chat = (): ChatManifest => structuredClone(chatJson) as ChatManifest;

describe('config/chat.json cross-checks', () => {
  it('pass on the shipped file', () => {
    expect(checkChat(chat())).toEqual([]);
  });

  it('name a placeholder the chat page does not fill, and a token that ends before one poll', () => {
    const broken = chat();
    broken.page.tooLong = 'Up to {limit} characters.';
    broken.page.ended = 'Bye {name}.';
    broken.tokenLifetimeSeconds = 60;
    broken.pollIntervalMs = 60_000;
    expect(checkChat(broken).map((issue) => issue.message)).toEqual([
      'config/chat.json at /page/tooLong: expected placeholders among {max}, found "{limit}"',
      'config/chat.json at /page/ended: expected text without placeholders, found "{name}"',
      'config/chat.json at /tokenLifetimeSeconds: expected a lifetime longer than one poll (60000 ms), found 60',
    ]);
  });
});

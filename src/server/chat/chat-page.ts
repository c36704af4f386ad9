import { readFileSync } from 'node:fs';
import { resolveTemplate } from '../../../engine/core/template';
import { chatManifest } from '../../manifests/chat-manifest';
import { escapeHtml } from '../partner/html';
import { projectPath } from '../project-files';

/** Where the same-origin chat page is served: config/chat.json chatUrl's default. */
export const CHAT_PAGE = '/chat/conversation';
/** The chat page's own script and style sheet (no inline script or style under the CSP). */
export const CHAT_ASSETS = { script: '/chat/assets/chat-frame.js', style: '/chat/assets/chat-frame.css' } as const;
/** The chat calls the page's script makes (routes/chatbot.ts, mounted at /api/chatbot). */
const CHAT_API = '/api/chatbot/api';

// Read as text, never imported: a file name built at run time keeps bundlers and test runners from loading the script.
const read = (name: string): string => readFileSync(projectPath('src/server/chat', name), 'utf8');
const ASSET_FILES = { script: read('chat-frame.js'), style: read('chat-frame.css') };

/** The chat page's script or style sheet, read once at start-up. */
export function chatAsset(kind: keyof typeof ASSET_FILES): string {
  return ASSET_FILES[kind];
}

const attribute = (name: string, value: string | number): string => `data-${name}="${escapeHtml(String(value))}"`;

/**
 * The chat page: the conversation log, the message box and its status line. It holds no member data: the script
 * (chat-frame.js) reads the chat token from the URL fragment and loads the conversation; the copy it needs travels in
 * data attributes. `partner` adds the partner pages' script (frame height, user activity) and base style sheet.
 */
export function chatPage(partner: { readonly script: string; readonly style: string }): string {
  const copy = chatManifest.page;
  const data = [
    attribute('api', CHAT_API),
    attribute('poll-ms', chatManifest.pollIntervalMs),
    attribute('max-length', chatManifest.messageMaxLength),
    attribute('member-name', copy.memberName),
    attribute('staff-name', copy.staffName),
    attribute('send', copy.send),
    attribute('sending', copy.sending),
    attribute('empty-message', copy.emptyMessage),
    attribute('too-long', resolveTemplate(copy.tooLong, { max: chatManifest.messageMaxLength })),
    attribute('send-failed', copy.sendFailed),
    attribute('load-failed', copy.loadFailed),
    attribute('ended', copy.ended),
  ].join(' ');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(copy.title)}</title>`,
    `<link rel="stylesheet" href="${partner.style}">`,
    `<link rel="stylesheet" href="${CHAT_ASSETS.style}">`,
    `<script src="${partner.script}" defer></script>`,
    `<script src="${CHAT_ASSETS.script}" defer></script>`,
    '</head>',
    '<body>',
    // Named: axe sees this landmark beside the framing app's own main, and two unnamed mains are ambiguous.
    `<main id="chat" aria-label="${escapeHtml(copy.title)}" ${data}>`,
    `<h1>${escapeHtml(copy.title)}</h1>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<div id="chat-log" class="chat-log" role="log" aria-label="${escapeHtml(copy.logLabel)}">`,
    `<p id="chat-empty" class="chat-empty">${escapeHtml(copy.empty)}</p>`,
    '<ol id="chat-messages" class="chat-messages"></ol>',
    '</div>',
    '<p id="chat-status" class="error chat-status" role="alert"></p>',
    '<form id="chat-form" class="chat-form" novalidate>',
    `<label for="chat-input">${escapeHtml(copy.messageLabel)}</label>`,
    `<textarea id="chat-input" name="body" rows="3" maxlength="${chatManifest.messageMaxLength}" aria-describedby="chat-status"></textarea>`,
    `<button type="submit" id="chat-send">${escapeHtml(copy.send)}</button>`,
    '</form>',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

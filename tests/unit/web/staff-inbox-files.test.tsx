// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTemplate } from '../../../engine/core';
import type { StaffInboxDetail } from '../../../engine/core/generated/api.gen';
import { ConversationView } from '../../../screens/staff-inbox/ConversationView';
import { staffManifest } from '../../../src/manifests/staff-manifest';
import { json, renderScreen } from './support/render-screen';

const copy = staffManifest.inbox.copy;
const THREAD = '11111111-1111-4111-8111-111111111111';
const CONVERSATION = `/api/service-desk/client-api/v1/inbox/message/${THREAD}`;
const FILE = '22222222-2222-4222-8222-222222222222';
const UPLOADED = '33333333-3333-4333-8333-333333333333';

const detail: StaffInboxDetail = {
  conversation: {
    kind: 'message',
    threadId: THREAD,
    member: { id: 'm-1', fullName: 'Alex Morgan', memberNumber: 'M100001' },
    subject: 'Receipt',
    status: 'NEW',
    assignee: null,
    startedAt: '2026-11-20T15:00:00.000Z',
    lastActivityAt: '2026-11-20T15:00:00.000Z',
    entryCount: 1,
  },
  entries: [
    {
      id: THREAD,
      author: 'member',
      authorName: 'Alex Morgan',
      subject: 'Receipt',
      body: 'The receipt is attached.',
      sentAt: '2026-11-20T15:00:00.000Z',
      attachments: [{ attachmentId: FILE, fileName: 'receipt.png', contentType: 'image/png', sizeBytes: 2048 }],
    },
  ],
  replyOpen: true,
};

/** The fake inbox: the conversation, an upload answering the file it was sent, and a reply. */
function serveInbox() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      const method = init.method ?? 'GET';
      if (method === 'GET' && url.pathname === CONVERSATION) return json(detail);
      if (method === 'POST' && url.pathname === `${CONVERSATION}/attachments`) {
        sent.push({ method, path: url.pathname + url.search, body: init.body instanceof File ? init.body.name : init.body });
        return json({ attachmentId: UPLOADED, fileName: url.searchParams.get('fileName'), contentType: 'application/pdf', sizeBytes: 4, sha256: 'x' }, 201);
      }
      if (method === 'POST' && url.pathname === `${CONVERSATION}/replies`) {
        sent.push({ method, path: url.pathname, body: JSON.parse(String(init.body)) });
        return json({ entry: { id: 'r-1', author: 'staff', authorName: 'Priya Shah', body: 'Here.', sentAt: '2026-11-20T15:05:00.000Z' }, conversation: { ...detail.conversation, status: 'PENDING' } }, 201);
      }
      return json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff inbox conversation: files', () => {
  it("lists a message's files as download links naming the file, its size and type", async () => {
    serveInbox();
    renderScreen(<ConversationView conversationKey={{ kind: 'message', threadId: THREAD }} meId="s-1" onBack={() => undefined} />);
    const files = await screen.findByRole('list', { name: copy.attachmentsLabel });
    const link = within(files).getByRole('link', { name: resolveTemplate(copy.attachmentDownload, { fileName: 'receipt.png', size: '2.0 KB', type: 'PNG' }) });
    expect(link.getAttribute('href')).toBe(`${CONVERSATION}/attachments/${FILE}`);
    expect(link.getAttribute('download')).toBe('receipt.png');
  });

  it('uploads a file chosen for the reply and sends its id with the reply', async () => {
    const sent = serveInbox();
    renderScreen(<ConversationView conversationKey={{ kind: 'message', threadId: THREAD }} meId="s-1" onBack={() => undefined} />);
    const input = await screen.findByLabelText(copy.attachLabel);
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'label.pdf', { type: 'application/pdf' })] } });
    await screen.findByTestId('reply-attachment');
    fireEvent.change(screen.getByLabelText(copy.replyLabel), { target: { value: 'Here.' } });
    fireEvent.click(screen.getByRole('button', { name: copy.sendReply }));
    await waitFor(() => expect(sent.map((call) => call.path)).toEqual([`${CONVERSATION}/attachments?fileName=label.pdf`, `${CONVERSATION}/replies`]));
    expect(sent[1]!.body).toEqual({ body: 'Here.', attachmentIds: [UPLOADED] });
    await waitFor(() => expect(screen.queryByTestId('reply-attachment')).toBeNull());
  });
});

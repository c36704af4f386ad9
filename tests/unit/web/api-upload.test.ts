import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiFetchBlob, configureApiClient, setActionReasonHandler, setStepUpHandler } from '../../../engine/react';
import { uploadDisputeDocument } from '../../../screens/claims-center/claims-api';
import { uploadAttachment } from '../../../screens/messages/attachments-api';
import { uploadDocument } from '../../../screens/upload-documents/uploads-api';
import { appManifest } from '../../../src/manifests';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const askForReason = () => json(428, { errors: [{ path: 'x-action-reason', message: 'Give the reason for this action.' }] }, { 'x-reason-required': '1' });
const file = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'id card.pdf', { type: 'application/pdf' });

let fetchMock: ReturnType<typeof vi.fn>;
const callOf = (call: number) => fetchMock.mock.calls[call] as [string, RequestInit];
const headersOf = (call: number) => callOf(call)[1].headers as Record<string, string>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  configureApiClient({});
  vi.unstubAllGlobals();
});

// Each screen's upload, as the member's browser sends it.
const uploads: [string, (upload: File) => Promise<unknown>, string][] = [
  ['a dispute document', (upload) => uploadDisputeDocument('d-1', upload), '/api/claims-manager-service/client-api/v1/disputes/d-1/documents?fileName=id+card.pdf'],
  ['a message attachment', uploadAttachment, '/api/messages-service/client-api/v1/messages/attachments?fileName=id+card.pdf'],
  ['a portal document', (upload) => uploadDocument({ portalId: 'p-1', file: upload, reference: 'R-7' }), '/api/document-upload/client-api/v1/portals/p-1/uploads?fileName=id+card.pdf&reference=R-7'],
];

describe('uploads go through the API client', () => {
  it.each(uploads)('%s is sent as raw bytes, same-origin, with the file itself as the body', async (_name, upload, url) => {
    fetchMock.mockResolvedValue(json(201, { id: 'u-1' }));
    const sent = file();
    await expect(upload(sent)).resolves.toEqual({ id: 'u-1' });
    const [path, init] = callOf(0);
    expect(path).toBe(url);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(sent);
    expect(headersOf(0)['Content-Type']).toBe('application/octet-stream');
    expect(headersOf(0).Accept).toBe('application/json');
  });

  it.each(uploads)('%s by staff carries the reason the handler gives, re-sending the same bytes once', async (_name, upload) => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>)['X-Action-Reason'] === undefined ? askForReason() : json(201, { id: 'u-2' }),
    );
    cleanups.push(setActionReasonHandler(async () => 'Member sent it by post'));
    const sent = file();
    await expect(upload(sent)).resolves.toEqual({ id: 'u-2' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1)['X-Action-Reason']).toBe(encodeURIComponent('Member sent it by post'));
    expect(callOf(1)[1].body).toBe(sent);
  });

  it.each(uploads)('%s is sent again once its step-up challenge is passed', async (_name, upload) => {
    configureApiClient({ stepUp: appManifest.api.stepUp });
    fetchMock.mockResolvedValueOnce(json(307, { status: 'CHALLENGE', event: 'HR', state: 'x' })).mockResolvedValueOnce(json(201, { id: 'u-3' }));
    const handler = vi.fn(async () => true);
    cleanups.push(setStepUpHandler(handler));
    const sent = file();
    await expect(upload(sent)).resolves.toEqual({ id: 'u-3' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 307, method: 'POST', retry: true }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(1)[1].body).toBe(sent);
  });

  it('refuses with the server’s errors as an ApiError, like any other call', async () => {
    fetchMock.mockResolvedValue(json(422, { errors: [{ path: 'file', message: 'That file type is not accepted.' }] }));
    await expect(uploadAttachment(file())).rejects.toMatchObject({ status: 422, errors: [{ path: 'file', message: 'That file type is not accepted.' }] });
  });
});

describe('raw bodies and files through apiFetch', () => {
  it('sends a Blob with the content type asked for, and FormData with the type the browser writes', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiFetch('/api/things', { method: 'PUT', body: new Blob(['a,b']), contentType: 'text/csv' });
    expect(headersOf(0)['Content-Type']).toBe('text/csv');
    const form = new FormData();
    form.set('note', 'hello');
    await apiFetch('/api/things', { method: 'POST', body: form });
    expect(callOf(1)[1].body).toBe(form);
    expect(headersOf(1)['Content-Type']).toBeUndefined();
    await apiFetch('/api/things', { method: 'POST', body: { a: 1 } });
    expect(callOf(2)[1].body).toBe('{"a":1}');
    expect(headersOf(2)['Content-Type']).toBe('application/json');
  });

  it('answers a file as a Blob with its headers, asking for its type', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="my-data.zip"' } }));
    const answer = await apiFetchBlob('/api/privacy/data-archive', 'application/zip');
    expect(await answer.data.text()).toBe('PK');
    expect(answer.headers.get('content-disposition')).toContain('my-data.zip');
    expect(headersOf(0).Accept).toBe('application/zip');
  });

  it('fetches a file by staff with the reason header too', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>)['X-Action-Reason'] === undefined ? askForReason() : new Response(new Blob(['%PDF']), { status: 200 }),
    );
    cleanups.push(setActionReasonHandler(async () => 'Member asked for a copy'));
    const answer = await apiFetchBlob('/api/statements/x/download', 'application/pdf', { headers: { uid: 'u' } });
    expect(await answer.data.text()).toBe('%PDF');
    expect(headersOf(1)).toMatchObject({ uid: 'u', Accept: 'application/pdf' });
  });
});

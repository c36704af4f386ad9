import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPortalList, DocumentUpload, DocumentUploadList } from '../../engine/core/generated/api.gen';
import { receiveBytes } from '../../src/server/domain/uploads/intake';
import { storeMemberUpload, uploadTooLarge } from '../../src/server/domain/uploads/store-upload';
import { readUploadPieces } from '../../src/server/domain/uploads/upload-pieces';
import type { VirusScanner } from '../../src/server/domain/uploads/virus-scan';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/document-upload/client-api/v1';
const OCTET = 'application/octet-stream';
const errorOf = (response: LightMyRequestResponse): string => (response.json() as { errors: { message: string }[] }).errors[0]?.message ?? '';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable's first bytes ("MZ" DOS header, then a PE header). */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const MAX = uploadPortalsManifest.uploads.maxBytes;

describe.each(databaseKinds())('document uploads (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let trustedSid: string;
  let msrSid: string;
  let memberId: string;
  let businessId: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const upload = (portalId: string, bytes: Buffer, fileName: string, session = sid, reference?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/portals/${portalId}/uploads?fileName=${encodeURIComponent(fileName)}${reference === undefined ? '' : `&reference=${encodeURIComponent(reference)}`}`,
      cookies: { sid: session },
      headers: { 'content-type': OCTET },
      payload: bytes,
    });
  const rowCount = async () => Number((await db().selectFrom('document_uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    trustedSid = await signInAs(t.app, 'trusted');
    msrSid = await signInAs(t.app, 'msr');
    memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    businessId = (await db().selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('portals by member type', () => {
    it('a consumer sees the seven consumer portals (the last three informational) and the chatbot entry', async () => {
      const response = await get(`${API}/portals`);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json() as DocumentPortalList;
      expect(list.memberType).toBe('consumer');
      expect(list.portals.map((portal) => portal.label)).toEqual(['Disputes', 'Wire Transfer Instructions', 'GAP Claims', 'Collateral Risk', 'Investment Services', 'Consumer Lending', 'Mortgage']);
      expect(list.portals.slice(-3).every((portal) => portal.kind === 'informational')).toBe(true);
      expect(list.portals.slice(0, 4).every((portal) => portal.kind !== 'informational')).toBe(true);
      const disputes = list.portals.find((portal) => portal.id === 'disputes')!;
      expect(disputes).toMatchObject({ kind: 'upload', maxBytes: MAX });
      expect(disputes.acceptedTypes?.map((type) => type.label)).toEqual(['PDF', 'PNG', 'JPEG']);
      expect(list.portals.find((portal) => portal.id === 'collateral-risk')).toMatchObject({ kind: 'handOff', handOffRoute: '/docup/link?portal=collateral' });
      expect(list.chatbot.label).toBe(uploadPortalsManifest.chatbot.label);
    });

    it('a business member sees Disputes and Business Lending only', async () => {
      const list = (await get(`${API}/portals`, businessSid)).json() as DocumentPortalList;
      expect(list.memberType).toBe('business');
      expect(list.portals.map((portal) => portal.label)).toEqual(['Disputes', 'Business Lending']);
      expect(list.portals[1]).toMatchObject({ kind: 'handOff', handOffRoute: '/cgiportal/link?portal=business-lending' });
    });
  });

  describe('uploading', () => {
    it('stores a PDF with its SHA-256, type from its bytes and a receipt number, and lists it', async () => {
      const response = await upload('wire-transfer-instructions', PDF, 'wire instructions.pdf');
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json() as DocumentUpload;
      expect(receipt).toMatchObject({ portalId: 'wire-transfer-instructions', portalLabel: 'Wire Transfer Instructions', fileName: 'wire instructions.pdf', mediaType: 'application/pdf', typeLabel: 'PDF', sizeBytes: PDF.length, sha256: sha(PDF) });
      expect(receipt.receiptNumber).toMatch(/^DU\d{10}$/);
      const row = await db().selectFrom('document_uploads').selectAll().where('id', '=', receipt.uploadId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ member_id: memberId, user_id: memberId, sha256: sha(PDF), scan_status: 'clean', receipt_number: receipt.receiptNumber, reference: null });
      expect((await readUploadPieces(db(), receipt.uploadId))?.equals(PDF)).toBe(true);
      expect(row.created_at.toISOString()).toBe(t.app.clock().toISOString());

      const list = (await get(`${API}/uploads`)).json() as DocumentUploadList;
      expect(list.uploads[0]).toEqual(receipt);
      expect((await get(`${API}/uploads/${receipt.uploadId}`)).json()).toEqual(receipt);
    });

    it('keeps a reference (a dispute case number) with the document', async () => {
      const response = await upload('disputes', PNG, 'receipt.png', sid, 'DC-2026-0001');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ reference: 'DC-2026-0001', mediaType: 'image/png', typeLabel: 'PNG' });
      expect((await upload('disputes', PNG, 'receipt.png', sid, '<script>')).statusCode).toBe(400);
    });

    it('refuses a "PDF" that is really an executable, a type the portal does not take and a misnamed file, storing nothing', async () => {
      const before = await rowCount();
      const exe = await upload('disputes', EXE, 'statement.pdf');
      expect(exe.statusCode).toBe(400);
      expect(errorOf(exe)).toBe("We can't accept this kind of file here. Upload a PDF, PNG or JPEG file.");
      const png = await upload('wire-transfer-instructions', PNG, 'wire.png');
      expect(png.statusCode).toBe(400);
      expect(errorOf(png)).toBe("We can't accept this kind of file here. Upload a PDF file.");
      const misnamed = await upload('disputes', PNG, 'scan.pdf');
      expect(misnamed.statusCode).toBe(400);
      expect(errorOf(misnamed)).toBe("This file's name doesn't match what's in it. Rename it with the right extension (.png) and try again.");
      const empty = await upload('disputes', Buffer.alloc(0), 'empty.pdf');
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty)).toBe(uploadPortalsManifest.uploads.errors.empty);
      expect(await rowCount()).toBe(before);
    });

    it('refuses an oversize file with 413 and stores nothing; exactly the limit is accepted', async () => {
      const before = await rowCount();
      const oversize = await upload('disputes', Buffer.concat([PDF, Buffer.alloc(MAX)]), 'big.pdf');
      expect(oversize.statusCode).toBe(413);
      expect(errorOf(oversize)).toBe('This file is larger than 10 MB. Choose a smaller file.');
      expect(await rowCount()).toBe(before);
      const justRight = await upload('disputes', Buffer.concat([PDF, Buffer.alloc(MAX - PDF.length)]), 'max.pdf');
      expect(justRight.statusCode, justRight.body).toBe(201);
      expect(await rowCount()).toBe(before + 1);
    });

    it('the virus-scan hook refuses the EICAR test file, even inside a PDF, and stores nothing', async () => {
      const before = await rowCount();
      const plain = await upload('disputes', Buffer.from(EICAR, 'latin1'), 'eicar.pdf');
      expect(plain.statusCode).toBe(422);
      expect(errorOf(plain)).toBe(uploadPortalsManifest.uploads.errors.infected);
      const inPdf = await upload('disputes', Buffer.concat([PDF, Buffer.from(EICAR, 'latin1')]), 'claim.pdf');
      expect(inPdf.statusCode).toBe(422);
      expect(await rowCount()).toBe(before);
    });

    it('runs the scanner it is given (a plugged-in engine)', async () => {
      const seen: number[] = [];
      const refuseAll: VirusScanner = {
        start: () => ({ update: (chunk) => void seen.push(chunk.length), finish: () => Promise.resolve({ clean: false, finding: 'test' }) }),
      };
      const upload = await receiveBytes(PDF, { maxBytes: MAX, tooLarge: uploadTooLarge, scanner: refuseAll });
      await expect(storeMemberUpload(db(), { userId: memberId, memberId, portalId: 'disputes', fileName: 'a.pdf', upload, now: t.app.clock() })).rejects.toMatchObject({ statusCode: 422 });
      expect(seen).toEqual([PDF.length]);
    });

    it('a business member cannot use a consumer-only portal (403); informational, hand-off and unknown portals are 404', async () => {
      const before = await rowCount();
      const wire = await upload('wire-transfer-instructions', PDF, 'wire.pdf', businessSid);
      expect(wire.statusCode).toBe(403);
      expect(errorOf(wire)).toBe(uploadPortalsManifest.uploads.errors.notOffered);
      expect((await upload('business-lending', PDF, 'loan.pdf', sid)).statusCode).toBe(403);
      expect((await upload('mortgage', PDF, 'm.pdf')).statusCode).toBe(404);
      expect((await upload('collateral-risk', PDF, 'c.pdf')).statusCode).toBe(404);
      expect((await upload('nope', PDF, 'c.pdf')).statusCode).toBe(404);
      expect(await rowCount()).toBe(before);
      const own = await upload('disputes', PDF, 'business.pdf', businessSid);
      expect(own.statusCode, own.body).toBe(201);
    });

    it("another member's upload id is 404 and not listed; a view-only trusted user and staff cannot upload", async () => {
      const theirs = await storeMemberUpload(db(), { userId: businessId, memberId: businessId, portalId: 'disputes', fileName: 'theirs.pdf', upload: await receiveBytes(PDF, { maxBytes: MAX, tooLarge: uploadTooLarge }), now: t.app.clock() });
      expect((await get(`${API}/uploads/${theirs.id}`)).statusCode).toBe(404);
      expect((await get(`${API}/uploads/${randomUUID()}`)).statusCode).toBe(404);
      expect(((await get(`${API}/uploads`)).json() as DocumentUploadList).uploads.some((item) => item.uploadId === theirs.id)).toBe(false);
      expect((await get(`${API}/uploads/${theirs.id}`, businessSid)).statusCode).toBe(200);

      const before = await rowCount();
      expect((await upload('disputes', PDF, 'x.pdf', trustedSid)).statusCode).toBe(403);
      expect((await upload('disputes', PDF, 'x.pdf', msrSid)).statusCode).toBe(403);
      expect(await rowCount()).toBe(before);
      // The trusted user reads the membership's documents.
      const shared = (await get(`${API}/uploads`, trustedSid)).json() as DocumentUploadList;
      expect(shared.uploads.length).toBeGreaterThan(0);
    });

    it('needs a session and a file name', async () => {
      expect((await t.app.inject({ method: 'POST', url: `${API}/portals/disputes/uploads?fileName=a.pdf`, headers: { 'content-type': OCTET }, payload: PDF })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `${API}/portals/disputes/uploads`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: PDF })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `${API}/uploads` })).statusCode).toBe(401);
    });
  });
});

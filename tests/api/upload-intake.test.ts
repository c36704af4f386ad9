import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeSummary, MessageAttachmentUpload, MessageReceipt } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { expireUnsentUploads } from '../../src/server/domain/messages/attachments';
import { uploadsInProgress } from '../../src/server/http/upload-limits';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const OCTET = 'application/octet-stream';
const DOCUMENTS = '/api/document-upload/client-api/v1/portals';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const DISPUTES = '/api/claims-manager-service/client-api/v1/disputes';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
const { intake, errors } = uploadPortalsManifest.uploads;
const HOUR = 3600;

const problemOf = (response: LightMyRequestResponse): { errors: { path: string; message: string }[] } => response.json();

describe.each(databaseKinds())('every member upload path, one intake (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let memberId: string;
  let disputeId: string;

  const db = () => t.database.db;
  const post = (url: string, payload: Buffer | PassThrough, session = sid) =>
    t.app.inject({ method: 'POST', url, cookies: { sid: session }, headers: { 'content-type': OCTET }, payload });
  const stored = async () => {
    const documents = await db().selectFrom('document_uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const attachments = await db().selectFrom('message_attachments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { documents: Number(documents.n), attachments: Number(attachments.n) };
  };
  /** Every path a member uploads through, as (name, url, the path's copy for an infected file). */
  const paths = (): [string, string, string][] => [
    ['a portal document', `${DOCUMENTS}/disputes/uploads?fileName=claim.pdf`, errors.infected],
    ['a dispute document', `${DISPUTES}/${disputeId}/documents?fileName=claim.pdf`, errors.infected],
    ['a message attachment', `${MESSAGES}/attachments?fileName=claim.pdf`, messagesManifest.errors.attachmentInfected],
  ];
  /** A body sent in pieces that stays open until `end` is called: an upload in progress. */
  const slowBody = () => {
    const body = new PassThrough();
    body.write(PDF.subarray(0, 8));
    return { body, end: () => body.end(PDF.subarray(8)) };
  };
  const waitForUploads = async (count: number, ownerId?: string) => {
    for (let tries = 0; uploadsInProgress(ownerId) < count; tries += 1) {
      if (tries > 200) throw new Error(`expected ${count} uploads in progress, saw ${uploadsInProgress(ownerId)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    const { rows } = await sql<{ id: string; amount_cents: number }>`
      select t.id, t.amount_cents::int as amount_cents
        from transactions t join arrangements a on a.id = t.arrangement_id join service_agreements s on s.id = a.agreement_id
       where s.primary_user_id = ${memberId} and a.product_kind = 'checking' and t.credit_debit = 'DEBIT' and t.status = 'BOOKED' and t.amount_cents > 100
       order by t.booking_date desc, t.id limit 1`.execute(db());
    const filed = await t.app.inject({ method: 'POST', url: DISPUTES, cookies: { sid }, payload: { transactionId: rows[0]!.id, reasonId: 'not-authorized', amountCents: 100, details: 'Not me.' } });
    expect(filed.statusCode, filed.body).toBe(201);
    disputeId = (filed.json() as DisputeSummary).disputeId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the EICAR test file on every upload path (422, the path’s copy), alone or inside a PDF sent in pieces, storing nothing', async () => {
    const before = await stored();
    for (const [name, url, message] of paths()) {
      const plain = await post(url, EICAR);
      expect(plain.statusCode, `${name}: ${plain.body}`).toBe(422);
      expect(problemOf(plain), name).toEqual({ errors: [{ path: '', message }] });
      // The signature split across the chunks the body arrives in.
      const inPieces = new PassThrough();
      const pending = post(url, inPieces);
      const file = Buffer.concat([PDF, EICAR, PDF]);
      for (let at = 0; at < file.length; at += 17) inPieces.write(file.subarray(at, at + 17));
      inPieces.end();
      const pieces = await pending;
      expect(pieces.statusCode, `${name} in pieces: ${pieces.body}`).toBe(422);
      expect(problemOf(pieces).errors[0]?.message, name).toBe(message);
    }
    expect(await stored()).toEqual(before);
    // The same paths take a clean file.
    for (const [name, url] of paths()) expect((await post(url, PDF)).statusCode, name).toBe(201);
  });

  it('cuts off an oversize body sent without a length (413) before reading it all, storing nothing', async () => {
    const before = await stored();
    const body = new PassThrough();
    const pending = post(`${MESSAGES}/attachments?fileName=big.pdf`, body);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = 0; sent <= messagesManifest.attachments.maxBytes; sent += chunk.length) body.write(chunk);
    body.end();
    const response = await pending;
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).errors[0]?.message).toMatch(/larger than 5 MB/);
    expect(await stored()).toEqual(before);
  });

  it(`lets one session have ${intake.concurrentPerSession} uploads in progress: one more is 429, another session is not held up`, async () => {
    expect(intake.concurrentPerSession).toBe(2);
    const before = await stored();
    const first = slowBody();
    const second = slowBody();
    const pending = [post(`${MESSAGES}/attachments?fileName=a.pdf`, first.body), post(`${DOCUMENTS}/disputes/uploads?fileName=b.pdf`, second.body)];
    await waitForUploads(2);

    const third = await post(`${MESSAGES}/attachments?fileName=c.pdf`, PDF);
    expect(third.statusCode).toBe(429);
    expect(problemOf(third)).toEqual({ errors: [{ path: '', message: errors.busy.replace('{max}', '2') }] });
    const otherSession = await signInAs(t.app, 'member');
    expect((await post(`${MESSAGES}/attachments?fileName=d.pdf`, PDF, otherSession)).statusCode).toBe(201);

    first.end();
    second.end();
    expect((await Promise.all(pending)).map((response) => response.statusCode)).toEqual([201, 201]);
    expect(uploadsInProgress()).toBe(0);
    // Slots are given back: the session uploads again.
    expect((await post(`${MESSAGES}/attachments?fileName=e.pdf`, PDF)).statusCode).toBe(201);
    expect(await stored()).toEqual({ documents: before.documents + 1, attachments: before.attachments + 3 });
  });

  it(`lets a membership have ${intake.concurrentPerMember} uploads in progress from all its sessions, and the process ${intake.concurrentPerServer}: past them 429 (busy) and 503 (serverBusy, Retry-After), nothing stored`, async () => {
    expect([intake.concurrentPerSession, intake.concurrentPerMember, intake.concurrentPerServer]).toEqual([2, 4, 8]);
    const ownerOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const before = await stored();
    const open: ReturnType<typeof slowBody>[] = [];
    const pending: Promise<LightMyRequestResponse>[] = [];
    /** Two uploads left in progress from a new session of the persona. */
    const holdTwo = async (username: string) => {
      const session = await signInAs(t.app, username);
      for (const fileName of ['a.pdf', 'b.pdf']) {
        const slow = slowBody();
        open.push(slow);
        pending.push(post(`${MESSAGES}/attachments?fileName=${fileName}`, slow.body, session));
      }
    };
    await holdTwo('member');
    await holdTwo('member');
    await waitForUploads(4, memberId);

    // A third session of the same membership: each session is under its own limit, the membership is not.
    const third = await post(`${MESSAGES}/attachments?fileName=c.pdf`, PDF, await signInAs(t.app, 'member'));
    expect(third.statusCode).toBe(429);
    expect(problemOf(third)).toEqual({ errors: [{ path: '', message: errors.busy.replace('{max}', '4') }] });

    // Another membership fills the process's other four slots; a third membership is asked to come back shortly.
    const business = await ownerOf('business');
    await holdTwo('business');
    await holdTwo('business');
    await waitForUploads(4, business);
    expect(uploadsInProgress()).toBe(8);
    const light = await post(`${MESSAGES}/attachments?fileName=d.pdf`, PDF, await signInAs(t.app, 'paperless'));
    expect(light.statusCode).toBe(503);
    expect(light.headers['retry-after']).toBe(String(intake.retryAfterSeconds));
    expect(problemOf(light)).toEqual({ errors: [{ path: '', message: errors.serverBusy }] });
    expect(await stored()).toEqual(before);

    for (const slow of open) slow.end();
    expect((await Promise.all(pending)).map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(uploadsInProgress()).toBe(0);
    expect((await post(`${MESSAGES}/attachments?fileName=e.pdf`, PDF, await signInAs(t.app, 'paperless'))).statusCode).toBe(201);
  });

  it("refuses (429) an upload past the membership's bytes for the window, on every path, until the window moves on", async () => {
    const used = async () => {
      const { rows } = await sql<{ n: string }>`select (select coalesce(sum(size_bytes), 0) from document_uploads where member_id = ${memberId} and created_at > ${new Date(t.clock.now().getTime() - intake.windowHours * HOUR * 1000)})
        + (select coalesce(sum(size_bytes), 0) from message_attachments where owner_id = ${memberId} and created_at > ${new Date(t.clock.now().getTime() - intake.windowHours * HOUR * 1000)}) as n`.execute(db());
      return Number(rows[0]!.n);
    };
    // Earlier uploads of the window leave room for one small PDF but not two.
    const room = intake.memberBytesPerWindow - (await used());
    await db()
      .insertInto('message_attachments')
      .values({ id: randomUUID(), owner_id: memberId, uploaded_by: memberId, message_id: null, file_name: 'earlier.pdf', content_type: 'application/pdf', size_bytes: room - PDF.length - 1, sha256: '0'.repeat(64), content: PDF, created_at: t.clock.now() })
      .execute();
    expect((await post(`${MESSAGES}/attachments?fileName=fits.pdf`, PDF)).statusCode).toBe(201);

    const before = await stored();
    const message = errors.quotaReached.replace('{max}', '100 MB').replace('{hours}', String(intake.windowHours));
    for (const [name, url] of paths()) {
      const refused = await post(url, PDF);
      expect(refused.statusCode, name).toBe(429);
      expect(problemOf(refused), name).toEqual({ errors: [{ path: '', message }] });
      // Without a Content-Length the body is read, then refused all the same.
      const body = new PassThrough();
      const pending = post(url, body);
      body.end(PDF);
      expect((await pending).statusCode, `${name} without a length`).toBe(429);
    }
    expect(await stored()).toEqual(before);

    t.clock.advanceSeconds(intake.windowHours * HOUR + 1);
    sid = await signInAs(t.app, 'member');
    expect((await post(`${MESSAGES}/attachments?fileName=next-day.pdf`, PDF)).statusCode).toBe(201);
  });

  it(`deletes uploads not sent with a message within ${messagesManifest.attachments.unsentExpiryHours} hours, keeping sent ones`, async () => {
    sid = await signInAs(t.app, 'member');
    const upload = async (fileName: string) => ((await post(`${MESSAGES}/attachments?fileName=${fileName}`, PDF)).json() as MessageAttachmentUpload).attachmentId;
    // Everything from the earlier tests is also unsent: a fresh start for this one.
    t.clock.advanceSeconds(messagesManifest.attachments.unsentExpiryHours * HOUR + 1);
    await expireUnsentUploads(db(), t.clock.now());
    sid = await signInAs(t.app, 'member');
    const sent = await upload('sent.pdf');
    const abandoned = await upload('abandoned.pdf');
    const receipt = await t.app.inject({ method: 'POST', url: MESSAGES, cookies: { sid }, payload: { topicId: 'general', subject: 'Statement', body: 'Attached.', attachmentIds: [sent] } });
    expect(receipt.statusCode, receipt.body).toBe(201);

    t.clock.advanceSeconds(messagesManifest.attachments.unsentExpiryHours * HOUR - 60);
    expect(await expireUnsentUploads(db(), t.clock.now())).toBe(0);
    sid = await signInAs(t.app, 'member');
    const recent = await upload('recent.pdf');

    t.clock.advanceSeconds(61);
    expect(await expireUnsentUploads(db(), t.clock.now())).toBe(1);
    const left = (await db().selectFrom('message_attachments').select('id').where('id', 'in', [sent, abandoned, recent]).execute()).map((row) => row.id);
    expect(left.sort()).toEqual([sent, recent].sort());
    const pieces = (await db().selectFrom('upload_pieces').select('upload_id').distinct().where('upload_id', 'in', [sent, abandoned, recent]).execute()).map((row) => row.upload_id);
    expect(pieces.sort()).toEqual([sent, recent].sort());
    const messageId = (receipt.json() as MessageReceipt).messageId;
    const download = await t.app.inject({ method: 'GET', url: `${MESSAGES}/${messageId}/attachments/${sent}`, cookies: { sid } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});

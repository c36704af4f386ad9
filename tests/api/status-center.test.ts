import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeSummary, StatusCenterList } from '../../engine/core/generated/api.gen';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/user-manager/client-api/v1/status-center';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(databaseKinds())('status center (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const list = async (session = sid) => {
    const response = await get(API, session);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as StatusCenterList).requests;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists disputes, uploads, privacy requests and service requests of the member, newest first, and nothing of another member', async () => {
    const { rows } = await sql<{ id: string }>`
      select t.id from transactions t join arrangements a on a.id = t.arrangement_id join service_agreements s on s.id = a.agreement_id join members m on m.id = s.primary_user_id
       where m.username = 'member' and a.product_kind = 'checking' and t.credit_debit = 'DEBIT' and t.status = 'BOOKED' order by t.booking_date desc limit 1`.execute(t.database.db);
    const filed = await t.app.inject({ method: 'POST', url: '/api/claims-manager-service/client-api/v1/disputes', cookies: { sid }, payload: { transactionId: rows[0]!.id, reasonId: 'wrong-amount', amountCents: 100 } });
    expect(filed.statusCode, filed.body).toBe(201);
    const dispute = filed.json() as DisputeSummary;
    t.clock.advanceSeconds(60);
    const upload = await t.app.inject({ method: 'POST', url: `/api/claims-manager-service/client-api/v1/disputes/${dispute.disputeId}/documents?fileName=letter.pdf`, cookies: { sid }, headers: { 'content-type': 'application/octet-stream' }, payload: PDF });
    expect(upload.statusCode, upload.body).toBe(201);
    t.clock.advanceSeconds(60);
    const privacy = await t.app.inject({ method: 'POST', url: '/api/profile-manager/client-api/v1/privacy/requests', cookies: { sid }, payload: { kind: 'DELETION' } });
    expect(privacy.statusCode).toBe(201);

    const items = await list();
    const times = items.map((item) => item.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.slice(0, 3).map((item) => item.kind)).toEqual(['privacyRequest', 'upload', 'dispute']);
    expect(items[2]).toMatchObject({ reference: dispute.caseNumber, status: disputesManifest.copy.statusFiled, href: `/claims-center?case=${dispute.disputeId}` });
    expect(items[1]!.reference).toBe((upload.json() as { receiptNumber: string }).receiptNumber);

    const theirs = await list(businessSid);
    expect(theirs.map((item) => item.reference)).not.toEqual(expect.arrayContaining([dispute.caseNumber]));
    expect(theirs.filter((item) => item.kind === 'dispute' || item.kind === 'upload' || item.kind === 'privacyRequest')).toEqual([]);
  });

  it('shows the service requests and card orders the member made, with their titles', async () => {
    const summary = (await get('/api/arrangement-manager/client-api/v2/productsummary')).json() as { groups: { products: { id: string; productKind: string }[] }[] };
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!;
    t.clock.advanceSeconds(60);
    const request = await t.app.inject({ method: 'POST', url: '/api/arrangement-manager/client-api/v2/service-requests/overdraft-protection', cookies: { sid }, payload: { accountId: checking.id, option: 'DEBIT_CARD_OPT_IN' } });
    expect(request.statusCode, request.body).toBe(201);
    const confirmation = (request.json() as { confirmationNumber: string }).confirmationNumber;
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const orders = await t.database.db.selectFrom('card_orders').select('confirmation_number').where('user_id', '=', member.id).execute();
    const items = await list();
    expect(items[0]).toMatchObject({ kind: 'serviceRequest', reference: confirmation, title: disputesManifest.copy.statusTitleServiceOverdraftProtection, status: disputesManifest.copy.statusSubmitted });
    const references = items.map((item) => item.reference);
    for (const row of orders) expect(references).toContain(row.confirmation_number);
    expect((await list(businessSid)).map((item) => item.reference)).not.toContain(confirmation);
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: API })).statusCode).toBe(401);
  });
});

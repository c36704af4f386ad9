import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CertificateList,
  DisputeAccountList,
  DisputeSummary,
  IraOverview,
  LoanApplication,
  OutboxList,
  PaymentOrderList,
  PodAccount,
  ProductSummary,
  ServiceRequestList,
  StatusCenterList,
  StopPayment,
  TrustedUser,
  TrustedUserFeatureLevels,
  TrustedUserList,
} from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { ORDERS, ledgerSum, postOrder } from './payment-orders.support';
import { scopeArrangements } from './trusted-user-account-scope.support';
import { loanOffer } from '../../src/server/domain/lending/disclosure';

const BASE = '/api/access-control/client-api/v3/trusted-users';
const ACCEPT = '/api/access-control/client-api/v3/trusted-user-invitations/acceptance';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const OUTBOX = '/api/dev/outbox';
const PASSWORD = 'Trusted-pass-2026';
const NOT_OWN = errorsManifest.errors.TRUSTED_USER_ACCOUNT_NOT_OWN?.message;

const features: TrustedUserFeatureLevels = { BILL_PAY: 'NO_ACCESS', PROFILE: 'NO_ACCESS', MESSAGES: 'NO_ACCESS', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' };
const idsOf = (summary: ProductSummary): string[] => summary.groups.flatMap((group) => group.products.map((product) => product.id)).sort();

describe.each(databaseKinds())('trusted users reach only the accounts the member shared (%s)', (kind) => {
  let t: TestApp;
  let memberSid: string;
  let trustedSid: string;
  let trustedId: string;
  let accounts: TrustedUserList['accounts'];
  let chosen: string[];
  let unchosen: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    memberSid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, sid?: string, payload?: object) =>
    t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload === undefined ? {} : { payload }) });
  const listed = async (): Promise<TrustedUserList> => (await call('GET', BASE, memberSid)).json() as TrustedUserList;
  const summaryOf = async (sid: string): Promise<string[]> => {
    const response = await call('GET', SUMMARY, sid);
    expect(response.statusCode, response.body).toBe(200);
    return idsOf(response.json() as ProductSummary);
  };
  const invitation = (email: string, accountIds?: string[]) => ({ name: 'Casey Park', email, userType: 'Trusted Member', accessLevel: 'MOVE_MONEY', features, ...(accountIds ? { accountIds } : {}) });

  it('offers the member their open accounts by display name and last 4', async () => {
    ({ accounts } = await listed());
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    for (const account of accounts) expect(account).toEqual({ id: expect.any(String), name: expect.any(String), lastFour: expect.stringMatching(/^\d{4}$/) });
    expect(idsOf((await call('GET', SUMMARY, memberSid)).json() as ProductSummary)).toEqual(accounts.map((account) => account.id).sort());
    // Existing trusted users keep all accounts.
    expect((await listed()).trustedUsers.every((user) => user.accountIds === null)).toBe(true);
  });

  it('invites with two chosen accounts; the trusted user, once accepted and signed in, sees only those', async () => {
    const [checking, savings, other] = accounts;
    chosen = [checking?.id ?? '', savings?.id ?? ''];
    unchosen = other?.id ?? '';
    const email = 'casey.park@example.com';
    const invited = await call('POST', `${BASE}/invitations`, memberSid, invitation(email, chosen));
    expect(invited.statusCode, invited.body).toBe(201);
    const pending = (await listed()).trustedUsers.find((user) => user.id === (invited.json() as { id: string }).id);
    expect([...(pending?.accountIds ?? [])].sort()).toEqual([...chosen].sort());

    const outbox = (await call('GET', OUTBOX, memberSid)).json() as OutboxList;
    const text = outbox.messages.find((message) => message.channel === 'EMAIL' && message.recipient === email)?.text ?? '';
    const token = new RegExp(`${trustedUsersManifest.invitation.linkPath}#([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';
    const accepted = await call('POST', ACCEPT, undefined, { token, mode: 'NEW_USER', username: 'casey.park', password: PASSWORD, mobilePhone: '8005550123' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const active = (await listed()).trustedUsers.find((user) => user.status === 'ACTIVE' && user.name === 'Casey Park') as TrustedUser;
    trustedId = active.id;
    expect([...(active.accountIds ?? [])].sort()).toEqual([...chosen].sort());

    trustedSid = await signInAs(t.app, 'casey.park', PASSWORD);
    expect(await summaryOf(trustedSid)).toEqual([...chosen].sort());
  });

  it("answers an unchosen account's details and transactions exactly as another member's: 404", async () => {
    expect((await call('GET', `${SUMMARY}/arrangements/${chosen[0]}`, trustedSid)).statusCode).toBe(200);
    expect((await call('GET', `${TRANSACTIONS}?arrangementId=${chosen[0]}`, trustedSid)).statusCode).toBe(200);
    const details = await call('GET', `${SUMMARY}/arrangements/${unchosen}`, trustedSid);
    expect(details.statusCode).toBe(404);
    const transactions = await call('GET', `${TRANSACTIONS}?arrangementId=${unchosen}`, trustedSid);
    expect(transactions.statusCode).toBe(404);
    // The owner still reaches it.
    expect((await call('GET', `${SUMMARY}/arrangements/${unchosen}`, memberSid)).statusCode).toBe(200);
  });

  it('refuses a transfer from or to an unchosen account and changes no balance', async () => {
    const before = await Promise.all([unchosen, ...chosen].map((id) => ledgerSum(t, id)));
    const from = await postOrder(t.app, trustedSid, { fromAccountId: unchosen, toAccountId: chosen[0], amountCents: 100 });
    expect(from.statusCode, from.body).toBe(404);
    const to = await postOrder(t.app, trustedSid, { fromAccountId: chosen[0], toAccountId: unchosen, amountCents: 100 });
    expect(to.statusCode, to.body).toBe(404);
    expect(await Promise.all([unchosen, ...chosen].map((id) => ledgerSum(t, id)))).toEqual(before);
  });

  it("applies an edited scope from the trusted user's next request, in the same session", async () => {
    const body = { accessLevel: 'MOVE_MONEY', features, accountIds: [chosen[0], unchosen] };
    const edited = await call('PUT', `${BASE}/${trustedId}`, memberSid, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect([...((edited.json() as TrustedUser).accountIds ?? [])].sort()).toEqual([chosen[0], unchosen].sort());
    expect(await summaryOf(trustedSid)).toEqual([chosen[0] ?? '', unchosen].sort());
    expect((await call('GET', `${SUMMARY}/arrangements/${chosen[1]}`, trustedSid)).statusCode).toBe(404);

    // Back to all accounts: null.
    expect((await call('PUT', `${BASE}/${trustedId}`, memberSid, { ...body, accountIds: null })).statusCode).toBe(200);
    expect(await summaryOf(trustedSid)).toEqual(accounts.map((account) => account.id).sort());
    // Leaving accountIds out changes the access and keeps the accounts.
    expect((await call('PUT', `${BASE}/${trustedId}`, memberSid, { ...body, accountIds: [unchosen] })).statusCode).toBe(200);
    const kept = await call('PUT', `${BASE}/${trustedId}`, memberSid, { accessLevel: 'VIEW_ONLY', features });
    expect((kept.json() as TrustedUser).accountIds).toEqual([unchosen]);
    expect(await summaryOf(trustedSid)).toEqual([unchosen]);
  });

  it("refuses another member's account with the catalogue's message and changes nothing", async () => {
    const business = await signInAs(t.app, 'business');
    const foreign = idsOf((await call('GET', SUMMARY, business)).json() as ProductSummary)[0] ?? '';
    const before = await listed();
    const invited = await call('POST', `${BASE}/invitations`, memberSid, invitation('refused@example.com', [chosen[0] ?? '', foreign]));
    expect(invited.statusCode).toBe(400);
    expect(invited.json()).toEqual({ errors: [{ path: '/accountIds', message: NOT_OWN }] });
    const edited = await call('PUT', `${BASE}/${trustedId}`, memberSid, { accessLevel: 'MOVE_MONEY', features, accountIds: [foreign] });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ errors: [{ path: '/accountIds', message: NOT_OWN }] });
    expect(await listed()).toEqual(before);
    expect(await summaryOf(trustedSid)).toEqual([unchosen]);
  });

  it('lists and reads only the payment orders moving money from or into a shared account', async () => {
    // The member moves money between the two accounts the trusted user no longer reaches.
    const placed = await postOrder(t.app, memberSid, { fromAccountId: chosen[0], toAccountId: chosen[1], amountCents: 100 });
    expect(placed.statusCode, placed.body).toBe(201);
    const all = (await call('GET', `${ORDERS}?state=ALL&size=100`, memberSid)).json() as PaymentOrderList;
    const touches = (order: PaymentOrderList['items'][number]): boolean => order.from.id === unchosen || order.to.id === unchosen;
    const outside = all.items.find((order) => !touches(order));
    expect(outside, 'the member has an order away from the shared account').toBeDefined();
    const listed = await call('GET', `${ORDERS}?state=ALL&size=100`, trustedSid);
    expect(listed.statusCode, listed.body).toBe(200);
    const items = (listed.json() as PaymentOrderList).items;
    expect(items.every(touches)).toBe(true);
    expect(items.map((order) => order.id).sort()).toEqual(all.items.filter(touches).map((order) => order.id).sort());
    expect((await call('GET', `${ORDERS}/${outside?.id}`, trustedSid)).statusCode).toBe(404);
    expect((await call('GET', `${ORDERS}/${outside?.id}`, memberSid)).statusCode).toBe(200);
  });
  it("answers every per-account route on an unshared account exactly as another member's, and lists none of its items", async () => {
    const db = t.database.db;
    const arrange = scopeArrangements(t);
    const checkingRow = await db.selectFrom('arrangements').select(['id', 'agreement_id']).where('id', 'in', accounts.map((account) => account.id)).where('product_kind', '=', 'checking').executeTakeFirstOrThrow();
    const agreementId = checkingRow.agreement_id;
    const checking = checkingRow.id;
    const memberId = (await db.selectFrom('service_agreements').select('primary_user_id').where('id', '=', agreementId).executeTakeFirstOrThrow()).primary_user_id;
    const trustedUserId = (await db.selectFrom('members').select('id').where('username', '=', 'casey.park').executeTakeFirstOrThrow()).id;
    const debitCard = (await db.selectFrom('cards').select('id').where('arrangement_id', '=', checking).where('card_kind', '=', 'debit').where('status', '<>', 'CL').orderBy('issued_at').executeTakeFirstOrThrow()).id;
    const card = await db.selectFrom('cards as c').innerJoin('arrangements as a', 'a.id', 'c.arrangement_id').select(['c.id', 'c.last_four', 'c.arrangement_id']).where('a.agreement_id', '=', agreementId).where('c.card_kind', '=', 'credit').where('c.status', '<>', 'CL').orderBy('c.parent_card_id', 'desc').orderBy('c.issued_at').executeTakeFirstOrThrow();
    // The one shared account: a savings account of its own; everything below lies on the member's other accounts.
    const shared = await arrange.addArrangement(agreementId, 'savings', 'Scope Savings');
    const ira = await arrange.addArrangement(agreementId, 'ira', 'Scope IRA');
    const certificate = await arrange.addCertificate(agreementId);
    const dispute = await arrange.addDispute(memberId, checking);
    const application = await arrange.addApplication(memberId, agreementId);
    const ownApplication = await arrange.addApplication(trustedUserId, agreementId);
    const serviceRequest = await arrange.addServiceRequest(trustedUserId, checking);
    const distribution = await arrange.addDistributionRequest(memberId, ira, checking);
    await db.insertInto('card_rewards').values({ arrangement_id: card.arrangement_id, points_balance: 100_000, cents_per_point: 1 }).onConflict((oc) => oc.column('arrangement_id').doUpdateSet({ points_balance: 100_000 })).execute();
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/payment-order-service/client-api/v2/stop-payments',
      cookies: { sid: memberSid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { kind: 'CHECK', accountId: checking, checkNumber: randomInt(100_000, 999_999_999), reason: 'LOST' },
    });
    expect(stop.statusCode, stop.body).toBe(201);

    const shareOnly = async (ids: string[]): Promise<void> => {
      // Full access, so the card and service routes are the trusted user's to use and only the account rule refuses.
      const edited = await call('PUT', `${BASE}/${trustedId}`, memberSid, { accessLevel: 'FULL_ACCESS', features, accountIds: ids });
      expect(edited.statusCode, edited.body).toBe(200);
    };
    await shareOnly([shared, card.arrangement_id]);
    expect(await summaryOf(trustedSid)).toEqual([shared, card.arrangement_id].sort());

    const reached = new Set([shared, card.arrangement_id]);
    const snapshot = async () => ({
      rows: await Promise.all((['stop_payments', 'cards', 'account_beneficiaries', 'ira_distribution_requests', 'payment_orders', 'journals', 'card_due_date_changes', 'travel_itineraries', 'card_orders', 'loan_disclosures'] as const).map(async (table) => (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
      certificate: await db.selectFrom('certificate_terms').selectAll().where('arrangement_id', '=', certificate).executeTakeFirstOrThrow(),
      distribution: await db.selectFrom('ira_distribution_requests').select('status').where('id', '=', distribution).executeTakeFirstOrThrow(),
      balances: await Promise.all([checking, ira, certificate, shared].map((id) => ledgerSum(t, id))),
    });
    const before = await snapshot();
    const probe = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, cookies: { sid: trustedSid }, headers: { 'idempotency-key': randomUUID() }, ...(payload === undefined ? {} : { payload }) });
    type Probe = [method: 'GET' | 'POST' | 'PUT', url: (id: string) => string, payload?: (id: string) => object];
    /**
     * Each route with the id of an unshared account's item, against the same request with an id nobody has: the two
     * must answer alike (another member's id answers as an unknown one), and neither may succeed.
     */
    const expectUnreached = async (id: string, [method, url, payload]: Probe): Promise<void> => {
      const unshared = await probe(method, url(id), payload?.(id));
      const unknownId = randomUUID();
      const unknown = await probe(method, url(unknownId), payload?.(unknownId));
      expect({ status: unshared.statusCode, body: unshared.body.replaceAll(id, 'ID') }, `${method} ${url(id)}`).toEqual({ status: unknown.statusCode, body: unknown.body.replaceAll(unknownId, 'ID') });
      expect([403, 404], `${method} ${url(id)}: ${unshared.body}`).toContain(unshared.statusCode);
    };
    const refusals: [id: string, probe: Probe][] = [
      [certificate, ['PUT', (id) => `/api/certificates/${id}/renewal`, () => ({ renewalChoice: 'RENEW' })]],
      [certificate, ['GET', (id) => `/api/certificates/${id}/early-closure`]],
      [certificate, ['POST', (id) => `/api/certificates/${id}/early-closure`, () => ({ destinationAccountId: shared })]],
      [checking, ['POST', () => '/api/payment-order-service/client-api/v2/stop-payments', (id) => ({ kind: 'CHECK', accountId: id, checkNumber: randomInt(100_000, 999_999_999), reason: 'LOST' })]],
      [checking, ['GET', (id) => `/api/claims-manager-service/client-api/v1/disputes/disputable-transactions?arrangementId=${id}`]],
      [dispute, ['GET', (id) => `/api/claims-manager-service/client-api/v1/disputes/${id}`]],
      [ira, ['POST', () => '/api/ira/client-api/v1/contributions', (id) => ({ fromArrangementId: shared, iraArrangementId: id, amountCents: 100, taxYear: Number(arrange.today().slice(0, 4)) })]],
      [ira, ['POST', () => '/api/ira/client-api/v1/distribution-requests', (id) => ({ iraArrangementId: id, amountCents: 100, distributionType: 'EARLY', federalWithholdingPercent: 10, destinationArrangementId: shared })]],
      [distribution, ['POST', (id) => `/api/ira/client-api/v1/distribution-requests/${id}/cancel`]],
      [checking, ['PUT', (id) => `/api/pod-beneficiaries/client-api/v1/accounts/${id}/beneficiaries`, () => ({ beneficiaries: [{ fullName: 'Scope Heir', relationship: 'Child', designation: 'PRIMARY', sharePercent: 100 }] })]],
      [checking, ['POST', () => '/api/cards/client-api/v2/redeemcashrewards', (id) => ({ cardId: card.id, amountCents: 100, destinationAccountId: id })]],
      [checking, ['POST', () => '/api/cards/client-api/v2/cards/instant-issuance', (id) => ({ checkingAccountId: id })]],
      [checking, ['POST', () => '/api/cards/client-api/v2/cards/digital-issuance', (id) => ({ checkingAccountId: id })]],
      [application, ['GET', (id) => `/api/lending/client-api/v1/applications/${id}`]],
      [application, ['GET', (id) => `/api/lending/client-api/v1/applications/${id}/disclosure`]],
      [debitCard, ['GET', (id) => `/api/cards/client-api/v2/cards/${id}/protections`]],
      [debitCard, ['GET', (id) => `/api/cards/client-api/v2/cards/100/debit/${id}/maintenance`]],
      [debitCard, ['POST', () => '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary/add', (id) => ({ destinations: [{ countryCode: 'CA' }], startDate: arrange.daysFromToday(2), endDate: arrange.daysFromToday(9), cardIds: [id] })]],
    ];
    for (const [id, route] of refusals) await expectUnreached(id, route);
    // The trusted user's own approved application may not be paid into (or funded from) an unshared account.
    const offer = loanOffer(await db.selectFrom('loan_applications').selectAll().where('id', '=', ownApplication).executeTakeFirstOrThrow(), arrange.today());
    const reviewed = { disclosure: { version: offer?.disclosure.version, fingerprint: offer?.disclosure.fingerprint }, esignConsent: true };
    await expectUnreached(checking, ['POST', () => `/api/lending/client-api/v1/applications/${ownApplication}/acceptance`, (id) => ({ fundingAccountId: id, ...reviewed })]);
    // The shared credit card still reaches its due date; lists hold only items of the shared accounts.
    expect((await probe('GET', `/api/cards/client-api/v2/change-payment-due-date/dueDateInfo?creditCardLastFour=${card.last_four}`)).statusCode).toBe(200);
    const listOf = async <T>(url: string): Promise<T> => {
      const response = await probe('GET', url);
      expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
      return response.json() as T;
    };
    const certificates = await listOf<CertificateList>('/api/certificates');
    expect(certificates.certificates.map((item) => item.id).filter((id) => !reached.has(id))).toEqual([]);
    expect(certificates.savingsAccounts.map((item) => item.id)).toEqual([shared]);
    const stops = await listOf<{ items: StopPayment[] }>('/api/payment-order-service/client-api/v2/stop-payments');
    expect(stops.items).toEqual([]);
    expect((await listOf<{ disputes: DisputeSummary[] }>('/api/claims-manager-service/client-api/v1/disputes')).disputes.map((item) => item.disputeId)).not.toContain(dispute);
    const disputeAccounts = (await listOf<DisputeAccountList>('/api/claims-manager-service/client-api/v1/disputes/accounts')).accounts.map((account) => account.arrangementId);
    expect(disputeAccounts).toContain(card.arrangement_id);
    expect(disputeAccounts.every((id) => reached.has(id))).toBe(true);
    expect((await listOf<{ orderable: { accountId: string }[] }>('/api/cards/client-api/v2/cards/maintenance')).orderable.map((account) => account.accountId)).toEqual([card.arrangement_id]);
    const iras = await listOf<IraOverview>('/api/ira/client-api/v1/iras');
    expect(iras.iras).toEqual([]);
    expect([...iras.sources, ...iras.destinations].every((account) => reached.has(account.arrangementId))).toBe(true);
    expect((await listOf<{ accounts: PodAccount[] }>('/api/pod-beneficiaries/client-api/v1/accounts')).accounts.map((account) => account.arrangementId)).toEqual([shared]);
    const applications = (await listOf<{ applications: LoanApplication[] }>('/api/lending/client-api/v1/applications')).applications.map((item) => item.id);
    expect(applications).toContain(ownApplication);
    expect(applications).not.toContain(application);
    expect((await listOf<ServiceRequestList>('/api/arrangement-manager/client-api/v2/service-requests')).map((item) => item.id)).not.toContain(serviceRequest);
    const status = (await listOf<StatusCenterList>('/api/user-manager/client-api/v1/status-center')).requests.map((item) => item.id);
    expect(status).toContain(ownApplication);
    expect(status.filter((id) => [dispute, application, serviceRequest].includes(id))).toEqual([]);

    // With the card unshared too, its due date is not found either.
    await shareOnly([shared]);
    // The card's last four, then four digits no card has.
    const unusedFour = String((Number(card.last_four) + 1) % 10_000).padStart(4, '0');
    const dueDate: Probe[] = [
      ['GET', (four) => `/api/cards/client-api/v2/change-payment-due-date/dueDateInfo?creditCardLastFour=${four}`],
      ['POST', () => '/api/cards/client-api/v2/change-payment-due-date/submitChangeDueDate', (four) => ({ creditCardLastFour: four, newDueDay: 10 })],
      ['POST', (four) => `/api/cards/client-api/v2/change-payment-due-date/cancelChangeDueDate?creditCardLastFour=${four}`],
    ];
    const held = new Set((await db.selectFrom('cards').select('last_four').execute()).map((row) => row.last_four));
    expect(held.has(unusedFour), 'four digits no card has').toBe(false);
    for (const [method, url, payload] of dueDate) {
      const unshared = await probe(method, url(card.last_four), payload?.(card.last_four));
      const unknown = await probe(method, url(unusedFour), payload?.(unusedFour));
      expect({ status: unshared.statusCode, body: unshared.body }, `${method} ${url(card.last_four)}`).toEqual({ status: unknown.statusCode, body: unknown.body });
      expect(unshared.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    // The member still reaches it all.
    expect((await call('GET', `/api/certificates/${certificate}/early-closure`, memberSid)).statusCode).toBe(200);
    expect((await call('GET', `/api/claims-manager-service/client-api/v1/disputes/${dispute}`, memberSid)).statusCode).toBe(200);
  });
});

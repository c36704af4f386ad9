import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList, PaymentOrderList, ProductSummary, TrustedUser, TrustedUserFeatureLevels, TrustedUserList } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { ORDERS, ledgerSum, postOrder } from './payment-orders.support';

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
});

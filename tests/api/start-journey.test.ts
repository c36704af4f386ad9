/**
 * What `npm start` serves, on whatever day the process clock says (the calendar run fakes it with libfaketime): the
 * real server process over a fresh embedded database seeds six months ending today, and `member` signs in, sees the
 * summary, makes a transfer and schedules one. No pinned clock here on purpose: this is the product on the real day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PaymentOrderReceipt, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { businessDate } from '../../src/server/domain/business-date';
import { startServer, type RunningServer } from '../e2e/support/server';
import { DEMO_PASSWORD } from '../support/test-app';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';

describe('the started server on the process clock', () => {
  let server: RunningServer;
  let cookie = '';
  const call = async (method: string, path: string, body?: object): Promise<{ status: number; json: unknown }> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      // The Origin the web app's own page sends (a cookie-carrying write without one is refused).
      headers: { cookie, origin: server.baseUrl, ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };
  const summary = async (): Promise<ProductSummaryEntry[]> => {
    const response = await call('GET', '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=true');
    expect(response.status).toBe(200);
    return (response.json as ProductSummary).groups.flatMap((group) => group.products);
  };
  const byKind = (products: ProductSummaryEntry[], kind: string): ProductSummaryEntry => {
    const product = products.find((entry) => entry.productKind === kind);
    if (!product) throw new Error(`member has no ${kind} account`);
    return product;
  };

  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('lets member sign in, see the summary, make a transfer and schedule one', async () => {
    const signIn = await fetch(`${server.baseUrl}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: DEMO_PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    const before = await summary();
    const [checking, savings] = [byKind(before, 'checking'), byKind(before, 'savings')];
    expect(checking.availableBalanceCents).toBeGreaterThan(2_500);

    const now = await call('POST', ORDERS, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 2_500 });
    expect(now.status, JSON.stringify(now.json)).toBe(201);
    expect((now.json as PaymentOrderReceipt).paymentOrder.state).toBe('POSTED');
    const after = await summary();
    expect(byKind(after, 'checking').availableBalanceCents).toBe(checking.availableBalanceCents! - 2_500);

    const executionDate = addBusinessDays(onOrAfterBusinessDay(businessDate(new Date())), 3);
    const later = await call('POST', ORDERS, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 1_000, timing: 'FUTURE', executionDate });
    expect(later.status, JSON.stringify(later.json)).toBe(201);
    expect((later.json as PaymentOrderReceipt).paymentOrder).toMatchObject({ state: 'SCHEDULED', executionDate });
  }, 60_000);
});

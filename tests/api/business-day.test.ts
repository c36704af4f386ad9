import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBusinessDay } from '../../engine/core/business-days';
import { addCalendarDays, businessDateAt, startOfDateIn } from '../../engine/core/calendar';
import type { PaymentOrderReceipt } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { postOrder, productOf, productsOf } from './payment-orders.support';

const { calendar } = appManifest;
const CLOCK_BLOCK = /<script type="application\/json" id="page-clock">([^<]*)<\/script>/;
const MINUTE_MS = 60_000;

/**
 * One business day: late in the evening in New York the UTC date has already moved on, yet every answer (a posting's
 * day, what counts as a future date, the date the page gives the browser) is the credit union's date.
 */
describe.each(databaseKinds())('the credit union\'s business day late in the evening and just after midnight (%s)', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let sid: string;
  let day: string;

  /** Moves the pinned clock forward to `minutes` after midnight (New York) of `date`. */
  const moveClockTo = (date: string, minutes: number) => {
    const target = startOfDateIn(date, calendar.timeZone).getTime() + minutes * MINUTE_MS;
    const now = t.clock.now().getTime();
    if (target < now) throw new Error(`the test clock only moves forward (${new Date(target).toISOString()} is before now)`);
    t.clock.advanceSeconds((target - now) / 1000);
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'cu-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
    t = await createTestApp(kind, { config: { webRoot } });
    day = businessDateAt(t.clock.now(), calendar);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const transfer = async (payload: object) => {
    const products = await productsOf(t.app, sid);
    return postOrder(t.app, sid, { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, ...payload });
  };
  /** The days the member's transaction lines of an order's postings are booked on. */
  const bookingDatesOf = async (orderId: string): Promise<string[]> => {
    const { rows } = await sql<{ booking_date: string }>`
      select distinct m.booking_date::text as booking_date from transactions m
      join payment_order_executions x on x.journal_id = m.journal_id where x.payment_order_id = ${orderId}`.execute(t.database.db);
    return rows.map((row) => row.booking_date);
  };

  it('at 23:30 Eastern books a transfer on that day, takes the next day as a future date and refuses that day as one', async () => {
    moveClockTo(day, 23 * 60 + 30);
    expect(t.clock.now().toISOString().slice(0, 10)).toBe(addCalendarDays(day, 1)); // UTC is already tomorrow
    sid = await signInAs(t.app, 'member');

    const now = await transfer({ amountCents: 1_23 });
    expect(now.statusCode, now.body).toBe(201);
    const posted = (now.json() as PaymentOrderReceipt).paymentOrder;
    expect(posted.executionDate).toBe(day);
    expect(await bookingDatesOf(posted.id)).toEqual([day]);

    const tomorrow = nextBusinessDay(day);
    const scheduled = await transfer({ amountCents: 4_56, timing: 'FUTURE', executionDate: tomorrow });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect((scheduled.json() as PaymentOrderReceipt).paymentOrder).toMatchObject({ state: 'SCHEDULED', executionDate: tomorrow });

    const sameDay = await transfer({ amountCents: 7_89, timing: 'FUTURE', executionDate: day });
    expect(sameDay.statusCode).toBe(400);
  });

  it('gives the browser the server\'s clock with the page, so a form\'s today is the credit union\'s', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/move-money/transfers', cookies: { sid } });
    const served = JSON.parse(CLOCK_BLOCK.exec(page.body)?.[1] ?? 'null') as { now: string } | null;
    expect(served).toEqual({ now: t.clock.now().toISOString() });
    expect(businessDateAt(new Date(served?.now ?? ''), calendar)).toBe(day);
  });

  it('at 00:30 Eastern the next day books on the new day', async () => {
    const next = addCalendarDays(day, 1);
    moveClockTo(next, 30);
    sid = await signInAs(t.app, 'member');
    const now = await transfer({ amountCents: 2_34 });
    expect(now.statusCode, now.body).toBe(201);
    const posted = (now.json() as PaymentOrderReceipt).paymentOrder;
    expect(posted.executionDate).toBe(next);
    expect(await bookingDatesOf(posted.id)).toEqual([next]);
  });
});

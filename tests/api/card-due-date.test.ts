import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDueDateInfo, CardItem } from '../../engine/core/generated/api.gen';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { addMonths } from '../../engine/core/calendar';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardTablesPrint, findListed, post } from './cards.support';

const DUE = `${CARDS}/change-payment-due-date`;

describe.each(databaseKinds())('cards: change of payment due date (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let card: CardItem;
  let lastFour: string;
  const info = (four: string, session = sid) => t.app.inject({ method: 'GET', url: `${DUE}/dueDateInfo?creditCardLastFour=${encodeURIComponent(four)}`, cookies: { sid: session } });
  const submit = (newDueDay: number, four = lastFour, session = sid) => post(t, `${DUE}/submitChangeDueDate`, session, { creditCardLastFour: four, newDueDay });
  const cancel = (four = lastFour, session = sid) => post(t, `${DUE}/cancelChangeDueDate?creditCardLastFour=${encodeURIComponent(four)}`, session);
  const { firstDay, lastDay, periodMonths } = limitsManifest.cards.dueDate;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    card = await findListed(t.app, sid, (candidate) => candidate.type === 'CREDIT');
    lastFour = card.maskedNumber.slice(-4);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the current due day and the days allowed instead, by the last four digits', async () => {
    const response = await info(lastFour);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CardDueDateInfo;
    expect(answer).toEqual({
      creditCardLastFour: lastFour,
      cardId: card.id,
      currentDueDay: 25,
      availableDueDays: Array.from({ length: lastDay - firstDay + 1 }, (_, index) => firstDay + index).filter((day) => day !== 25),
      pendingChange: null,
      nextChangeAllowedOn: null,
    });
  });

  it('refuses anything but four digits with the catalogue message (400)', async () => {
    const expected = { errors: [{ path: '/creditCardLastFour', message: errorsManifest.errors.CARD_LAST_FOUR_INVALID!.message }] };
    for (const bad of ['123', '12345', 'abcd', '12 4', '']) {
      const response = await info(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect((await submit(10, '12a4')).json()).toEqual(expected);
    expect((await cancel('1')).json()).toEqual(expected);
  });

  it('submits a change (pending), refuses a second while it is pending, and cancels it', async () => {
    const submitted = await submit(10);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const today = businessDate(t.clock.now());
    expect(submitted.json()).toMatchObject({ currentDueDay: 25, pendingChange: { newDueDay: 10, requestedAt: t.clock.now().toISOString() }, nextChangeAllowedOn: addMonths(today, periodMonths) });
    const second = await submit(12);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.DUE_DATE_CHANGE_PENDING!.message }] });

    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ pendingChange: null, nextChangeAllowedOn: null });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.DUE_DATE_NO_PENDING_CHANGE!.message }] });
  });

  it('refuses the current day or one outside the allowed days (422)', async () => {
    const message = errorsManifest.errors.DUE_DATE_DAY_UNAVAILABLE!.message.replace('{first}', String(firstDay)).replace('{last}', String(lastDay));
    for (const day of [25, lastDay + 1]) {
      const response = await submit(day);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: [{ path: '/newDueDay', message }] });
    }
    expect((await submit(0)).statusCode).toBe(400);
  });

  it('allows one change per period: after an applied change the next is refused with the date it is allowed again', async () => {
    expect((await submit(12)).statusCode).toBe(200);
    await t.database.db.updateTable('card_due_date_changes').set({ status: 'APPLIED' }).where('status', '=', 'PENDING').execute();
    const next = addMonths(businessDate(t.clock.now()), periodMonths);
    const before = await cardTablesPrint(t);
    const refused = await submit(14);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [{ path: '/newDueDay', message: errorsManifest.errors.DUE_DATE_CHANGE_LIMIT!.message.replace('{months}', String(periodMonths)).replace('{date}', next) }] });
    expect(await cardTablesPrint(t)).toBe(before);
    expect(((await info(lastFour)).json() as CardDueDateInfo).nextChangeAllowedOn).toBe(next);
  });

  it("answers 404 for another member's card and 403 to a view-only trusted member for changes, changing nothing", async () => {
    const theirs = (await cardList(t.app, await signInAs(t.app, 'business'))).find((candidate) => candidate.type === 'CREDIT')!.maskedNumber.slice(-4);
    const trusted = await signInAs(t.app, 'trusted');
    const before = await cardTablesPrint(t);
    expect((await info(theirs)).statusCode).toBe(theirs === lastFour ? 200 : 404);
    if (theirs !== lastFour) {
      expect((await submit(9, theirs)).statusCode).toBe(404);
      expect((await cancel(theirs)).statusCode).toBe(404);
    }
    expect((await info(lastFour, trusted)).statusCode).toBe(200);
    expect((await submit(9, lastFour, trusted)).statusCode).toBe(403);
    expect((await cancel(lastFour, trusted)).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });
});

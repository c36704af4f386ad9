import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardAuthorizedUserList, CardItem, ChildCard } from '../../engine/core/generated/api.gen';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { addMonths } from '../../engine/core/calendar';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardTablesPrint, findListed, post } from './cards.support';

const person = { firstName: 'Jamie', lastName: "O'Neil", dateOfBirth: '2001-05-14', relationship: 'CHILD' };

describe.each(databaseKinds())('cards: authorized users (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let card: CardItem;
  const usersPath = (cardId: string) => `${CARDS}/cards/${cardId}/authorized-users`;
  const list = async (cardId: string, session = sid) => {
    const response = await t.app.inject({ method: 'GET', url: usersPath(cardId), cookies: { sid: session } });
    return { status: response.statusCode, users: response.statusCode === 200 ? (response.json() as CardAuthorizedUserList).users : [] };
  };
  const remove = (cardId: string, childId: string, session = sid) => t.app.inject({ method: 'DELETE', url: `${usersPath(cardId)}/${childId}`, cookies: { sid: session } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    card = await findListed(t.app, sid, (candidate) => candidate.type === 'CREDIT');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the card's authorized user (seeded: Riley Morgan, not a member)", async () => {
    const { status, users } = await list(card.id);
    expect(status).toBe(200);
    expect(users).toEqual(card.additions.childCards);
    expect(users.map((user) => [user.holderName, user.role, user.status])).toEqual([['Riley Morgan', 'Authorized User', 'AC']]);
  });

  it('adds an authorized user: a child card of their own with a new number, awaiting activation, on the card list too', async () => {
    const response = await post(t, usersPath(card.id), sid, person);
    expect(response.statusCode, response.body).toBe(201);
    const child = response.json() as ChildCard;
    expect(child).toEqual({ id: expect.any(String), lastFour: expect.stringMatching(/^\d{4}$/), productCode: '313', holderName: "Jamie O'Neil", status: 'IN', lockStatus: 'UNLOCKED', role: 'Authorized User', cardNumber: `••••${child.lastFour}` });
    const row = await t.database.db.selectFrom('cards').selectAll().where('id', '=', child.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_card_id: card.id, holder_user_id: null, account_summary_type: 'AU', account_ownership_code: 'USR', arrangement_id: card.additions.arrangementId });
    expect((await list(card.id)).users.map((user) => user.id)).toContain(child.id);
    const listed = (await cardList(t.app, sid)).find((candidate) => candidate.id === card.id)!;
    expect(listed.additions.childCards.map((entry) => entry.id)).toContain(child.id);
    expect((await cardList(t.app, sid)).map((candidate) => candidate.id)).not.toContain(child.id);
  });

  it('refuses a bad form (400), someone too young and more than the limit (422), changing nothing', async () => {
    const before = await cardTablesPrint(t);
    const bad = await post(t, usersPath(card.id), sid, { firstName: '', lastName: 'X', dateOfBirth: '2001-02-30', relationship: 'BOSS' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((entry) => entry.path).sort()).toEqual(['/dateOfBirth', '/firstName', '/relationship']);
    const age = limitsManifest.cards.authorizedUserMinimumAge;
    const young = await post(t, usersPath(card.id), sid, { ...person, dateOfBirth: addMonths(businessDate(t.clock.now()), -12 * age + 1) });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toEqual({ errors: [{ path: '/dateOfBirth', message: errorsManifest.errors.AUTHORIZED_USER_TOO_YOUNG!.message.replace('{age}', String(age)) }] });
    expect(await cardTablesPrint(t)).toBe(before);

    const max = limitsManifest.cards.maxAuthorizedUsers;
    while ((await list(card.id)).users.length < max) expect((await post(t, usersPath(card.id), sid, person)).statusCode).toBe(201);
    const full = await post(t, usersPath(card.id), sid, person);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.AUTHORIZED_USER_LIMIT!.message.replace('{max}', String(max)) }] });
  });

  it('removes an authorized user: their card is closed and locked; removing again is 404', async () => {
    const [first] = (await list(card.id)).users;
    const response = await remove(card.id, first!.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.database.db.selectFrom('cards').select(['status', 'lock_status', 'closed_reason']).where('id', '=', first!.id).executeTakeFirstOrThrow()).toEqual({ status: 'CL', lock_status: 'LOCKED', closed_reason: 'REMOVED' });
    expect((await list(card.id)).users.map((user) => user.id)).not.toContain(first!.id);
    expect((await remove(card.id, first!.id)).statusCode).toBe(404);
    // Only child cards of this card, and only authorized users: not the card itself.
    expect((await remove(card.id, card.id)).statusCode).toBe(404);
  });

  it("answers 404 for another member's card or child, 404 for a debit card, and 403 to a view-only trusted member, changing nothing", async () => {
    const businessSid = await signInAs(t.app, 'business');
    const theirs = (await cardList(t.app, businessSid)).find((candidate) => candidate.type === 'CREDIT')!;
    const theirChild = (await post(t, usersPath(theirs.id), businessSid, person).then((response) => response.json())) as ChildCard;
    const debit = await findListed(t.app, sid, (candidate) => candidate.type === 'DEBIT');
    const trusted = await signInAs(t.app, 'trusted');
    const [mine] = (await list(card.id)).users;
    const before = await cardTablesPrint(t);
    expect((await list(theirs.id)).status).toBe(404);
    expect((await post(t, usersPath(theirs.id), sid, person)).statusCode).toBe(404);
    expect((await remove(theirs.id, theirChild.id)).statusCode).toBe(404);
    expect((await remove(card.id, theirChild.id)).statusCode).toBe(404);
    expect((await list(debit.id)).status).toBe(404);
    expect((await list(card.id, trusted)).status).toBe(200);
    expect((await post(t, usersPath(card.id), trusted, person)).statusCode).toBe(403);
    expect((await remove(card.id, mine!.id, trusted)).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelItinerary, TravelItineraryList } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const TRAVEL = '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary';

// The shipped config sets a longest plan (a limit config may leave out); these tests hold the server to it.
const maxDays = cardsManifest.travelPlans.maxDays ?? Number.NaN;

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('travel plans (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let today: string;
  let cardIds: string[];
  let businessCardId: string;
  let closedCardId: string;

  const call = (action: 'retrieve' | 'add' | 'delete', payload?: object, session = sid) =>
    t.app.inject({ method: 'POST', url: `${TRAVEL}/${action}`, cookies: { sid: session }, ...(payload ? { payload } : {}) });
  const edit = (id: string, payload: object, session = sid) => t.app.inject({ method: 'PUT', url: `${TRAVEL}/${id}`, cookies: { sid: session }, payload });
  const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: { path: string; message: string }[] }).errors;
  const list = async (session = sid) => ((await call('retrieve', undefined, session)).json() as TravelItineraryList).itineraries;
  const plan = (changes: object = {}) => ({ destinations: [{ countryCode: 'JP' }, { countryCode: 'KR' }], startDate: shift(today, 3), endDate: shift(today, 10), cardIds, ...changes });
  const planCount = async () => (await t.database.db.selectFrom('travel_itineraries').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    today = businessDate(t.clock.now());
    const cards = await t.database.db
      .selectFrom('cards as c')
      .innerJoin('members as m', 'm.id', 'c.holder_user_id')
      .select(['c.id', 'm.username'])
      .where('c.status', '=', 'AC')
      .where('c.parent_card_id', 'is', null)
      .where('m.username', 'in', ['member', 'business'])
      .execute();
    cardIds = cards.filter((card) => card.username === 'member').map((card) => card.id).sort();
    businessCardId = cards.find((card) => card.username === 'business')!.id;
    // A closed card of member's own: a copy of the debit card, replaced long ago.
    const debit = await t.database.db.selectFrom('cards').selectAll().where('id', 'in', cardIds).where('card_kind', '=', 'debit').executeTakeFirstOrThrow();
    closedCardId = randomUUID();
    await t.database.db
      .insertInto('cards')
      .values({ ...debit, id: closedCardId, status: 'CL', card_token: `tok_${randomUUID().replace(/-/g, '').slice(0, 24)}`, closed_at: t.clock.now(), closed_reason: 'LOST' })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded trip with English country names', async () => {
    const [seeded] = await list();
    expect(seeded).toMatchObject({
      destinations: [
        { countryCode: 'FR', countryName: 'France' },
        { countryCode: 'IT', countryName: 'Italy' },
      ],
      startDate: shift(today, 14),
      endDate: shift(today, 28),
    });
    expect(seeded?.cardIds.length).toBe(2);
  });

  it("names the countries in the reader's language: a Spanish member reads the list and a new plan in Spanish", async () => {
    const members = t.database.db.updateTable('members').where('username', '=', 'member');
    await members.set({ language: 'es-US' }).execute();
    try {
      const [seeded] = await list();
      expect(seeded?.destinations).toEqual([
        { countryCode: 'FR', countryName: 'Francia' },
        { countryCode: 'IT', countryName: 'Italia' },
      ]);
      const added = await call('add', plan({ destinations: [{ countryCode: 'DE' }, { countryCode: 'US' }] }));
      expect(added.statusCode, added.body).toBe(201);
      // Config's plainer Spanish name wins over the ISO list's official one.
      expect((added.json() as TravelItinerary).destinations).toEqual([
        { countryCode: 'DE', countryName: 'Alemania' },
        { countryCode: 'US', countryName: 'Estados Unidos' },
      ]);
      expect((await call('delete', { id: (added.json() as TravelItinerary).id })).statusCode).toBe(200);
    } finally {
      await members.set({ language: 'en-US' }).execute();
    }
  });

  it('adds a plan and lists it, soonest first', async () => {
    const response = await call('add', plan());
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json() as TravelItinerary;
    expect(added).toMatchObject({ destinations: [{ countryCode: 'JP', countryName: 'Japan' }, { countryCode: 'KR', countryName: 'South Korea' }], startDate: shift(today, 3), endDate: shift(today, 10) });
    expect([...added.cardIds].sort()).toEqual(cardIds);
    const itineraries = await list();
    expect(itineraries[0]?.id).toBe(added.id);
    expect(itineraries).toHaveLength(2);
  });

  type Changes = (day: string) => object;
  const refusals: [string, Changes, string, string | undefined][] = [
    ['a code the ISO 3166-1 list does not have', () => ({ destinations: [{ countryCode: 'ZZ' }] }), '/destinations/0/countryCode', cardsManifest.messages.unknownCountry],
    ['a country twice', () => ({ destinations: [{ countryCode: 'FR' }, { countryCode: 'FR' }] }), '/destinations', cardsManifest.messages.travelDuplicateDestination],
    ['a start in the past', (day) => ({ startDate: shift(day, -1) }), '/startDate', cardsManifest.messages.travelStartInPast],
    ['an end before the start', (day) => ({ startDate: shift(day, 5), endDate: shift(day, 4) }), '/endDate', cardsManifest.messages.travelEndBeforeStart],
    ['a trip longer than the limit', (day) => ({ startDate: day, endDate: shift(day, maxDays) }), '/endDate', undefined],
    ['a start too far ahead', (day) => ({ startDate: shift(day, cardsManifest.travelPlans.maxDaysAhead + 1), endDate: shift(day, cardsManifest.travelPlans.maxDaysAhead + 2) }), '/startDate', undefined],
    ['a closed card', () => ({ cardIds: [closedCardId] }), '/cardIds/0', cardsManifest.messages.travelUnknownCard],
  ];
  it.each(refusals)('refuses %s (422) and adds nothing', async (_name, changes, path, message) => {
    const before = await planCount();
    const response = await call('add', plan(changes(today)));
    expect(response.statusCode, response.body).toBe(422);
    const [error] = (response.json() as { errors: { path: string; message: string }[] }).errors;
    expect(error?.path).toBe(path);
    if (message) expect(error?.message).toBe(message);
    expect(await planCount()).toBe(before);
  });

  it("answers 404 for another member's card and adds nothing", async () => {
    const before = await planCount();
    expect((await call('add', plan({ cardIds: [businessCardId] }))).statusCode).toBe(404);
    expect(await planCount()).toBe(before);
  });

  it('accepts a trip of exactly the longest length', async () => {
    const response = await call('add', plan({ startDate: today, endDate: shift(today, maxDays - 1), destinations: [{ countryCode: 'CA' }] }));
    expect(response.statusCode, response.body).toBe(201);
    await call('delete', { id: (response.json() as TravelItinerary).id });
  });

  it('answers every problem of a plan in one 422 and adds nothing', async () => {
    const before = await planCount();
    const response = await call('add', { destinations: [], startDate: shift(today, 5), endDate: shift(today, 4), cardIds: [] });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorsOf(response)).toEqual([
      { path: '/destinations', message: cardsManifest.messages.travelDestinationsRequired },
      { path: '/endDate', message: cardsManifest.messages.travelEndBeforeStart },
      { path: '/cardIds', message: cardsManifest.messages.travelCardsRequired },
    ]);
    const missing = await call('add', { destinations: [{ countryCode: 'ZZ' }], cardIds: [closedCardId] });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(errorsOf(missing)).toEqual([
      { path: '/destinations/0/countryCode', message: cardsManifest.messages.unknownCountry },
      { path: '/startDate', message: cardsManifest.messages.travelStartRequired },
      { path: '/endDate', message: cardsManifest.messages.travelEndRequired },
      { path: '/cardIds/0', message: cardsManifest.messages.travelUnknownCard },
    ]);
    expect(await planCount()).toBe(before);
  });

  it('takes any country of the ISO 3166-1 list, beyond the few config once listed', async () => {
    const response = await call('add', plan({ destinations: [{ countryCode: 'BT' }, { countryCode: 'AQ' }] }));
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as TravelItinerary).destinations).toEqual([
      { countryCode: 'BT', countryName: 'Bhutan' },
      { countryCode: 'AQ', countryName: 'Antarctica' },
    ]);
    await call('delete', { id: (response.json() as TravelItinerary).id });
  });

  it('edits a plan under the same rules: every problem at once changes nothing, a good edit replaces it', async () => {
    const added = (await call('add', plan({ destinations: [{ countryCode: 'PE' }] }))).json() as TravelItinerary;
    const refused = await edit(added.id, { destinations: [{ countryCode: 'PE' }], startDate: shift(today, -2), endDate: shift(today, -3), cardIds: [] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused).map((error) => error.path)).toEqual(['/startDate', '/endDate', '/cardIds']);
    expect((await list()).find((entry) => entry.id === added.id)).toEqual(added);

    const response = await edit(added.id, { destinations: [{ countryCode: 'CL' }, { countryCode: 'AR' }], startDate: shift(today, 4), endDate: shift(today, 12), cardIds: [cardIds[0]] });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { id: added.id, destinations: [{ countryCode: 'CL', countryName: 'Chile' }, { countryCode: 'AR', countryName: 'Argentina' }], startDate: shift(today, 4), endDate: shift(today, 12), cardIds: [cardIds[0]], createdAt: added.createdAt };
    expect(response.json()).toEqual(expected);
    expect((await list()).find((entry) => entry.id === added.id)).toEqual(expected);
    await call('delete', { id: added.id });
  });

  it('lets a trip already under way keep its past departure day when edited', async () => {
    const id = randomUUID();
    const owner = await t.database.db.selectFrom('travel_itineraries').select(['owner_id', 'created_by']).executeTakeFirstOrThrow();
    await t.database.db.insertInto('travel_itineraries').values({ id, owner_id: owner.owner_id, created_by: owner.created_by, start_date: shift(today, -3), end_date: shift(today, 2), created_at: t.clock.now() }).execute();
    await t.database.db.insertInto('travel_itinerary_destinations').values({ itinerary_id: id, position: 0, country_code: 'IS' }).execute();
    const longer = await edit(id, { destinations: [{ countryCode: 'IS' }], startDate: shift(today, -3), endDate: shift(today, 6), cardIds });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ startDate: shift(today, -3), endDate: shift(today, 6) });
    const earlier = await edit(id, { destinations: [{ countryCode: 'IS' }], startDate: shift(today, -4), endDate: shift(today, 6), cardIds });
    expect(earlier.statusCode).toBe(422);
    expect(errorsOf(earlier)).toEqual([{ path: '/startDate', message: cardsManifest.messages.travelStartInPast }]);
    await call('delete', { id });
  });

  it("answers 404 for editing another member's plan or one that does not exist, and changes nothing", async () => {
    const added = (await call('add', plan({ destinations: [{ countryCode: 'NO' }] }))).json() as TravelItinerary;
    const businessSid = await signInAs(t.app, 'business');
    expect((await edit(added.id, plan({ cardIds: [businessCardId] }), businessSid)).statusCode).toBe(404);
    expect((await edit(randomUUID(), plan())).statusCode).toBe(404);
    expect((await edit(added.id, plan({ cardIds: [businessCardId] }))).statusCode).toBe(404);
    expect((await list()).find((entry) => entry.id === added.id)).toEqual(added);
    await call('delete', { id: added.id });
  });

  it.each([
    ['a lower-case country', { destinations: [{ countryCode: 'fr' }] }],
    ['a card id that is not an id', { cardIds: ['card-1'] }],
  ])('refuses %s (400)', async (_name, changes) => {
    expect((await call('add', plan(changes))).statusCode).toBe(400);
  });

  it('deletes a plan; a plan that is not the member\'s is 404', async () => {
    const added = (await call('add', plan({ destinations: [{ countryCode: 'MX' }] }))).json() as TravelItinerary;
    const businessSid = await signInAs(t.app, 'business');
    expect((await call('delete', { id: added.id }, businessSid)).statusCode).toBe(404);
    expect((await list()).map((entry) => entry.id)).toContain(added.id);
    const response = await call('delete', { id: added.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect((await list()).map((entry) => entry.id)).not.toContain(added.id);
    expect((await call('delete', { id: added.id })).statusCode).toBe(404);
    expect(await list(businessSid)).toEqual([]);
  });

  it('lets a view-only trusted user look, not add, edit or delete', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const seen = await list(trusted);
    expect(seen.length).toBeGreaterThan(0);
    const before = await planCount();
    expect((await call('add', plan(), trusted)).statusCode).toBe(403);
    expect((await edit(seen[0]!.id, plan(), trusted)).statusCode).toBe(403);
    expect((await call('delete', { id: seen[0]!.id }, trusted)).statusCode).toBe(403);
    expect(await planCount()).toBe(before);
  });
});

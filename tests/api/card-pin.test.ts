import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItem, StepUpError } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { verifyPassword } from '../../src/server/auth/password';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardPath, cardTablesPrint, findListed, post } from './cards.support';
import { passBySms } from './step-up.support';

const PIN = '8642';

const pinPath = (card: CardItem): string => (card.type === 'DEBIT' ? `${cardPath(card)}/pin/reset` : `${CARDS}/cards/${card.id}/pin`);

/** Every string value anywhere in a parsed log line. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe.each(databaseKinds())('cards: PIN reset and change (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(kind, { config: { demoMode: true }, logger: { level: 'trace', stream } });
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks for the identity check (307 CHALLENGE), then sets the PIN; only a salted scrypt hash is stored, and the PIN is in no log', async () => {
    for (const card of [await findListed(t.app, sid, (c) => c.type === 'DEBIT' && c.status === 'AC'), await findListed(t.app, sid, (c) => c.type === 'CREDIT')]) {
      const challenged = await post(t, pinPath(card), sid, { pin: PIN, confirmPin: PIN });
      expect(challenged.statusCode, challenged.body).toBe(307);
      expect(challenged.json()).toMatchObject({ status: 'CHALLENGE', event: 'pinChange' } satisfies Partial<StepUpError>);
      expect((await t.database.db.selectFrom('cards').select('pin_hash').where('id', '=', card.id).executeTakeFirstOrThrow()).pin_hash).toBeNull();

      sid = await passBySms(t.app, sid);
      const changed = await post(t, pinPath(card), sid, { pin: PIN, confirmPin: PIN });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ status: 'PIN_CHANGED', changedAt: t.clock.now().toISOString() });

      const row = await t.database.db.selectFrom('cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
      expect(row.pin_hash).toMatch(/^scrypt\$/);
      expect(row.pin_hash).not.toContain(PIN);
      expect(await verifyPassword(PIN, row.pin_hash!)).toBe(true);
      expect((await findListed(t.app, sid, (c) => c.id === card.id)).additions.pinSet).toBe(true);
    }
    const hashes = await t.database.db.selectFrom('cards').select('pin_hash').where('pin_hash', 'is not', null).execute();
    expect(new Set(hashes.map((row) => row.pin_hash)).size).toBe(hashes.length);

    // Even a handler that logged the body would not write the PIN: app.ts redacts pin and confirmPin.
    t.app.log.info({ body: { pin: PIN, confirmPin: PIN } }, 'redaction probe');
    expect(logLines.find((line) => line.includes('redaction probe'))).toContain('[redacted]');
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toMatch(/"(pin|confirmPin)":"\d{4}"/);
      expect(stringsOf(JSON.parse(line))).not.toContain(PIN);
    }
  });

  it('refuses the current PIN again (after the check) and a confirmation that differs (before it)', async () => {
    const card = await findListed(t.app, sid, (c) => c.type === 'CREDIT');
    const mismatch = await post(t, pinPath(card), sid, { pin: '1357', confirmPin: '1358' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ errors: [{ path: '/confirmPin', message: errorsManifest.errors.CARD_PIN_MISMATCH!.message }] });
    expect((await post(t, pinPath(card), sid, { pin: '12a4', confirmPin: '12a4' })).statusCode).toBe(400);

    expect((await post(t, pinPath(card), sid, { pin: PIN, confirmPin: PIN })).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const reused = await post(t, pinPath(card), sid, { pin: PIN, confirmPin: PIN });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: [{ path: '/pin', message: errorsManifest.errors.CARD_PIN_REUSED!.message }] });
  });

  it("answers 404 for another member's card and 403 to a view-only trusted member, changing nothing", async () => {
    const theirs = await cardList(t.app, await signInAs(t.app, 'business'));
    const trusted = await signInAs(t.app, 'trusted');
    const mine = await findListed(t.app, sid, (c) => c.type === 'DEBIT');
    const before = await cardTablesPrint(t);
    for (const card of theirs) expect((await post(t, pinPath(card), sid, { pin: '2468', confirmPin: '2468' })).statusCode).toBe(404);
    expect((await post(t, pinPath(mine), trusted, { pin: '2468', confirmPin: '2468' })).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });
});

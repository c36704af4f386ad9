/**
 * Keys the server processes share: two apps built over one database (two processes behind a load balancer) agree on
 * the partner hand-off signing key and the LaunchDarkly secure-mode key without any variable set, because the first
 * to ask writes them to server_keys and every other reads that row. A process with a key of its own (the old
 * random-per-process default) refuses the others' hand-off tokens, which is what this prevents.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnershipSsoAnswer } from '../../engine/core/generated/api.gen';
import { buildApp } from '../../src/server/app';
import { defaultPartnerSsoConfig } from '../../src/server/domain/partnership/partner-config';
import { SHARED_KEY_NAMES, sharedServerKey } from '../../src/server/keys/server-keys';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds())('keys shared by the server processes on one database (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  let loner: FastifyInstance;
  let sid: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A second process on the same database, and one started with a key of its own.
    other = await buildApp({ db: t.database.db, clock: t.clock.now });
    loner = await buildApp({ db: t.database.db, clock: t.clock.now, config: { partnerSso: { ...defaultPartnerSsoConfig(), signingKey: randomBytes(32).toString('hex') } } });
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await other?.close();
    await loner?.close();
    await t?.close();
  });

  const handOff = async (app: FastifyInstance): Promise<string> => {
    const response = await app.inject({ method: 'GET', url: '/api/partnership/zelle', cookies: { sid } });
    expect(response.statusCode).toBe(200);
    return (response.json() as PartnershipSsoAnswer).ssoPostUrl;
  };
  const open = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, cookies: { sid } });

  it('a hand-off token minted by one process is accepted by another, in both directions', async () => {
    const minted = await handOff(t.app);
    expect((await open(other, minted)).statusCode).toBe(200);
    // Once: the token is spent for every process.
    expect((await open(t.app, minted)).statusCode).toBe(410);
    const back = await handOff(other);
    expect((await open(t.app, back)).statusCode).toBe(200);
  });

  it('a process with a signing key of its own says the link expired: the failure shared keys remove', async () => {
    expect((await open(loner, await handOff(t.app))).statusCode).toBe(410);
  });

  it("agrees on the secure-mode hash of the current user's flag context", async () => {
    const hashOf = async (app: FastifyInstance) => {
      const response = await app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid } });
      expect(response.statusCode).toBe(200);
      return JSON.stringify(response.json()).match(/"ld_hash":"([0-9a-f]+)"/)?.[1];
    };
    const hash = await hashOf(t.app);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashOf(other)).toBe(hash);
  });

  it('writes each key once, however many processes ask at the same moment', async () => {
    const name = SHARED_KEY_NAMES.partnerSsoSigning;
    const answers = await Promise.all(Array.from({ length: 8 }, () => sharedServerKey(t.database.db, name)));
    expect(new Set(answers).size).toBe(1);
    const rows = await t.database.db.selectFrom('server_keys').select(['name', 'value']).execute();
    expect(rows.map((row) => row.name).sort()).toEqual(Object.values(SHARED_KEY_NAMES).sort());
    expect(rows.find((row) => row.name === name)?.value).toBe(answers[0]);
    expect(answers[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});

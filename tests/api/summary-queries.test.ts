import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { buildApp } from '../../src/server/app';
import { seedDemoData } from '../../src/server/seed';
import { copySeededDatabase } from '../support/seeded-snapshot';
import { countingDatabase, type CountedStatement } from '../support/statement-counter';
import { signInAs } from '../support/test-app';
import { createTestClock } from '../support/test-clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
/**
 * A repeated summary call with the session's decisions made: the session row read with the summary's version, and the
 * answer from the process's cache (nothing shown changed; the renewal is not due).
 */
const WARM_SUMMARY_STATEMENTS = 1;
/** The first call of a session also decides its scope (with the accounts shared with it), permissions and policy subject, and stores them. */
const COLD_SUMMARY_STATEMENTS = 14;
/** Tables only the sign-in checks and the policy's conditions read: a call that reads none of them did not recompute them. */
const CONDITION_TABLES = ['member_conditions', 'member_postal_addresses', 'member_phone_addresses', 'member_electronic_addresses', 'profile_reminders', 'member_disclosures', 'tutorial_completions', 'paperless_prompt_responses'];

describe.each(databaseKinds())('statements of the summary and detail calls (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let counter: ReturnType<typeof countingDatabase>;
  beforeAll(async () => {
    const clock = createTestClock();
    const seeded = await copySeededDatabase(kind, clock.now());
    database = seeded ?? (await createTestDatabase(kind));
    if (!seeded) await seedDemoData(database.db, { now: clock.now() });
    counter = countingDatabase(database.db);
    app = await buildApp({ db: counter.db, clock: clock.now, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const counted = async (token: string, url: string): Promise<{ status: number; body: unknown; statements: CountedStatement[] }> => {
    counter.reset();
    const response = await app.inject({ method: 'GET', url, cookies: { sid: token } });
    return { status: response.statusCode, body: response.json(), statements: [...counter.statements] };
  };
  const products = (summary: unknown): ProductSummaryEntry[] => (summary as ProductSummary).groups.flatMap((group) => group.products);
  const userId = async (username: string): Promise<string> => (await database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it(`answers the summary in at most ${WARM_SUMMARY_STATEMENTS} statements once the session's decisions are made`, async () => {
    const token = await signInAs(app, 'member');
    const first = await counted(token, SUMMARY);
    expect(first.status).toBe(200);
    expect(first.statements.length).toBeLessThanOrEqual(COLD_SUMMARY_STATEMENTS);
    const second = await counted(token, SUMMARY);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.statements.length).toBeLessThanOrEqual(WARM_SUMMARY_STATEMENTS);
  });

  it("decides the member's conditions once: the session's first call reads them, the calls after it none of their tables", async () => {
    const token = await signInAs(app, 'member');
    const first = await counted(token, SUMMARY);
    expect(first.statements.some((statement) => statement.kind === 'raw' || CONDITION_TABLES.includes(statement.table))).toBe(true);
    const checking = products(first.body).find((product) => product.productKind === 'checking');
    for (let call = 0; call < 2; call += 1) {
      const again = await counted(token, `${SUMMARY}/arrangements/${checking?.id}`);
      expect(again.status).toBe(200);
      expect(again.statements.filter((statement) => statement.kind === 'raw' || CONDITION_TABLES.includes(statement.table))).toEqual([]);
    }
  });

  it("forgets the decisions when a litigation alert is added: the member's and the trusted user's next detail call are blocked", async () => {
    const member = await signInAs(app, 'member');
    const trusted = await signInAs(app, 'trusted');
    const card = products((await counted(member, SUMMARY)).body).find((product) => product.productKind === 'creditCard');
    const url = `${SUMMARY}/arrangements/${card?.id}`;
    expect((await counted(member, url)).status).toBe(200);
    expect((await counted(trusted, url)).status).toBe(200);
    const memberId = await userId('member');
    await database.db.insertInto('member_conditions').values({ user_id: memberId, code: 'LIT' }).execute();
    try {
      expect((await counted(member, url)).status).toBe(403);
      expect((await counted(trusted, url)).status).toBe(403);
    } finally {
      await database.db.deleteFrom('member_conditions').where('user_id', '=', memberId).where('code', '=', 'LIT').execute();
    }
    expect((await counted(member, url)).status).toBe(200);
  });

  it('forgets the permissions when a function group is taken away: the next summary call is refused', async () => {
    const token = await signInAs(app, 'business');
    expect((await counted(token, SUMMARY)).status).toBe(200);
    const businessId = await userId('business');
    const groups = await database.db.selectFrom('user_function_groups').selectAll().where('user_id', '=', businessId).execute();
    await database.db.deleteFrom('user_function_groups').where('user_id', '=', businessId).execute();
    try {
      expect((await counted(token, SUMMARY)).status).toBe(403);
    } finally {
      await database.db.insertInto('user_function_groups').values(groups).execute();
    }
    expect((await counted(token, SUMMARY)).status).toBe(200);
  });

  it('forgets the decisions of a session that switches agreement', async () => {
    const token = await signInAs(app, 'member');
    await counted(token, SUMMARY);
    await database.db.updateTable('sessions').set({ service_agreement_id: null }).where('user_id', '=', await userId('member')).execute();
    const after = await counted(token, SUMMARY);
    expect(after.status).toBe(403);
  });
});

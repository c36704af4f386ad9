import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const MESSAGES = '/api/messages-service/client-api/v1/messages';

describe.each(databaseKinds())('an unexpected failure (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 500 with the catalogue's technical-problem message, never the database's own text", async () => {
    const sid = await signInAs(t.app, 'member');
    // The database refuses the write the handler makes, as a full disk or a failed-over primary would.
    await sql`create function messages_unavailable() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/16384/2619" (secret database detail)'; end; $$`.execute(t.database.db);
    await sql`create trigger messages_unavailable before insert on messages for each row execute function messages_unavailable()`.execute(t.database.db);
    try {
      const response = await t.app.inject({ method: 'POST', url: MESSAGES, cookies: { sid }, payload: { topicId: 'general', subject: 'Branch hours', body: 'Are you open on Saturdays?' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.TECHNICAL_PROBLEM!.message }] });
      expect(response.body).not.toMatch(/secret|extend file|messages/);
    } finally {
      await sql`drop trigger messages_unavailable on messages`.execute(t.database.db);
      await sql`drop function messages_unavailable()`.execute(t.database.db);
    }
  });
});

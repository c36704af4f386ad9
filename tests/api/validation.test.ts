import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { claimedAttempts } from '../support/attempt-slots';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds())('request validation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/session/login', headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const counts = async () => ({
    attempts: await claimedAttempts(t.database.db),
    sessions: (await t.database.db.selectFrom('sessions').select('id').execute()).length,
  });

  it.each([
    ['a missing field', { username: 'member' }, [{ path: '/password', message: 'This field is required.' }]],
    ['an empty username', { username: '', password: 'x' }, [{ path: '/username', message: "This field can't be empty." }]],
    ['a number for a string', { username: 42, password: 'x' }, [{ path: '/username', message: "This field doesn't hold the kind of value expected." }]],
    ['an unexpected property', { username: 'member', password: 'x', admin: true }, [{ path: '/admin', message: "This field isn't accepted here." }]],
    ['an array for the body', [], [{ path: '', message: "This field doesn't hold the kind of value expected." }]],
  ])('answers 400 with the field for %s, and writes nothing', async (_case, payload, errors) => {
    const before = await counts();
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect(await counts()).toEqual(before);
  });

  it('lists every problem, not just the first', async () => {
    const response = await login({ username: '', password: '', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path).sort()).toEqual(['/extra', '/password', '/username']);
  });

  it('answers 400 about the request as a whole for malformed JSON or an empty body', async () => {
    for (const body of ['{"username": "member", ', '']) {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: '', message: expect.any(String) }] });
    }
  });

  it('validates the query too: maskIndicator must be true or false', async () => {
    const token = await signInAs(t.app, 'member');
    const bad = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=sometimes', cookies: { sid: token } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ path: '/maskIndicator', message: "This field doesn't hold the kind of value expected." }] });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary?mask=1', cookies: { sid: token } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('/mask');
  });
});

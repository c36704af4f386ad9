/**
 * Bad input on every endpoint: for each operation of the OpenAPI document that takes a body or a query, fast-check
 * builds a request from the operation's own schema and breaks it on purpose (a required field dropped, a field of an
 * uncoercible type, an unknown field, a 1 MB string, a negative or fractional amount, 2026-02-30, a control character
 * in a text field, malformed JSON, a body of the wrong kind). Every answer must be a 4xx `{errors:[{path,message}]}`,
 * and no row or balance may change.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { closed, ONE_MEGABYTE, resolver, validValue, wrongTypeFor, type Schema } from './bad-input.support';

interface Operation {
  method: string;
  path: string;
  body?: Schema;
  query: { name: string; required: boolean; schema: Schema }[];
}

type Mutation =
  | 'drop-required'
  | 'wrong-type'
  | 'unknown-field'
  | 'huge-string'
  | 'negative-amount'
  | 'fractional-amount'
  | 'impossible-date'
  | 'control-character'
  | 'malformed-json'
  | 'wrong-body-kind'
  | 'query-wrong-type'
  | 'query-impossible-date'
  | 'query-missing-required';

/** Endpoints whose body is the LaunchDarkly SDK's own analytics payload: accepted as sent, by design of that protocol. */
const FREE_FORM = new Set(['POST /events/bulk/{envId}', 'POST /events/diagnostic/{envId}', 'REPORT /sdk/evalx/{envId}/context']);

const fillPath = (path: string): string =>
  path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) =>
    name === 'answer' ? 'approve' : name === 'envId' ? 'local' : name === 'target' ? 'zelle' : name === 'portal' ? 'member' : name === 'businessMembershipPath' ? 'businessMembership' : randomUUID(),
  );

describe.each(databaseKinds())('bad input on every endpoint (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let operations: Operation[];
  let resolve: (schema: Schema) => Schema;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> }; parameters?: { in: string; name: string; required?: boolean; schema: Schema }[] }>>;
      components: { schemas: Record<string, Schema> };
    };
    resolve = resolver(document.components.schemas);
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`;
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => ({ name: parameter.name, required: parameter.required === true, schema: parameter.schema }));
        if (FREE_FORM.has(key) || (body === undefined && query.length === 0)) return [];
        return [{ method: method.toUpperCase(), path, body, query }];
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Row counts of every table, and every account's balance from the ledger. */
  const snapshot = async (): Promise<Record<string, string>> => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.database.db);
    const counts: Record<string, string> = {};
    for (const { table_name: table } of tables.rows) {
      const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.database.db);
      counts[table] = rows[0]!.n;
    }
    const { rows } = await sql<{ balances: string }>`
      select coalesce(string_agg(arrangement_id::text || '=' || total::text, ',' order by arrangement_id), '') as balances
      from (select arrangement_id, sum(amount_cents) as total from ledger_entries where arrangement_id is not null group by arrangement_id) b`.execute(t.database.db);
    counts.balances = rows[0]!.balances;
    return counts;
  };

  function applicable(operation: Operation): Mutation[] {
    const mutations: Mutation[] = [];
    const body = operation.body ? resolve(operation.body) : undefined;
    if (body) {
      const fields = Object.entries(body.properties ?? {}).map(([name, schema]) => ({ name, schema: resolve(schema) }));
      mutations.push('malformed-json', 'wrong-body-kind', 'huge-string');
      if ((body.required ?? []).length > 0) mutations.push('drop-required');
      if (fields.length > 0) mutations.push('wrong-type');
      if (closed(body)) mutations.push('unknown-field');
      if (fields.some(({ schema }) => schema.type === 'integer' && (schema.minimum ?? -1) >= 0)) mutations.push('negative-amount');
      if (fields.some(({ schema }) => schema.type === 'integer')) mutations.push('fractional-amount');
      if (fields.some(({ schema }) => schema.format === 'date')) mutations.push('impossible-date');
      if (fields.some(({ schema }) => schema.type === 'string')) mutations.push('control-character');
    }
    if (operation.query.some(({ schema }) => ['integer', 'number', 'boolean'].includes(String(resolve(schema).type)) || resolve(schema).enum || resolve(schema).format === 'uuid')) mutations.push('query-wrong-type');
    if (operation.query.some(({ schema }) => resolve(schema).format === 'date')) mutations.push('query-impossible-date');
    if (operation.query.some(({ required }) => required)) mutations.push('query-missing-required');
    return mutations;
  }

  /** The request for one operation broken by one mutation; `pick` chooses which field. */
  function badRequest(operation: Operation, mutation: Mutation, pick: number): { url: string; payload?: string; contentType?: string } {
    const query: Record<string, string> = {};
    for (const parameter of operation.query) if (parameter.required) query[parameter.name] = String(validValue(parameter.schema, resolve));
    const body = operation.body ? resolve(operation.body) : undefined;
    const valid = body ? (validValue(body, resolve) as Record<string, unknown>) : undefined;
    const fields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({ name, schema: resolve(schema) }));
    const choose = <T>(items: T[]): T => items[pick % items.length]!;
    let payload: string | undefined = valid === undefined ? undefined : JSON.stringify(valid);
    const set = (name: string, value: unknown) => {
      payload = JSON.stringify({ ...(valid as object), [name]: value });
    };
    switch (mutation) {
      case 'malformed-json':
        payload = `${JSON.stringify(valid).slice(0, -1)},"`;
        break;
      case 'wrong-body-kind':
        payload = choose(['[]', '"text"', 'null', '42']);
        break;
      case 'huge-string':
        set(fields.length > 0 ? choose(fields).name : 'note', ONE_MEGABYTE);
        break;
      case 'drop-required': {
        const dropped = choose(body!.required!);
        const rest = { ...(valid as object) } as Record<string, unknown>;
        delete rest[dropped];
        payload = JSON.stringify(rest);
        break;
      }
      case 'wrong-type': {
        const field = choose(fields);
        set(field.name, wrongTypeFor(field.schema));
        break;
      }
      case 'unknown-field':
        set(`unexpected${pick % 7}`, 'surprise');
        break;
      case 'negative-amount':
        set(choose(fields.filter(({ schema }) => schema.type === 'integer' && (schema.minimum ?? -1) >= 0)).name, -choose([1, 100, 1_000_000]));
        break;
      case 'fractional-amount':
        set(choose(fields.filter(({ schema }) => schema.type === 'integer')).name, choose([0.5, 10.01, 1e21 + 0.5, 99.999]));
        break;
      case 'impossible-date':
        set(choose(fields.filter(({ schema }) => schema.format === 'date')).name, choose(['2026-02-30', '2027-13-01', '2026-04-31', '2026-00-10']));
        break;
      case 'control-character': {
        const field = choose(fields.filter(({ schema }) => schema.type === 'string'));
        set(field.name, `${String(validValue(field.schema, resolve))}${choose(['\u0000', '\u001b', '\u007f', '\u0085'])}`);
        break;
      }
      case 'query-wrong-type': {
        const parameter = choose(operation.query.filter(({ schema }) => ['integer', 'number', 'boolean'].includes(String(resolve(schema).type)) || resolve(schema).enum || resolve(schema).format === 'uuid'));
        query[parameter.name] = choose(['not-a-value', '1.5e', '-', 'NOT_AN_OPTION']);
        break;
      }
      case 'query-impossible-date':
        query[choose(operation.query.filter(({ schema }) => resolve(schema).format === 'date')).name] = choose(['2026-02-30', '2027-13-01']);
        break;
      case 'query-missing-required':
        delete query[choose(operation.query.filter(({ required }) => required)).name];
        break;
    }
    const search = new URLSearchParams(query).toString();
    return { url: `${fillPath(operation.path)}${search ? `?${search}` : ''}`, payload, contentType: payload === undefined ? undefined : 'application/json' };
  }

  it('answers every broken request with a 4xx {errors:[{path,message}]} and writes nothing', async () => {
    const before = await snapshot();
    const tally = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const cases = operations.flatMap((operation) => applicable(operation).map((mutation) => ({ operation, mutation })));
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: cases.length - 1 }), fc.nat({ max: 1_000 }), async (index, pick) => {
        const { operation, mutation } = cases[index]!;
        const request = badRequest(operation, mutation, pick);
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: request.url,
          cookies: { sid },
          headers: { 'idempotency-key': randomUUID(), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
        let shaped = false;
        try {
          const errors = (response.json() as { errors?: { path?: unknown; message?: unknown }[] }).errors;
          shaped = Array.isArray(errors) && errors.length > 0 && errors.every((error) => typeof error.path === 'string' && typeof error.message === 'string' && error.message !== '');
        } catch {
          shaped = false;
        }
        if (response.statusCode < 400 || response.statusCode >= 500 || !shaped) {
          failures.push(`${operation.method} ${operation.path} [${mutation}] → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }),
      { numRuns: Math.max(cases.length * 8, 400), seed: Number(process.env.BAD_INPUT_SEED ?? 20261125) },
    );
    const after = await snapshot();
    const statuses = [...tally.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(', ');
    console.log(`bad input (${kind}): ${sent} requests to ${operations.length} endpoints (${cases.length} endpoint × mutation cases): ${statuses}`);
    expect([...new Set(failures)]).toEqual([]);
    expect(after).toEqual(before);
  }, 240_000); // some 4,000 requests, one per broken body of every route: a minute on a quiet machine
});

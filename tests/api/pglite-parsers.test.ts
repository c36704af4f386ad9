import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { keepAppParsers } from '../../src/server/db/pglite-parsers';
import { typeParsers } from '../../src/server/db/type-parsers';

describe("the embedded database's result parsers", () => {
  const opened = openDatabase({ kind: 'pglite' });
  afterAll(async () => (await opened).destroy());

  it('still read every array the app selects as an array, with the app’s own element parsers', async () => {
    const db = await opened;
    const { rows } = await sql<Record<string, unknown>>`
      select array[9007199254740991, 2]::int8[] as big, array[1, 2]::int4[] as small, array['2026-12-01'::date] as days,
             array['a', 'b,c']::text[] as words, array['x']::varchar[] as codes, array[true, false] as flags,
             array['{"a":1}'::jsonb] as docs, array['00000000-0000-4000-8000-000000000001'::uuid] as ids,
             array['2026-12-01T15:00:00Z'::timestamptz] as times, (select array_agg(n order by n) from generate_series(1, 3) n) as counted`.execute(db);
    const row = rows[0] ?? {};
    expect(row.big).toEqual([9_007_199_254_740_991, 2]);
    expect(row.small).toEqual([1, 2]);
    expect(row.days).toEqual(['2026-12-01']);
    expect(row.words).toEqual(['a', 'b,c']);
    expect(row.codes).toEqual(['x']);
    expect(row.flags).toEqual([true, false]);
    expect(row.docs).toEqual([{ a: 1 }]);
    expect(row.ids).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect((row.times as Date[]).map((time) => time.toISOString())).toEqual(['2026-12-01T15:00:00.000Z']);
    expect(row.counted).toEqual([1, 2, 3]);
    await expect(sql`select array[9007199254740993]::int8[] as big`.execute(db)).rejects.toThrow(RangeError);
  });

  it('keep the parser table small enough to copy cheaply on each query', async () => {
    const client = await PGlite.create({ parsers: { ...typeParsers } });
    try {
      const before = Object.keys(client.parsers).length;
      keepAppParsers(client);
      const after = Object.keys(client.parsers).length;
      // PGlite copies the table for every query; past about a hundred integer keys the copy is some forty times dearer.
      expect(before).toBeGreaterThan(200);
      expect(after).toBeLessThanOrEqual(80);
    } finally {
      await client.close();
    }
  });
});

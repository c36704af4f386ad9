import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseShapes, schemaTsShapes, shapeDifferences, type TableShapes } from '../support/schema-columns';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

let declared: TableShapes | undefined;
/** schema.ts read once for every database kind: building its program is most of the test's time. */
const declaredShapes = (): TableShapes => (declared ??= schemaTsShapes());

describe.each(databaseKinds())('src/server/db/schema.ts against the migrations (%s)', (kind) => {
  let t: TestDatabase;
  let migrated: TableShapes;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    migrated = await databaseShapes(t.db as unknown as Kysely<unknown>);
  });
  afterAll(() => t.destroy());

  it('declares every table and column the migrations make, and only those, with their nullability and kind of value', () => {
    expect(migrated.size).toBeGreaterThan(50);
    expect(shapeDifferences(migrated, declaredShapes())).toEqual([]);
  });
});

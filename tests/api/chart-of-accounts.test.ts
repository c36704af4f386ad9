import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glAccountChart } from '../../src/manifests/gl-accounts-manifest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

describe.each(databaseKinds())('chart of accounts in a database never seeded (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('has every account of config/gl-accounts.json after the migrations alone, as config names it', async () => {
    const rows = await database.db.selectFrom('gl_accounts').select(['id', 'name', 'kind']).orderBy('id').execute();
    const expected = glAccountChart.map((account) => ({ id: account.id, name: account.name, kind: account.kind })).sort((a, b) => a.id.localeCompare(b.id));
    expect(rows).toEqual(expected);
  });
});

/**
 * `npm run seed`: migrates the database the environment names (DATABASE_URL, else PGlite in DATA_DIR) and seeds the
 * demo personas into it when its members table is empty. Never touches a database that already has members.
 */
import { databaseTargetFromEnv, openDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { systemClock } from '../src/server/clock';
import { seedDemoData } from '../src/server/seed';

const target = databaseTargetFromEnv(process.env);
const db = await openDatabase(target);
try {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  const started = Date.now();
  const result = await seedDemoData(db, { now: systemClock() });
  const where = target.kind === 'pglite' ? `PGlite in ${target.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  if (result.seeded) {
    console.log(`Seeded ${result.members} personas, ${result.journals} journals, ${result.ledgerEntries} ledger entries, ${result.transactions} transactions into ${where} in ${Date.now() - started} ms.`);
  } else {
    console.log(`${where} already has members: nothing seeded.`);
  }
} finally {
  await db.destroy();
}

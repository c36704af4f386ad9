/**
 * `npm run identity:rotate`: reseals every member's identity facts under the current IDENTITY_KEY, on the database the
 * environment names (DATABASE_URL, else PGlite in DATA_DIR). Run it after deploying a new IDENTITY_KEY with the old
 * one in IDENTITY_RETIRED_KEYS; it prints how many rows each key protects and which retired keys may now be removed.
 * Safe to run again: an interrupted run picks up where it stopped, and a finished one reseals nothing.
 */
import { databaseTargetFromEnv, openDatabase } from '../src/server/db/connect';
import { hasRealIdentityKey, identityKeyringFrom } from '../src/server/identity/identity-keys';
import { droppableKeys, identityFactsByKey, rotateIdentityFacts } from '../src/server/identity/rotate-identity-facts';

if (!hasRealIdentityKey(process.env)) {
  console.error('identity:rotate: set IDENTITY_KEY to the new key ("<key id>:<32 bytes in base64>") and list the old one in IDENTITY_RETIRED_KEYS.');
  process.exit(2);
}
const ring = identityKeyringFrom(process.env);
const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  const resealed = await rotateIdentityFacts(db, ring);
  const byKey = await identityFactsByKey(db);
  console.log(`Resealed ${resealed} members' identity facts under key "${ring.current.id}".`);
  for (const [keyId, rows] of Object.entries(byKey)) console.log(`  key "${keyId}": ${rows} rows`);
  const unknown = Object.keys(byKey).filter((keyId) => !ring.all.some((key) => key.id === keyId));
  if (unknown.length > 0) {
    console.error(`Rows name keys this environment does not hold (${unknown.join(', ')}): add them to IDENTITY_RETIRED_KEYS and run again.`);
    process.exitCode = 1;
  }
  const droppable = droppableKeys(ring, byKey);
  if (droppable.length > 0) console.log(`No row names ${droppable.map((id) => `"${id}"`).join(', ')} any more: remove it from IDENTITY_RETIRED_KEYS.`);
} finally {
  await db.destroy();
}

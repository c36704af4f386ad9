import { describe } from 'vitest';
import { databaseKinds } from '../support/test-database';
import { authorizationMatrix } from './authorization-matrix.suite';

// On PostgreSQL when the run has one (DATABASE_URL), as every API test; its own file so it runs beside the PGlite one.
describe.runIf(databaseKinds().includes('postgres'))('on PostgreSQL', () => {
  authorizationMatrix('postgres');
});

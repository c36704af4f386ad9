import { sql, type Kysely } from 'kysely';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';

/** One privilege of a business function, and whether one of the user's groups grants it. */
export interface PrivilegeRow {
  resource: string;
  function: string;
  privilege: string;
  held: boolean;
}

/**
 * Folds privilege rows into the permission summary: one entry per business function the user holds at
 * least one privilege of, listing every privilege the function has (false where the user lacks it),
 * sorted by resource, function and privilege so the answer is stable.
 */
export function toPermissionSummary(rows: readonly PrivilegeRow[]): PermissionSummaryEntry[] {
  const byFunction = new Map<string, PermissionSummaryEntry>();
  for (const row of rows) {
    const key = JSON.stringify([row.resource, row.function]);
    const entry = byFunction.get(key) ?? { resource: row.resource, function: row.function, permissions: {} };
    entry.permissions[row.privilege] = (entry.permissions[row.privilege] ?? false) || row.held;
    byFunction.set(key, entry);
  }
  const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return [...byFunction.values()]
    .filter((entry) => Object.values(entry.permissions).some(Boolean))
    .sort((a, b) => compare(a.resource, b.resource) || compare(a.function, b.function))
    .map((entry) => ({ ...entry, permissions: Object.fromEntries(Object.entries(entry.permissions).sort(([a], [b]) => compare(a, b))) }));
}

/**
 * A user's permissions in one agreement: the union of the privileges of their function groups there, each function
 * listed with all its catalogue privileges. Nothing when the user is not listed on the agreement (or only with
 * NO_ACCESS), and NO_ACCESS groups grant nothing.
 */
export async function loadPermissionSummary(db: Kysely<Database>, userId: string, agreementId: string | null): Promise<PermissionSummaryEntry[]> {
  if (agreementId === null) return [];
  const listed = await db
    .selectFrom('agreement_users')
    .select('access_level')
    .where('agreement_id', '=', agreementId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!listed || listed.access_level === 'NO_ACCESS') return [];
  const granted = db
    .selectFrom('function_groups as g')
    .innerJoin('user_function_groups as u', 'u.function_group_id', 'g.id')
    .innerJoin('function_group_privileges as p', 'p.function_group_id', 'g.id')
    .select(['p.resource', 'p.function', 'p.privilege'])
    .where('u.user_id', '=', userId)
    .where('g.service_agreement_id', '=', agreementId)
    .where('g.access_level', '<>', 'NO_ACCESS');
  const rows = await db
    .with('granted', () => granted)
    .selectFrom('business_function_privileges as c')
    .select([
      'c.resource',
      'c.function',
      'c.privilege',
      sql<boolean>`exists (select 1 from granted x where x.resource = c.resource and x.function = c.function and x.privilege = c.privilege)`.as('held'),
    ])
    .where((eb) => eb(eb.refTuple('c.resource', 'c.function'), 'in', eb.selectFrom('granted').select(['granted.resource', 'granted.function']).$asTuple('resource', 'function')))
    .execute();
  return toPermissionSummary(rows);
}

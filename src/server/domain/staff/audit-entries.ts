import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the staff audit says about one call a staff session made. */
export interface AuditEntry {
  at: Date;
  staffUserId: string;
  memberId: string | null;
  visitId: string | null;
  method: string;
  /** The route pattern (ids are in detail.params), or "(no route)". */
  route: string;
  reason: string | null;
  sourceIp: string;
  detail: Record<string, unknown>;
}

/** What becomes known about a call once it has answered. */
export interface AuditOutcome {
  statusCode: number;
  memberId: string | null;
  visitId: string | null;
  reason: string | null;
  detail: Record<string, unknown>;
}

/**
 * Writes one row of the append-only staff audit and returns its id. Without a status it records a call that has not
 * answered yet: a staff action is written before it runs, and completeAuditEntry records its answer.
 */
export async function writeAuditEntry(db: Kysely<Database>, entry: AuditEntry, statusCode?: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('staff_audit')
    .values({
      id,
      at: entry.at,
      staff_user_id: entry.staffUserId,
      member_id: entry.memberId,
      visit_id: entry.visitId,
      method: entry.method,
      route: entry.route,
      ...(statusCode === undefined ? {} : { status_code: statusCode }),
      reason: entry.reason,
      source_ip: entry.sourceIp,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
  return id;
}

/**
 * Records the answer of a call whose row was written before it ran, once: the status, what was not known before it
 * ran (the member, the visit, the reason, where the row has none) and the details the handler added. What the row
 * already says is kept as it is; the database refuses any other change (migration 0038).
 */
export async function completeAuditEntry(db: Kysely<Database>, id: string, outcome: AuditOutcome): Promise<void> {
  await db
    .updateTable('staff_audit')
    .set((eb) => ({
      status_code: outcome.statusCode,
      member_id: eb.fn.coalesce('member_id', sql<string | null>`${outcome.memberId}::uuid`),
      visit_id: eb.fn.coalesce('visit_id', sql<string | null>`${outcome.visitId}::uuid`),
      reason: eb.fn.coalesce('reason', sql<string | null>`${outcome.reason}::text`),
      // Keys already written win: `||` keeps the right-hand operand's value of a key both sides hold.
      detail: sql`${JSON.stringify(outcome.detail)}::jsonb || detail`,
    }))
    .where('id', '=', id)
    .where('status_code', 'is', null)
    .execute();
}

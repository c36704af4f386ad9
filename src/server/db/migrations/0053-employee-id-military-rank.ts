import { sql, type Kysely } from 'kysely';

/**
 * Two facts the current user's answer carries when they exist: a staff user's employee id (the HR number, apart from
 * the employee guid that makes the channel OneView) and a member's military rank (members who serve or served, shown
 * and used by military-focused credit unions). Both are optional; an employee id belongs to staff only.
 */
const statements = [
  `alter table members add column employee_id text`,
  `alter table members add column military_rank text`,
  `alter table members add constraint members_employee_id_only_staff check (employee_id is null or (employee_guid is not null and employee_guid <> ''))`,
  `alter table members add constraint members_employee_id_not_blank check (employee_id is null or btrim(employee_id) <> '')`,
  `alter table members add constraint members_military_rank_not_blank check (military_rank is null or btrim(military_rank) <> '')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

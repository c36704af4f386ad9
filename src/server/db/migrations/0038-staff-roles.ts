import { sql, type Kysely } from 'kysely';

/**
 * A staff user's role (config/policy.json actors staff-service, staff-view-only, staff-supervisor) is stored with
 * them, so the policy recognises the role itself instead of guessing it from the function groups it was given.
 * Null for everyone who is not staff. A role change forgets the user's sessions' decisions, as a change of the staff
 * mark does.
 */
const statements: readonly string[] = [
  `alter table members add column staff_role text check (staff_role in ('service', 'view-only', 'supervisor'))`,
  `alter table members add constraint members_staff_role_only_staff check (staff_role is null or (employee_guid is not null and employee_guid <> ''))`,
  `drop trigger members_forget_session_decisions on members`,
  `create trigger members_forget_session_decisions after update of id, external_id, employee_guid, staff_role or delete on members
    for each row execute function forget_session_decisions_of_row('person', 'id')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A staff action's audit row is written before the action runs, so an action whose row cannot be written does not
 * happen; its answer is recorded once known.
 *
 * staff_audit.status_code becomes nullable: null while the call the row records has not answered, or if it never did
 * (the server stopped first, or the answer could not be recorded). The append-only rule gains one exception, the
 * completion of such a row, once: the status is set, columns still empty may be filled (the member and visit a call
 * turned out to be about, the visit's reason) and detail may gain keys. Nothing the row already says ever changes, a
 * row with a status never changes again, and deleting or truncating stays refused.
 */
const statements: readonly string[] = [
  `alter table staff_audit alter column status_code drop not null`,
  `create function staff_audit_complete_once() returns trigger language plpgsql as $$
  declare
    written jsonb := to_jsonb(old) - 'detail';
    completed jsonb := to_jsonb(new) - 'detail';
  begin
    if old.status_code is null and new.status_code is not null
      and not exists (select 1 from jsonb_each(written) w where w.value <> 'null'::jsonb and completed -> w.key is distinct from w.value)
      and not exists (select 1 from jsonb_each(old.detail) d where new.detail -> d.key is distinct from d.value)
    then
      return new;
    end if;
    raise exception 'the staff audit is append-only' using errcode = '42501';
  end;
  $$`,
  `drop trigger staff_audit_append_only on staff_audit`,
  `create trigger staff_audit_append_only before delete on staff_audit
    for each row execute function staff_audit_refuse_change()`,
  `create trigger staff_audit_complete_once before update on staff_audit
    for each row execute function staff_audit_complete_once()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

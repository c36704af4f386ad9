import { sql, type Kysely } from 'kysely';

/**
 * The staff channel.
 *
 * staff_visits: a member service representative serving one member, from "open" to "End session", with the reason
 * they gave. While one is open the staff session reads the member's data (sessions.service_agreement_id is the
 * member's master agreement) and is judged by the staff role (sessions.access_agreement_id, the MSR agreement).
 * staff_audit: one row per API call a staff session makes, append-only (a trigger refuses every change), with no
 * foreign keys so that nothing elsewhere can ever cascade into it.
 * staff_inbox_state: the staff inbox's status and assignee of a member's message thread or chat conversation; a
 * thread without a row is New.
 * account_beneficiaries: the IRA's beneficiaries table, now for payable-on-death accounts too.
 */
const statements: readonly string[] = [
  `create table staff_visits (
    id uuid primary key,
    staff_user_id uuid not null references members (id),
    member_id uuid not null references members (id),
    member_agreement_id uuid not null references service_agreements (id),
    staff_agreement_id uuid not null references service_agreements (id),
    reason text not null check (length(reason) between 3 and 500),
    source_ip text not null,
    started_at timestamptz not null,
    ended_at timestamptz,
    check (staff_user_id <> member_id)
  )`,
  `create index staff_visits_member_idx on staff_visits (member_id, started_at desc)`,
  `create index staff_visits_staff_idx on staff_visits (staff_user_id, started_at desc)`,
  `alter table sessions add column access_agreement_id uuid references service_agreements (id)`,
  `alter table sessions add column staff_visit_id uuid references staff_visits (id)`,
  `create table staff_audit (
    id uuid primary key,
    seq bigint generated always as identity,
    at timestamptz not null,
    staff_user_id uuid not null,
    member_id uuid,
    visit_id uuid,
    method text not null,
    route text not null,
    status_code integer not null,
    reason text,
    source_ip text not null,
    detail jsonb not null default '{}'::jsonb
  )`,
  `create index staff_audit_at_idx on staff_audit (at desc, seq desc)`,
  `create index staff_audit_member_idx on staff_audit (member_id, at desc)`,
  `create index staff_audit_staff_idx on staff_audit (staff_user_id, at desc)`,
  `create function staff_audit_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'the staff audit is append-only' using errcode = '42501';
  end;
  $$`,
  `create trigger staff_audit_append_only before update or delete on staff_audit
    for each row execute function staff_audit_refuse_change()`,
  `create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_refuse_change()`,
  `create table staff_inbox_state (
    thread_kind text not null check (thread_kind in ('MESSAGE', 'CHAT')),
    thread_id uuid not null,
    member_id uuid not null references members (id),
    status text not null check (status in ('NEW', 'OPEN', 'PENDING', 'CLOSED')),
    assignee_id uuid references members (id),
    updated_at timestamptz not null,
    updated_by uuid not null references members (id),
    primary key (thread_kind, thread_id)
  )`,
  `create index staff_inbox_state_assignee_idx on staff_inbox_state (assignee_id, status)`,
  `alter table ira_beneficiaries rename to account_beneficiaries`,
  `alter table arrangements add column payable_on_death boolean not null default false`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

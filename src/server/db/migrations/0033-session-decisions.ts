import { sql, type Kysely } from 'kysely';

/**
 * What a session may do (its member scope, its permission summary) and its sign-in checks (the precheck)
 * are decided once and kept on the session row (`decisions`), so a page load does not recompute them. The database
 * forgets them itself: a trigger on every table they are read from clears the decisions of each session the change
 * can reach and bumps `decisions_epoch`, so no writer (route, seed, staff tool or test) can forget to, and a decision
 * computed from rows read before a change is never stored after it (the write is conditional on the epoch).
 *
 * A change about person P reaches P's own sessions and every session acting under an agreement whose primary user is
 * P (trusted users, staff serving P). A change to a shared table (the privilege catalogue, function groups,
 * agreements, disclosure notices) is rare and forgets every session's decisions.
 */
const statements: readonly string[] = [
  `alter table sessions add column decisions jsonb`,
  `alter table sessions add column decisions_epoch integer not null default 0`,
  `create index sessions_service_agreement_idx on sessions (service_agreement_id)`,
  `create index sessions_access_agreement_idx on sessions (access_agreement_id)`,

  `create function forget_session_decisions(kind text, ref uuid) returns void language plpgsql as $$
  declare
    person uuid;
  begin
    if ref is null then return; end if;
    if kind = 'person' then
      person := ref;
    elsif kind = 'agreement' then
      select primary_user_id into person from service_agreements where id = ref;
    elsif kind = 'arrangement' then
      select a.primary_user_id into person from arrangements r join service_agreements a on a.id = r.agreement_id where r.id = ref;
    end if;
    if person is null then
      -- The row it hung on is gone (a cascade): forgetting everyone's is always safe.
      update sessions set decisions = null, decisions_epoch = decisions_epoch + 1;
      return;
    end if;
    update sessions set decisions = null, decisions_epoch = decisions_epoch + 1
    where user_id = person
      or service_agreement_id in (select id from service_agreements where primary_user_id = person)
      or access_agreement_id in (select id from service_agreements where primary_user_id = person);
  end $$`,

  // Row trigger: TG_ARGV[0] says what the column names (person, agreement or arrangement), TG_ARGV[1] the column.
  `create function forget_session_decisions_of_row() returns trigger language plpgsql as $$
  begin
    if TG_OP <> 'INSERT' then perform forget_session_decisions(TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::uuid); end if;
    if TG_OP <> 'DELETE' then perform forget_session_decisions(TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::uuid); end if;
    return null;
  end $$`,

  `create function forget_all_session_decisions() returns trigger language plpgsql as $$
  begin
    update sessions set decisions = null, decisions_epoch = decisions_epoch + 1;
    return null;
  end $$`,

  // A session switched to another agreement, user or staff visit starts over.
  `create function forget_own_session_decisions() returns trigger language plpgsql as $$
  begin
    NEW.decisions := null;
    NEW.decisions_epoch := OLD.decisions_epoch + 1;
    return NEW;
  end $$`,
  `create trigger sessions_forget_decisions before update of user_id, service_agreement_id, access_agreement_id, staff_visit_id on sessions
    for each row when (OLD.user_id is distinct from NEW.user_id or OLD.service_agreement_id is distinct from NEW.service_agreement_id
      or OLD.access_agreement_id is distinct from NEW.access_agreement_id or OLD.staff_visit_id is distinct from NEW.staff_visit_id)
    execute function forget_own_session_decisions()`,
];

/** Tables read by a person's decisions, and the column naming the person. */
const PERSON_TABLES: readonly string[] = [
  'member_conditions',
  'agreement_users',
  'user_function_groups',
  'member_postal_addresses',
  'member_phone_addresses',
  'member_electronic_addresses',
  'profile_reminders',
  'member_disclosures',
  'paperless_prompt_responses',
  'tutorial_completions',
];

/** Shared tables: any change forgets every session's decisions. */
const SHARED_TABLES: readonly string[] = ['business_function_privileges', 'function_groups', 'function_group_privileges', 'service_agreements', 'disclosure_notices'];

const triggers: readonly string[] = [
  ...PERSON_TABLES.map(
    (table) => `create trigger ${table}_forget_session_decisions after insert or update or delete on ${table}
      for each row execute function forget_session_decisions_of_row('person', 'user_id')`,
  ),
  ...SHARED_TABLES.map(
    (table) => `create trigger ${table}_forget_session_decisions after insert or update or delete or truncate on ${table}
      for each statement execute function forget_all_session_decisions()`,
  ),
  // The member scope reads a member's external id and staff mark; other member columns change without effect.
  `create trigger members_forget_session_decisions after update of id, external_id, employee_guid or delete on members
    for each row execute function forget_session_decisions_of_row('person', 'id')`,
  // The go-paperless prompt reads the open accounts and their statement delivery.
  `create trigger arrangements_forget_session_decisions after insert or update of agreement_id, state or delete on arrangements
    for each row execute function forget_session_decisions_of_row('agreement', 'agreement_id')`,
  `create trigger statement_preferences_forget_session_decisions after insert or update or delete on statement_preferences
    for each row execute function forget_session_decisions_of_row('arrangement', 'arrangement_id')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...triggers]) await sql.raw(statement).execute(db);
}

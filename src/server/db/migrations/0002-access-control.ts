import { sql, type Kysely } from 'kysely';

/**
 * Access control from real tables: the business functions and the privileges each one has; each
 * service agreement defines function groups (an access level and the privileges it grants), and users are
 * assigned to groups. A user's permissions in an agreement are the union of the privileges of their groups there.
 */
const statements: readonly string[] = [
  `create table business_function_privileges (
    resource text not null check (resource <> ''),
    function text not null check (function <> ''),
    privilege text not null check (privilege ~ '^[a-z][A-Za-z]*$'),
    primary key (resource, function, privilege)
  )`,
  `create table function_groups (
    id uuid primary key,
    service_agreement_id uuid not null references service_agreements (id) on delete cascade,
    name text not null,
    access_level text not null check (access_level in ('NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS')),
    description text not null default '',
    constraint function_groups_name_unique unique (service_agreement_id, name)
  )`,
  `create table function_group_privileges (
    function_group_id uuid not null references function_groups (id) on delete cascade,
    resource text not null,
    function text not null,
    privilege text not null,
    primary key (function_group_id, resource, function, privilege),
    foreign key (resource, function, privilege) references business_function_privileges (resource, function, privilege)
  )`,
  `create table user_function_groups (
    user_id uuid not null references members (id) on delete cascade,
    function_group_id uuid not null references function_groups (id) on delete cascade,
    primary key (user_id, function_group_id)
  )`,
  `create index user_function_groups_group_idx on user_function_groups (function_group_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

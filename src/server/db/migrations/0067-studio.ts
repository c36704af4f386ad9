import { sql, type Kysely } from 'kysely';

/**
 * The product owner's studio. A published version keeps, by file name ("menus.json"), every manifest that differs
 * from the one the release bundles, as a whole JSON document; the highest number is the one in force, and restoring
 * an older one publishes a new number with its manifests, so history is never rewritten. A draft keeps the manifests
 * its author edited until an approver (never the author) publishes it. Two new staff roles write and approve them.
 */
const statements: readonly string[] = [
  `create table studio_versions (
    number integer primary key check (number > 0),
    id uuid not null unique,
    manifests jsonb not null,
    author_id uuid not null references members (id),
    approver_id uuid references members (id),
    draft_id uuid,
    restored_from integer check (restored_from >= 0),
    reason text not null check (btrim(reason) <> ''),
    published_at timestamptz not null,
    check (approver_id is null or approver_id <> author_id),
    check ((draft_id is null) = (restored_from is not null))
  )`,
  `create table studio_drafts (
    id uuid primary key,
    author_id uuid not null references members (id),
    title text not null check (btrim(title) <> ''),
    manifests jsonb not null,
    base_version integer not null check (base_version >= 0),
    published_version integer references studio_versions (number),
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index studio_drafts_open_idx on studio_drafts (updated_at desc) where published_version is null`,
  `alter table members drop constraint members_staff_role_check`,
  `alter table members add constraint members_staff_role_check
    check (staff_role in ('service', 'view-only', 'supervisor', 'product-owner', 'product-owner-approver'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

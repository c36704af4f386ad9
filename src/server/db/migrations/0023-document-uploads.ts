import { sql, type Kysely } from 'kysely';

/**
 * Documents a member uploads to a portal of config/upload-portals.json: the bytes, typed from their content
 * (media_type), with their SHA-256 and the receipt number the member was shown. user_id is who uploaded (the signed-in
 * user), member_id the membership the document belongs to (the agreement's primary user). portal_id is the portal's
 * id ('disputes', 'wire-transfer-instructions', ...); reference ties a document to a request (a dispute's case
 * number). Only files the virus-scan hook passed are stored (scan_status 'clean').
 */
const statements: readonly string[] = [
  `create table document_uploads (
    id uuid primary key,
    user_id uuid not null references members (id),
    member_id uuid not null references members (id),
    portal_id text not null check (portal_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    reference text check (reference is null or length(reference) between 1 and 64),
    file_name text not null check (length(file_name) between 1 and 255),
    media_type text not null,
    size_bytes integer not null check (size_bytes > 0),
    sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
    receipt_number text not null unique,
    scan_status text not null check (scan_status in ('clean')),
    content bytea not null,
    created_at timestamptz not null
  )`,
  `create index document_uploads_member_idx on document_uploads (member_id, created_at desc)`,
  `create index document_uploads_reference_idx on document_uploads (member_id, portal_id, reference) where reference is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

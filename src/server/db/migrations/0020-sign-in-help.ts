import { sql, type Kysely } from 'kysely';

/**
 * Sign-in help and the survey on sign-out.
 * - member_identity_facts: what a member proves who they are with when they cannot sign in (the last four digits of
 *   their SSN or TIN and their date of birth); with the last four digits of an account they hold for a forgotten
 *   username and for enrolment.
 * - sign_in_help_recoveries: one forgot-username, forgot-password or enrolment attempt. It is written whether or not
 *   the facts matched anyone (user_id null when they did not), so its answers and its lockout look the same either
 *   way. Only hashes of its browser token and of the code are kept; subject_key (a hash of the username or facts) and
 *   ip drive the start limits of config/sign-in-help.json.
 * - sign_in_help_calls: the other public calls (code checks, new credentials, survey answers) per address, for its
 *   callsPerAddress limit.
 * - logout_survey_invitations / logout_survey_responses: the survey offered at sign-out is answered after the session
 *   has ended, with a one-time token (only its hash is kept), once.
 */
const statements: readonly string[] = [
  `create table member_identity_facts (
    user_id uuid primary key references members (id) on delete cascade,
    tax_id_last4 text not null check (tax_id_last4 ~ '^[0-9]{4}$'),
    birth_date date not null
  )`,
  `create table sign_in_help_recoveries (
    id uuid primary key,
    token_hash text not null unique,
    purpose text not null check (purpose in ('username', 'password', 'enrol')),
    user_id uuid references members (id) on delete cascade,
    subject_key text not null,
    ip text not null,
    code_hash text not null,
    code_expires_at timestamptz not null,
    failed_attempts integer not null default 0 check (failed_attempts >= 0),
    status text not null check (status in ('CODE_SENT', 'VERIFIED', 'LOCKED', 'COMPLETED')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    verified_at timestamptz,
    completed_at timestamptz
  )`,
  `create index sign_in_help_recoveries_ip_idx on sign_in_help_recoveries (ip, created_at)`,
  `create index sign_in_help_recoveries_subject_idx on sign_in_help_recoveries (subject_key, created_at)`,
  `create table sign_in_help_calls (
    id bigint generated always as identity primary key,
    ip text not null,
    called_at timestamptz not null
  )`,
  `create index sign_in_help_calls_ip_idx on sign_in_help_calls (ip, called_at)`,
  `create table logout_survey_invitations (
    id uuid primary key,
    token_hash text not null unique,
    user_id uuid not null references members (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    answered_at timestamptz
  )`,
  `create index logout_survey_invitations_user_idx on logout_survey_invitations (user_id, created_at)`,
  `create table logout_survey_responses (
    id uuid primary key,
    invitation_id uuid not null unique references logout_survey_invitations (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    answers jsonb not null,
    created_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The Truth in Lending disclosure a member reviewed and signed electronically when accepting a loan, one row per
 * funded loan, written in the same transaction as the booking: its figures (APR in basis points, the rest in cents,
 * the payment runs as jsonb), the disclosure's version and fingerprint (what the acceptance named), the consent text
 * word for word, who consented and when. The check keeps finance charge = total of payments − amount financed.
 */
const statements: readonly string[] = [
  `create table loan_disclosures (
    application_id uuid primary key references loan_applications (id),
    arrangement_id uuid not null unique references arrangements (id),
    version text not null check (length(version) between 1 and 32),
    fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
    funded_on date not null,
    apr_bps integer not null check (apr_bps >= 0),
    amount_financed_cents bigint not null check (amount_financed_cents > 0),
    finance_charge_cents bigint not null check (finance_charge_cents >= 0),
    total_of_payments_cents bigint not null,
    payments jsonb not null,
    consent_text text not null check (length(consent_text) > 0),
    consented_by uuid not null references members (id),
    consented_at timestamptz not null,
    check (total_of_payments_cents = amount_financed_cents + finance_charge_cents)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

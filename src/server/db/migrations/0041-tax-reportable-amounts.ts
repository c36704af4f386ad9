import { sql, type Kysely } from 'kysely';

/**
 * Tax-reportable amounts carried in when the credit union converted to this core: per account, tax year, form and
 * box, what the previous core had accumulated up to the conversion day `carried_through` (a whole prior year's
 * 1099-INT interest, 5498 contributions, 1098 mortgage interest, and the current year's amounts up to conversion).
 * The ledger holds only what was posted after conversion; a year's figure is this row plus the ledger's sum.
 */
const statements: readonly string[] = [
  `create table tax_reportable_amounts (
    arrangement_id uuid not null references arrangements (id),
    tax_year integer not null check (tax_year between 1900 and 2999),
    form_type text not null check (form_type in ('1099-INT', '5498', '1098')),
    box text not null check (length(box) between 1 and 8),
    amount_cents bigint not null check (amount_cents >= 0),
    carried_through date not null,
    primary key (arrangement_id, tax_year, form_type, box)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

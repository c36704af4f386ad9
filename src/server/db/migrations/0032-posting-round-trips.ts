import { sql, type Kysely } from 'kysely';

/**
 * The posting path in fewer round trips. Two functions, each one statement for the server:
 *
 * - claim_idempotency_key: the key row is inserted first (a second call with the same key waits on it, at most the
 *   lock timeout), and when it was already there the stored answer comes back in the same call.
 * - payment_account_facts: locks the owning agreement and then the accounts (ids sorted, so two movements over the
 *   same pair lock in the same order), and only then reads each account's ledger sum, pending debits and terms.
 */
const statements: readonly string[] = [
  `create function claim_idempotency_key(p_user uuid, p_key text, p_hash text, p_created_at timestamptz)
    returns table (claimed boolean, request_hash text, response_status integer, response_body json)
    language plpgsql as $$
  declare
    inserted text;
  begin
    perform set_config('lock_timeout', '10s', true);
    insert into idempotency_keys (user_id, key, request_hash, response_status, response_body, created_at)
      values (p_user, p_key, p_hash, null, null, p_created_at)
      on conflict (user_id, key) do nothing
      returning idempotency_keys.key into inserted;
    perform set_config('lock_timeout', '0', true);
    if inserted is not null then
      return query select true, p_hash, null::integer, null::json;
      return;
    end if;
    return query select false, k.request_hash, k.response_status, k.response_body
      from idempotency_keys k where k.user_id = p_user and k.key = p_key;
  end $$`,

  `create function payment_account_facts(p_lock_agreement uuid, p_lock_ids uuid[], p_ids uuid[])
    returns table (arrangement_id uuid, ledger_sum_cents bigint, pending_debits_cents bigint, interest_rate_bps integer,
      minimum_payment_cents bigint, minimum_payment_percent_bps integer)
    language plpgsql as $$
  begin
    if p_lock_agreement is not null then
      perform 1 from service_agreements s where s.id = p_lock_agreement for update;
    end if;
    if coalesce(cardinality(p_lock_ids), 0) > 0 then
      perform 1 from arrangements a where a.id = any (p_lock_ids) order by a.id for update;
    end if;
    return query
      select ids.id,
        coalesce((select sum(e.amount_cents) from ledger_entries e where e.arrangement_id = ids.id), 0)::bigint,
        coalesce((select sum(t.amount_cents) from transactions t
                   where t.arrangement_id = ids.id and t.status = 'PENDING' and t.credit_debit = 'DEBIT'), 0)::bigint,
        terms.interest_rate_bps::integer, terms.minimum_payment_cents::bigint, terms.minimum_payment_percent_bps::integer
      from unnest(p_ids) as ids(id)
      left join arrangement_terms terms on terms.arrangement_id = ids.id;
  end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

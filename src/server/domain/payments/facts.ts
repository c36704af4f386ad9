import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PaymentEndpointFacts } from '../../../../engine/core/payment-rules';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { amountsDueOf } from '../amount-due';
import { availableBalance, bookedBalance } from '../balances';
import { ownerBirthDate } from '../ira/owner-birth-date';
import type { PaymentEndpoint } from './endpoints';

/** Days of interest a 14-day payoff quote adds to what is owed. */
const PAYOFF_DAYS = 14;

/** The kinds that have a payment due (cards, loans, lines of credit). */
const DUE_KINDS: ReadonlySet<string> = new Set(['autoLoan', 'heloc', 'creditCard']);

const uuidArray = (ids: readonly string[]) => (ids.length === 0 ? sql`'{}'::uuid[]` : sql`array[${sql.join(ids)}]::uuid[]`);

interface AccountFactsRow {
  arrangement_id: string;
  ledger_sum_cents: number;
  pending_debits_cents: number;
  interest_rate_bps: number | null;
}

/**
 * What the payment rules need to know of each side, in one statement (payment_account_facts, migration 0032). With
 * `lock` (inside the transaction that will post or record it) the same statement first locks the agreement row (so
 * ACH daily usage cannot change underneath) and then the accounts, sorted, and only then reads the balances: parallel
 * requests on one account serialise there and the numbers cannot change before the posting. Only the member's own
 * accounts carry balances; any member account (another member's too) that is a certificate in its term carries its
 * maturity date, as the endpoint was resolved. A card or loan carries what is due on `today` (past due plus this
 * period's amount due, amount-due.ts), the figure its page shows, so paying less asks for the acknowledgement.
 */
export async function endpointFacts(
  db: Kysely<Database>,
  endpoints: readonly PaymentEndpoint[],
  today: string,
  lock?: { agreementId: string | null; arrangementIds: readonly string[] },
): Promise<PaymentEndpointFacts[]> {
  const own = endpoints.flatMap((endpoint) => (endpoint.type === 'arrangement' && endpoint.kind !== 'member' ? [endpoint.arrangement] : []));
  const ownIds = own.map((arrangement) => arrangement.id);
  const lockIds = [...new Set(lock?.arrangementIds ?? [])].sort();
  const rows =
    ownIds.length === 0 && lock === undefined
      ? []
      : (
          await sql<AccountFactsRow>`select * from payment_account_facts(${lock?.agreementId ?? null}::uuid, ${uuidArray(lockIds)}, ${uuidArray(ownIds)})`.execute(db)
        ).rows;
  const totals = new Map(rows.map((row) => [row.arrangement_id, { ledgerSumCents: Number(row.ledger_sum_cents), pendingDebitsCents: Number(row.pending_debits_cents) }]));
  const facts = endpoints.map((endpoint) => {
    const maturesOn = endpoint.type === 'arrangement' ? endpoint.certificateMaturesOn : undefined;
    const inTerm = maturesOn === undefined ? {} : { certificateMaturesOn: maturesOn };
    if (endpoint.type !== 'arrangement' || endpoint.kind === 'member') return { kind: endpoint.kind, ...inTerm };
    const { arrangement } = endpoint;
    const total = totals.get(arrangement.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
    const balanceCents = bookedBalance(arrangement.product_kind, total);
    const facts: PaymentEndpointFacts = {
      kind: endpoint.kind,
      availableCents: availableBalance(arrangement.product_kind, total, arrangement.credit_limit_cents),
      balanceCents,
      ...inTerm,
    };
    const term = rows.find((row) => row.arrangement_id === arrangement.id);
    if (arrangement.product_kind === 'autoLoan' || arrangement.product_kind === 'heloc') {
      const rateBps = term?.interest_rate_bps ?? 0;
      facts.payoffCents = Math.max(0, balanceCents + Math.round((balanceCents * rateBps * PAYOFF_DAYS) / (10_000 * 365)));
    }
    return facts;
  });
  return Promise.all(
    endpoints.map(async (endpoint, index) => {
      const own = facts[index]!;
      if (endpoint.type !== 'arrangement' || endpoint.kind === 'member' || !DUE_KINDS.has(endpoint.arrangement.product_kind)) return own;
      const due = await amountsDueOf(db, endpoint.arrangement, { today, currentBalanceCents: own.balanceCents ?? 0 });
      return due === undefined ? own : { ...own, amountDueCents: due.totalDueCents };
    }),
  );
}

const ACH_KINDS = ['ACH_OUT', 'ACH_IN'] as const;

/** The payment kinds whose daily total a limit counts: ACH both ways, or transfers to other members. */
export const DAILY_LIMIT_KINDS = { ach: ACH_KINDS, memberTransfer: ['MEMBER_TRANSFER'] } as const;

/**
 * The total of some kinds (ACH by default) an agreement already has on a day: occurrences posted for that day plus
 * one-time and recurring orders still scheduled for it, leaving out the order being checked (an edit). Call it after
 * locking the agreement row, so two parallel requests cannot both see room under the daily limit.
 */
export async function usedOnDay(db: Kysely<Database>, input: { agreementId: string; day: string; excludeOrderId?: string; kinds?: readonly string[] }): Promise<number> {
  const exclude = input.excludeOrderId ?? '00000000-0000-0000-0000-000000000000';
  const kinds = input.kinds ?? ACH_KINDS;
  const { rows } = await sql<{ cents: number | null }>`
    select (
      coalesce((select sum(e.amount_cents) from payment_order_executions e join payment_orders o on o.id = e.payment_order_id
                 where o.agreement_id = ${input.agreementId} and o.kind in (${sql.join([...kinds])})
                   and e.outcome = 'POSTED' and e.due_date = ${input.day} and o.id <> ${exclude}), 0)
      + coalesce((select sum(o.amount_cents) from payment_orders o
                 where o.agreement_id = ${input.agreementId} and o.kind in (${sql.join([...kinds])})
                   and o.state = 'SCHEDULED' and o.next_execution_date = ${input.day} and o.id <> ${exclude}
                   and not exists (select 1 from payment_order_executions e where e.payment_order_id = o.id and e.due_date = ${input.day})), 0)
    )::bigint as cents`.execute(db);
  return Number(rows[0]?.cents ?? 0);
}

/**
 * The ACH total already POSTED for an agreement on a due day, leaving out one order: what the executor counts when it
 * posts an occurrence. Scheduled orders are left out on purpose: at posting time only money that really moved counts,
 * so a recurring order whose later occurrence lands on a day another order was scheduled for cannot push the day past
 * the limit (creation only sees the recurring order's first occurrence). Call it after locking the agreement row.
 */
export async function achPostedOnDay(db: Kysely<Database>, input: { agreementId: string; day: string; excludeOrderId: string }): Promise<number> {
  const { rows } = await sql<{ cents: number | null }>`
    select coalesce(sum(e.amount_cents), 0)::bigint as cents
      from payment_order_executions e join payment_orders o on o.id = e.payment_order_id
     where o.agreement_id = ${input.agreementId} and o.kind in (${sql.join([...ACH_KINDS])})
       and e.outcome = 'POSTED' and e.due_date = ${input.day} and o.id <> ${input.excludeOrderId}`.execute(db);
  return Number(rows[0]?.cents ?? 0);
}

/**
 * What an account has received from payment orders in one tax year (a yearly contribution limit counts these, not
 * the balance): occurrences posted plus orders still scheduled, each in its tax year (the one its ira_contributions
 * row names, else the year of its due date), and contributions posted as journals of their own (ira_contributions
 * rows naming a journal and its amount), leaving out the order being checked (an edit). The executor asks
 * `postedOnly` when an occurrence posts: then only money that really moved counts, as for the ACH day. Call it after
 * locking the account, like usedOnDay.
 */
export async function contributedInYear(db: Kysely<Database>, input: { arrangementId: string; year: number; excludeOrderId?: string; postedOnly?: boolean }): Promise<number> {
  const exclude = input.excludeOrderId ?? '00000000-0000-0000-0000-000000000000';
  const taxYear = (day: RawBuilder<unknown>) => sql`coalesce((select c.tax_year from ira_contributions c where c.payment_order_id = o.id), extract(year from ${day})::integer)`;
  const scheduled =
    input.postedOnly === true
      ? sql`0`
      : sql`coalesce((select sum(o.amount_cents) from payment_orders o
                 where o.to_arrangement_id = ${input.arrangementId} and o.state = 'SCHEDULED'
                   and ${taxYear(sql`o.next_execution_date`)} = ${input.year} and o.id <> ${exclude}
                   and not exists (select 1 from payment_order_executions e where e.payment_order_id = o.id and e.due_date = o.next_execution_date)), 0)`;
  const { rows } = await sql<{ cents: number | null }>`
    select (
      coalesce((select sum(e.amount_cents) from payment_order_executions e join payment_orders o on o.id = e.payment_order_id
                 where o.to_arrangement_id = ${input.arrangementId} and e.outcome = 'POSTED'
                   and ${taxYear(sql`e.due_date`)} = ${input.year} and o.id <> ${exclude}), 0)
      + coalesce((select sum(c.amount_cents) from ira_contributions c
                 where c.arrangement_id = ${input.arrangementId} and c.journal_id is not null and c.tax_year = ${input.year}), 0)
      + ${scheduled}
    )::bigint as cents`.execute(db);
  return Number(rows[0]?.cents ?? 0);
}

/** What the yearly contribution rule needs: the account's contributions in the tax year and its owner's date of birth. */
export interface ContributionFacts {
  contributedInYearCents?: number;
  contributionYear?: number;
  contributorBirthDate?: string;
}

/**
 * For an account with a yearly contribution limit: what it has received in the tax year (`taxYear`, else the year of
 * `postingDate`) and the date of birth of the member it belongs to (the catch-up). Empty for every other account.
 */
export async function contributionFacts(
  db: Kysely<Database>,
  to: PaymentEndpoint,
  input: { postingDate: string; taxYear?: number; excludeOrderId?: string; postedOnly?: boolean },
): Promise<ContributionFacts> {
  if (to.type !== 'arrangement' || to.kind === 'member') return {};
  if ((limitsManifest.amounts.yearlyContributionLimitCents as Partial<Record<string, number>>)[to.kind] === undefined) return {};
  const year = input.taxYear ?? Number(input.postingDate.slice(0, 4));
  const contributed = await contributedInYear(db, {
    arrangementId: to.arrangement.id,
    year,
    ...(input.excludeOrderId === undefined ? {} : { excludeOrderId: input.excludeOrderId }),
    ...(input.postedOnly === undefined ? {} : { postedOnly: input.postedOnly }),
  });
  const birthDate = await ownerBirthDate(db, to.arrangement.agreement_id);
  return { contributedInYearCents: contributed, contributionYear: year, ...(birthDate === undefined ? {} : { contributorBirthDate: birthDate }) };
}

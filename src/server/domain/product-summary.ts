import { sql, type Kysely } from 'kysely';
import type { DebitCardSummary, LoanServicing, ProductSummary, ProductSummaryEntry, ProductSummaryGroup } from '../../../engine/core/generated/api.gen';
import type { ProductGroupKind } from '../../../engine/core/generated/manifests.gen';
import type { Arrangement, Database, ProductKind } from '../db/schema';
import { availableBalance, bookedBalance, isOwedKind, type LedgerTotals } from './balances';
import { loadLoanServicing } from './lending/servicing';
import { dataAgreementIds } from './service-agreements';
import { sharedAccountIds } from './trusted-users/account-scope';
import { reachesNothing, reachOf, type AccountReach } from './visible-arrangements';

/** Which summary group each product kind belongs to; groups appear in this order. */
const GROUP_OF_KIND: Readonly<Record<ProductKind, ProductGroupKind>> = {
  checking: 'deposits',
  savings: 'deposits',
  creditCard: 'creditCards',
  autoLoan: 'loans',
  heloc: 'heloc',
  ira: 'ira',
};
/** The summary group of a product kind (alert gating blocks some pages per group). */
export function productGroupOf(kind: ProductKind): ProductGroupKind {
  return GROUP_OF_KIND[kind];
}

const GROUP_ORDER: readonly ProductGroupKind[] = ['deposits', 'creditCards', 'loans', 'heloc', 'ira'];

const MASK = '••••';

/** "••••1234": the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `${MASK}${accountNumber.slice(-4)}`;
}

/** One user's choices for one account (Edit Accounts): its nickname, its place in their order, hidden from the summary. */
export interface AccountPreference {
  nickname: string | null;
  position: number;
  hidden: boolean;
}

/**
 * The accounts in the order a user sees them: by summary group, then by the user's own order (accounts they have
 * not placed yet, such as one opened since, after the placed ones), then the accounts' own order as given.
 */
export function inSummaryOrder<T extends Pick<Arrangement, 'id' | 'product_kind'>>(arrangements: readonly T[], preferences: ReadonlyMap<string, AccountPreference>): T[] {
  const rank = (arrangement: T): [number, number] => [GROUP_ORDER.indexOf(GROUP_OF_KIND[arrangement.product_kind]), preferences.get(arrangement.id)?.position ?? Number.MAX_SAFE_INTEGER];
  return arrangements
    .map((arrangement, index) => ({ arrangement, index, rank: rank(arrangement) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map((entry) => entry.arrangement);
}

/** One user's preferences for the given accounts, by account id. */
export async function loadAccountPreferences(db: Kysely<Database>, userId: string, arrangementIds: readonly string[]): Promise<Map<string, AccountPreference>> {
  if (arrangementIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('account_preferences')
    .select(['arrangement_id', 'nickname', 'position', 'hidden'])
    .where('user_id', '=', userId)
    .where('arrangement_id', 'in', arrangementIds)
    .execute();
  return new Map(rows.map((row) => [row.arrangement_id, { nickname: row.nickname, position: row.position, hidden: row.hidden }]));
}

/**
 * The product summary of a session's service agreement: every account it reaches, grouped by kind (empty groups
 * left out), balances from the ledger, numbers masked unless `mask` is false, what is held and what is owed added up
 * apart (a net of the two would read as money the member has), and what a delinquent account has past due. With
 * `preferencesOf` (a user id), that user's Edit Accounts choices apply: nicknames as names, their order within each
 * group, and hidden accounts left out of the groups and the totals (counted in hiddenAccountCount, absent when
 * none). Hidden from the summary only: every other page (detail, transfers, statements) still reaches them. A
 * certificate in its term carries its maturity date: the payment rules and the pickers keep money out of it until then.
 */
export async function loadProductSummary(db: Kysely<Database>, agreementId: string | null, options: { mask: boolean; preferencesOf?: string }): Promise<ProductSummary> {
  const owners = agreementId === null ? [] : await dataAgreementIds(db, agreementId);
  const shared = agreementId === null ? null : await sharedAccountIds(db, agreementId);
  return loadProductSummaryOf(db, { agreementIds: owners, arrangementIds: shared }, options);
}

/**
 * The product summary of the accounts a member scope reaches (its agreements', narrowed to a trusted user's shared
 * accounts), as loadProductSummary: one statement, and
 * with `today` three more when a loan funded through lending (with a stored schedule) is among them.
 */
export async function loadProductSummaryOf(db: Kysely<Database>, reachOrIds: AccountReach | readonly string[], options: { mask: boolean; preferencesOf?: string; today?: string }): Promise<ProductSummary> {
  const reach = reachOf(reachOrIds);
  if (reachesNothing(reach)) return { totalDepositsCents: 0, totalOwedCents: 0, groups: [] };
  const rows = await summaryRows(db, reach, options.preferencesOf);
  // With `today`, a loan funded with a stored schedule is past due by its schedule (the others by arrangement_past_due).
  const scheduled = options.today === undefined ? [] : rows.filter((row) => row.has_schedule === true && row.hidden !== true).map((row) => row.id);
  const servicing = options.today === undefined ? new Map<string, LoanServicing>() : await loadLoanServicing(db, scheduled, options.today);
  const preferences = new Map<string, AccountPreference>();
  for (const row of rows) if (row.position !== null) preferences.set(row.id, { nickname: row.nickname, position: row.position, hidden: row.hidden === true });
  const shown = inSummaryOrder(rows, preferences).filter((row) => row.hidden !== true);

  const groups = new Map<ProductGroupKind, ProductSummaryGroup>();
  let held = 0;
  let owed = 0;
  for (const row of shown) {
    const cards = row.debit_cards.map((card) => ({ id: card.id, maskedNumber: maskAccountNumber(card.last_four), status: card.status, lockStatus: card.lock_status }));
    const entry = toEntry(row, { ledgerSumCents: Number(row.shown_ledger_sum_cents), pendingDebitsCents: Number(row.pending_debits_cents) }, cards, options.mask);
    if (row.nickname !== null) Object.assign(entry, { name: row.nickname, accountName: row.name });
    if (row.past_due_cents !== null && row.past_due_date !== null) entry.pastDue = { amountCents: row.past_due_cents, dueDate: row.past_due_date };
    if (row.certificate_matures_on !== null) entry.certificateMaturesOn = row.certificate_matures_on;
    const serviced = servicing.get(row.id);
    if (serviced) {
      delete entry.pastDue;
      if (serviced.pastDue) entry.pastDue = { amountCents: serviced.pastDue.amountCents, dueDate: serviced.pastDue.oldestDueDate };
    }
    const kind = GROUP_OF_KIND[row.product_kind];
    const group = groups.get(kind) ?? { kind, totalBalanceCents: 0, products: [] };
    group.products.push(entry);
    group.totalBalanceCents += entry.bookedBalanceCents;
    groups.set(kind, group);
    if (isOwedKind(row.product_kind)) owed += entry.bookedBalanceCents;
    else held += entry.bookedBalanceCents;
  }
  const hidden = rows.length - shown.length;
  return { totalDepositsCents: held, totalOwedCents: owed, ...(hidden === 0 ? {} : { hiddenAccountCount: hidden }), groups: GROUP_ORDER.flatMap((kind) => groups.get(kind) ?? []) };
}

interface SummaryCard {
  id: string;
  last_four: string;
  status: DebitCardSummary['status'];
  lock_status: DebitCardSummary['lockStatus'];
}

/**
 * The accounts with everything the summary shows of them, in one statement: the user's preferences, the stored ledger
 * sum and pending holds (not for hidden accounts, which the summary leaves out), open debit cards (only the last four
 * digits are ever stored, so they are always masked) and what is past due. In the accounts' own order.
 */
function summaryRows(db: Kysely<Database>, reach: AccountReach, preferencesOf: string | undefined) {
  const notHidden = sql<boolean>`coalesce(p.hidden, false) = false`;
  return db
    .selectFrom('arrangements as a')
    .leftJoin('account_preferences as p', (join) =>
      preferencesOf === undefined ? join.on(sql<boolean>`false`) : join.onRef('p.arrangement_id', '=', 'a.id').on('p.user_id', '=', preferencesOf),
    )
    .leftJoin('arrangement_past_due as d', 'd.arrangement_id', 'a.id')
    .selectAll('a')
    .select(['p.nickname', 'p.position', 'p.hidden', 'd.amount_cents as past_due_cents', 'd.due_date as past_due_date'])
    .select([
      sql<number>`case when ${notHidden} then a.ledger_sum_cents else 0 end`.as('shown_ledger_sum_cents'),
      sql<number>`case when ${notHidden} then (select coalesce(sum(t.amount_cents), 0)::bigint from transactions t
        where t.arrangement_id = a.id and t.status = 'PENDING' and t.credit_debit = 'DEBIT') else 0 end`.as('pending_debits_cents'),
      sql<boolean>`a.product_kind = 'autoLoan' and exists (select 1 from loan_payment_schedules s where s.arrangement_id = a.id)`.as('has_schedule'),
      sql<string | null>`(select t.maturity_date from certificate_terms t where t.arrangement_id = a.id and t.state = 'ACTIVE')`.as('certificate_matures_on'),
      sql<SummaryCard[]>`case when ${notHidden} then (select coalesce(json_agg(json_build_object('id', c.id, 'last_four', c.last_four, 'status', c.status, 'lock_status', c.lock_status) order by c.id), '[]'::json)
        from cards c where c.arrangement_id = a.id and c.card_kind = 'debit' and c.status <> 'CL') else '[]'::json end`.as('debit_cards'),
    ])
    .where('a.agreement_id', 'in', reach.agreementIds)
    .$if(reach.arrangementIds !== null, (query) => query.where('a.id', 'in', reach.arrangementIds ?? []))
    // A closed account (a certificate paid out at maturity or closed early) has left the summary; its statements stay.
    .where('a.state', '<>', 'CLOSED')
    .orderBy('a.display_order')
    .orderBy('a.opened_on')
    .orderBy('a.id')
    .execute();
}

function toEntry(arrangement: Arrangement, totals: LedgerTotals, debitCards: DebitCardSummary[], mask: boolean): ProductSummaryEntry {
  return {
    id: arrangement.id,
    externalArrangementId: arrangement.external_arrangement_id,
    externalLegalEntityId: arrangement.external_legal_entity_id,
    externalProductId: arrangement.external_product_id,
    legalEntityIds: [arrangement.external_legal_entity_id],
    debitCards,
    name: arrangement.name,
    productKind: arrangement.product_kind,
    productTypeName: arrangement.product_type_name,
    accountNumber: mask ? maskAccountNumber(arrangement.account_number) : arrangement.account_number,
    bookedBalanceCents: bookedBalance(arrangement.product_kind, totals),
    availableBalanceCents: availableBalance(arrangement.product_kind, totals, arrangement.credit_limit_cents),
    ...(arrangement.credit_limit_cents === null ? {} : { creditLimitCents: arrangement.credit_limit_cents }),
    ...(arrangement.principal_cents === null ? {} : { principalAmountCents: arrangement.principal_cents }),
    currency: 'USD',
    state: arrangement.state,
  };
}

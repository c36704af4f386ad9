import type { Kysely } from 'kysely';
import type { DebitCardSummary, PastDue, ProductSummary, ProductSummaryEntry, ProductSummaryGroup } from '../../../engine/core/generated/api.gen';
import type { ProductGroupKind } from '../../../engine/core/generated/manifests.gen';
import type { Arrangement, Database, ProductKind } from '../db/schema';
import { availableBalance, bookedBalance, isOwedKind, ledgerTotals, type LedgerTotals } from './balances';
import { dataAgreementIds } from './service-agreements';

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
 * none). Hidden from the summary only: every other page (detail, transfers, statements) still reaches them.
 */
export async function loadProductSummary(db: Kysely<Database>, agreementId: string | null, options: { mask: boolean; preferencesOf?: string }): Promise<ProductSummary> {
  const owners = agreementId === null ? [] : await dataAgreementIds(db, agreementId);
  if (owners.length === 0) return { totalDepositsCents: 0, totalOwedCents: 0, groups: [] };
  const all = await db
    .selectFrom('arrangements')
    .selectAll()
    .where('agreement_id', 'in', owners)
    .orderBy('display_order')
    .orderBy('opened_on')
    .orderBy('id')
    .execute();
  const preferences = options.preferencesOf === undefined ? new Map<string, AccountPreference>() : await loadAccountPreferences(db, options.preferencesOf, all.map((arrangement) => arrangement.id));
  const arrangements = inSummaryOrder(all, preferences).filter((arrangement) => preferences.get(arrangement.id)?.hidden !== true);
  const ids = arrangements.map((arrangement) => arrangement.id);
  const [totals, cards, pastDue] = await Promise.all([ledgerTotals(db, ids), debitCardsByArrangement(db, ids), pastDueByArrangement(db, ids)]);

  const groups = new Map<ProductGroupKind, ProductSummaryGroup>();
  let held = 0;
  let owed = 0;
  for (const arrangement of arrangements) {
    const entry = toEntry(arrangement, totals.get(arrangement.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 }, cards.get(arrangement.id) ?? [], options.mask);
    const nickname = preferences.get(arrangement.id)?.nickname ?? null;
    if (nickname !== null) Object.assign(entry, { name: nickname, accountName: arrangement.name });
    const late = pastDue.get(arrangement.id);
    if (late !== undefined) entry.pastDue = late;
    const kind = GROUP_OF_KIND[arrangement.product_kind];
    const group = groups.get(kind) ?? { kind, totalBalanceCents: 0, products: [] };
    group.products.push(entry);
    group.totalBalanceCents += entry.bookedBalanceCents;
    groups.set(kind, group);
    if (isOwedKind(arrangement.product_kind)) owed += entry.bookedBalanceCents;
    else held += entry.bookedBalanceCents;
  }
  const hidden = all.length - arrangements.length;
  return { totalDepositsCents: held, totalOwedCents: owed, ...(hidden === 0 ? {} : { hiddenAccountCount: hidden }), groups: GROUP_ORDER.flatMap((kind) => groups.get(kind) ?? []) };
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

/** Debit cards per account; only the last four digits are ever stored, so they are always masked. */
async function debitCardsByArrangement(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, DebitCardSummary[]>> {
  const byArrangement = new Map<string, DebitCardSummary[]>();
  if (arrangementIds.length === 0) return byArrangement;
  const cards = await db
    .selectFrom('cards')
    .select(['id', 'arrangement_id', 'last_four', 'status', 'lock_status'])
    .where('arrangement_id', 'in', arrangementIds)
    .where('card_kind', '=', 'debit')
    .where('status', '<>', 'CL')
    .orderBy('id')
    .execute();
  for (const card of cards) {
    const list = byArrangement.get(card.arrangement_id) ?? [];
    list.push({ id: card.id, maskedNumber: maskAccountNumber(card.last_four), status: card.status, lockStatus: card.lock_status });
    byArrangement.set(card.arrangement_id, list);
  }
  return byArrangement;
}

/** What each past-due account of the set has past due, and the due date it missed. */
async function pastDueByArrangement(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, PastDue>> {
  if (arrangementIds.length === 0) return new Map();
  const rows = await db.selectFrom('arrangement_past_due').selectAll().where('arrangement_id', 'in', arrangementIds).execute();
  return new Map(rows.map((row) => [row.arrangement_id, { amountCents: row.amount_cents, dueDate: row.due_date }]));
}

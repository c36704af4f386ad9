import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import type { TestApp } from '../support/test-app';

export const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

export async function productsOf(app: FastifyInstance, sid: string): Promise<ProductSummaryEntry[]> {
  const response = await app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
  return (response.json() as ProductSummary).groups.flatMap((group) => group.products);
}

export function productOf(products: readonly ProductSummaryEntry[], kind: string): ProductSummaryEntry {
  const product = products.find((entry) => entry.productKind === kind);
  if (!product) throw new Error(`No ${kind} account`);
  return product;
}

/** POSTs a payment order with a fresh (or the given) Idempotency-Key. */
export function postOrder(app: FastifyInstance, sid: string, payload: object, key: string | null = randomUUID()) {
  return app.inject({ method: 'POST', url: ORDERS, cookies: { sid }, payload, headers: key === null ? {} : { 'idempotency-key': key } });
}

/** The ledger balance of an arrangement (sum of its entries, debits positive). */
/**
 * The seed's card balance is whatever six months of history ending on the seed's day left, so a test that pays the
 * card first makes it owe at least `cents` more (and checking hold as much) with a cash advance into checking.
 */
export async function borrowOnCard(app: FastifyInstance, sid: string, cardId: string, checkingId: string, cents: number): Promise<void> {
  const advance = await postOrder(app, sid, { fromAccountId: cardId, toAccountId: checkingId, amountCents: cents });
  if (advance.statusCode !== 201) throw new Error(`The cash advance that arranges the card balance answered ${advance.statusCode}: ${advance.body}`);
}

export async function ledgerSum(t: TestApp, arrangementId: string): Promise<number> {
  const row = await t.database.db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents')).where('arrangement_id', '=', arrangementId).executeTakeFirstOrThrow();
  return Number(row.cents);
}

export async function glSum(t: TestApp, glAccountId: string): Promise<number> {
  const row = await t.database.db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents')).where('gl_account_id', '=', glAccountId).executeTakeFirstOrThrow();
  return Number(row.cents);
}

export async function countRows(t: TestApp, table: 'journals' | 'payment_orders' | 'payment_order_executions'): Promise<number> {
  const row = await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every journal's entries sum to zero (the database refuses otherwise; this checks it did). */
export async function unbalancedJournals(t: TestApp): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select journal_id from ledger_entries group by journal_id having sum(amount_cents) <> 0) j`.execute(t.database.db);
  return Number(rows[0]?.n ?? 0);
}

/** Links a VERIFIED (or other status) external account to an agreement directly, as the external-accounts API would. */
export async function insertExternalAccount(t: TestApp, input: { agreementId: string; createdBy: string; accountNumber: string; status?: string }): Promise<string> {
  const id = randomUUID();
  await sql`insert into external_accounts (id, agreement_id, created_by, nickname, institution_name, routing_number, account_number, account_type,
              owner_name, status, verification_method, created_at)
            values (${id}, ${input.agreementId}, ${input.createdBy}, ${'Test Other Bank'}, ${'Other Bank'}, ${'011000015'}, ${input.accountNumber},
              ${'CHECKING'}, ${'Test Owner'}, ${input.status ?? 'VERIFIED'}, ${'INSTANT'}, now())`.execute(t.database.db);
  return id;
}

export async function insertPayee(t: TestApp, input: { agreementId: string; name: string; accountNumber: string }): Promise<string> {
  const id = randomUUID();
  await sql`insert into payees (id, agreement_id, name, account_number, address_line1, city, state, zip_code, created_at)
            values (${id}, ${input.agreementId}, ${input.name}, ${input.accountNumber}, ${'1 Main St'}, ${'Springfield'}, ${'IL'}, ${'62701'}, now())`.execute(t.database.db);
  return id;
}

/** The member's agreement and user id (owner of the signed-in persona's accounts). */
export async function ownerOf(t: TestApp, arrangementId: string): Promise<{ agreementId: string; userId: string }> {
  const row = await t.database.db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .select(['service_agreements.id as agreementId', 'service_agreements.primary_user_id as userId'])
    .where('arrangements.id', '=', arrangementId)
    .executeTakeFirstOrThrow();
  return row;
}

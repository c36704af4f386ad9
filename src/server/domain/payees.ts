import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Payee } from '../../../engine/core/generated/api.gen';
import type { Database, PayeesTable } from '../db/schema';
import { limitsManifest } from '../../manifests';
import { ApiProblem } from '../errors';
import { maskAccountNumber } from './product-summary';

type PayeeRow = Selectable<PayeesTable>;

/** The data of config/forms/payee.json (the route validated it against that form). */
export interface PayeeFormData {
  name: string;
  nickname?: string;
  accountNumber: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  phone?: string;
}

const optional = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** What the member sees: the account number at the payee masked; payees have no lead time of their own yet, so the configured one. */
export function toPayee(row: PayeeRow): Payee {
  return {
    id: row.id,
    name: row.name,
    ...(row.nickname ? { nickname: row.nickname } : {}),
    maskedAccountNumber: maskAccountNumber(row.account_number),
    addressLine1: row.address_line1,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    ...(row.phone ? { phone: row.phone } : {}),
    leadBusinessDays: limitsManifest.billPay.payeeLeadBusinessDays,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function columnsOf(data: PayeeFormData) {
  return {
    name: data.name.trim(),
    nickname: optional(data.nickname),
    account_number: data.accountNumber,
    address_line1: data.addressLine1.trim(),
    city: data.city.trim(),
    state: data.state,
    zip_code: data.zipCode,
    phone: optional(data.phone),
  };
}

/** The payees (not deleted) of the session's agreements, by name. */
export async function listPayees(db: Kysely<Database>, agreementIds: readonly string[]): Promise<Payee[]> {
  if (agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('payees')
    .selectAll()
    .where('agreement_id', 'in', agreementIds)
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPayee);
}

async function lockPayee(trx: Transaction<Database>, agreementIds: readonly string[], id: string): Promise<PayeeRow> {
  const row =
    agreementIds.length === 0
      ? undefined
      : await trx
          .selectFrom('payees')
          .selectAll()
          .where('id', '=', id)
          .where('agreement_id', 'in', agreementIds)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND', '/id');
  return row;
}

export async function addPayee(trx: Transaction<Database>, input: { agreementId: string; data: PayeeFormData; now: Date }): Promise<Payee> {
  const row: PayeeRow = { id: randomUUID(), agreement_id: input.agreementId, ...columnsOf(input.data), created_at: input.now, deleted_at: null };
  await trx.insertInto('payees').values(row).execute();
  return toPayee(row);
}

/** Replaces a payee's details with the form's (fields left out of the form are cleared). */
export async function updatePayee(trx: Transaction<Database>, input: { agreementIds: readonly string[]; id: string; data: PayeeFormData }): Promise<Payee> {
  const row = await lockPayee(trx, input.agreementIds, input.id);
  const updated = await trx.updateTable('payees').set(columnsOf(input.data)).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  return toPayee(updated);
}

/**
 * Soft-deletes a payee; refuses with 409 while a SCHEDULED bill payment still goes to it. The row lock (FOR UPDATE)
 * comes before the look for orders: a payment holding the payee FOR SHARE commits first and its order is seen.
 */
export async function deletePayee(trx: Transaction<Database>, input: { agreementIds: readonly string[]; id: string; now: Date }): Promise<void> {
  const row = await lockPayee(trx, input.agreementIds, input.id);
  const scheduled = await sql<{ id: string }>`select id from payment_orders where state = 'SCHEDULED' and to_payee_id = ${row.id} limit 1`.execute(trx);
  if (scheduled.rows.length > 0) throw new ApiProblem(409, 'PAYEE_HAS_SCHEDULED_PAYMENTS');
  await trx.updateTable('payees').set({ deleted_at: input.now }).where('id', '=', row.id).execute();
}

import { sql, type Kysely, type Selectable } from 'kysely';
import type { PaymentOrder, PaymentOrderEndpoint } from '../../../../engine/core/generated/api.gen';
import type { Database, PaymentOrdersTable } from '../../db/schema';
import { maskAccountNumber } from '../product-summary';

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

const OTHER_MEMBER_NAME = 'Member account';
const UNKNOWN: PaymentOrderEndpoint = { id: '', name: 'Unavailable account', maskedNumber: '' };

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The API shape of an order, with the two sides as the member sees them. */
export function toPaymentOrder(row: PaymentOrderRow, sides: { from: PaymentOrderEndpoint; to: PaymentOrderEndpoint }): PaymentOrder {
  const order: PaymentOrder = {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    kind: row.kind,
    state: row.state,
    from: sides.from,
    to: sides.to,
    amountCents: row.amount_cents,
    timing: row.timing,
    frequency: row.frequency,
    requestedDate: row.requested_date,
    executionDate: row.next_execution_date ?? row.requested_date,
    acknowledgements: row.acknowledgements as PaymentOrder['acknowledgements'],
    notes: row.notes,
    createdAt: iso(row.created_at),
  };
  if (row.end_date !== null) order.endDate = row.end_date;
  if (row.memo !== null) order.memo = row.memo;
  if (row.posted_at !== null) order.postedAt = iso(row.posted_at);
  if (row.failure_reason !== null) order.failureReason = row.failure_reason;
  return order;
}

interface NamedRow {
  id: string;
  name: string;
  account_number: string;
}

/**
 * The API shapes of many orders, reading every side they name in three queries. Closed accounts, deleted payees and
 * external accounts still show (the order is history); another member's account never shows its holder.
 */
export async function toPaymentOrders(db: Kysely<Database>, rows: readonly PaymentOrderRow[]): Promise<PaymentOrder[]> {
  const arrangementIds = [...new Set(rows.flatMap((row) => [row.from_arrangement_id, row.to_arrangement_id]).filter((id): id is string => id !== null))];
  const externalIds = [...new Set(rows.flatMap((row) => [row.from_external_account_id, row.to_external_account_id]).filter((id): id is string => id !== null))];
  const payeeIds = [...new Set(rows.map((row) => row.to_payee_id).filter((id): id is string => id !== null))];
  const arrangements = arrangementIds.length === 0 ? [] : await db.selectFrom('arrangements').select(['id', 'name', 'account_number', 'agreement_id']).where('id', 'in', arrangementIds).execute();
  const externals =
    externalIds.length === 0
      ? []
      : (await sql<NamedRow>`select id, coalesce(nickname, institution_name) as name, account_number from external_accounts where id in (${sql.join(externalIds)})`.execute(db)).rows;
  const payees =
    payeeIds.length === 0 ? [] : (await sql<NamedRow>`select id, coalesce(nickname, name) as name, account_number from payees where id in (${sql.join(payeeIds)})`.execute(db)).rows;
  const named = (row: NamedRow | undefined): PaymentOrderEndpoint => (row ? { id: row.id, name: row.name, maskedNumber: maskAccountNumber(row.account_number) } : UNKNOWN);
  const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((item) => [item.id, item]));
  const arrangementById = byId(arrangements);
  const externalById = byId(externals);
  const payeeById = byId(payees);
  return rows.map((row) => {
    const from = row.from_arrangement_id !== null ? named(arrangementById.get(row.from_arrangement_id)) : named(externalById.get(row.from_external_account_id ?? ''));
    let to: PaymentOrderEndpoint;
    if (row.to_arrangement_id !== null) {
      const target = arrangementById.get(row.to_arrangement_id);
      to = named(target);
      if (target && row.kind === 'MEMBER_TRANSFER') to = { ...to, name: OTHER_MEMBER_NAME };
    } else if (row.to_external_account_id !== null) to = named(externalById.get(row.to_external_account_id));
    else to = named(payeeById.get(row.to_payee_id ?? ''));
    return toPaymentOrder(row, { from, to });
  });
}

import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ExternalAccount, ExternalAccountRequest } from '../../../../engine/core/generated/api.gen';
import { appManifest } from '../../../manifests';
import type { Database, ExternalAccountsTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { maskAccountNumber } from '../product-summary';
import { drawMicroDepositAmounts, type MicroDepositSender } from './micro-deposits';
import { institutionNameFor, isValidRoutingNumber } from './routing-number';

type ExternalAccountRow = Selectable<ExternalAccountsTable>;

const UNIQUE_VIOLATION = '23505';

/** What the member sees: never the whole account number, never the micro-deposit amounts. */
export function toExternalAccount(row: ExternalAccountRow): ExternalAccount {
  return {
    id: row.id,
    ...(row.nickname ? { nickname: row.nickname } : {}),
    institutionName: row.institution_name,
    maskedAccountNumber: maskAccountNumber(row.account_number),
    routingNumber: row.routing_number,
    accountType: row.account_type,
    ownerName: row.owner_name,
    status: row.status,
    verificationMethod: row.verification_method,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The linked (not deleted) external accounts of the session's agreements, oldest first. */
export async function listExternalAccounts(db: Kysely<Database>, agreementIds: readonly string[]): Promise<ExternalAccount[]> {
  if (agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('external_accounts')
    .selectAll()
    .where('agreement_id', 'in', agreementIds)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toExternalAccount);
}

/** One linked external account of the session's agreements, locked for the rest of the transaction; 404 otherwise. */
export async function lockExternalAccount(trx: Transaction<Database>, agreementIds: readonly string[], id: string): Promise<ExternalAccountRow> {
  const row =
    agreementIds.length === 0
      ? undefined
      : await trx
          .selectFrom('external_accounts')
          .selectAll()
          .where('id', '=', id)
          .where('agreement_id', 'in', agreementIds)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND', '/id');
  return row;
}

/** 400 ROUTING_NUMBER_INVALID unless the routing number passes the ABA checksum. */
export function assertRoutingNumber(routingNumber: string): void {
  if (!isValidRoutingNumber(routingNumber)) throw new ApiProblem(400, 'ROUTING_NUMBER_INVALID', '/routingNumber');
}

/**
 * Links an account at another institution to an agreement. INSTANT is verified at once; MICRO_DEPOSITS draws two
 * amounts and sends them (in this transaction) for the member to confirm. The same account linked twice is 409.
 */
export async function addExternalAccount(
  trx: Transaction<Database>,
  input: { agreementId: string; userId: string; request: ExternalAccountRequest; now: Date; sender: MicroDepositSender },
): Promise<ExternalAccount> {
  const { request } = input;
  assertRoutingNumber(request.routingNumber);
  const existing = await trx
    .selectFrom('external_accounts')
    .select('id')
    .where('agreement_id', '=', input.agreementId)
    .where('routing_number', '=', request.routingNumber)
    .where('account_number', '=', request.accountNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) throw new ApiProblem(409, 'EXTERNAL_ACCOUNT_EXISTS', '/accountNumber');

  const instant = request.verificationMethod === 'INSTANT';
  const amounts = instant ? null : drawMicroDepositAmounts();
  const nickname = request.nickname?.trim();
  const row: ExternalAccountRow = {
    id: randomUUID(),
    agreement_id: input.agreementId,
    created_by: input.userId,
    nickname: nickname ? nickname : null,
    institution_name: institutionNameFor(request.routingNumber),
    routing_number: request.routingNumber,
    account_number: request.accountNumber,
    account_type: request.accountType,
    owner_name: request.ownerName.trim(),
    status: instant ? 'VERIFIED' : 'PENDING_VERIFICATION',
    verification_method: request.verificationMethod,
    micro_deposit_1_cents: amounts?.[0] ?? null,
    micro_deposit_2_cents: amounts?.[1] ?? null,
    failed_verifications: 0,
    created_at: input.now,
    deleted_at: null,
  };
  try {
    // A concurrent link of the same account that committed first wins the unique index: the same 409.
    await trx.insertInto('external_accounts').values(row).execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new ApiProblem(409, 'EXTERNAL_ACCOUNT_EXISTS', '/accountNumber');
    throw error;
  }
  const account = toExternalAccount(row);
  if (amounts) {
    await input.sender.send(trx, { userId: input.userId, institutionName: row.institution_name, maskedAccountNumber: account.maskedAccountNumber, amountsCents: amounts }, input.now);
  }
  return account;
}

export type VerificationOutcome =
  | { verified: true; account: ExternalAccount }
  | { verified: false; locked: boolean };

/**
 * Checks the two micro-deposit amounts (in either order) on a locked row. Right: VERIFIED. Wrong: the failure is
 * counted (the caller commits it) and the account is LOCKED at config's verificationAttempts.
 */
export async function verifyExternalAccount(
  trx: Transaction<Database>,
  input: { agreementIds: readonly string[]; id: string; amountsCents: readonly number[] },
): Promise<VerificationOutcome> {
  const row = await lockExternalAccount(trx, input.agreementIds, input.id);
  if (row.status === 'LOCKED') throw new ApiProblem(409, 'EXTERNAL_ACCOUNT_LOCKED');
  if (row.status !== 'PENDING_VERIFICATION' || row.micro_deposit_1_cents === null || row.micro_deposit_2_cents === null) {
    throw new ApiProblem(409, 'EXTERNAL_ACCOUNT_NOT_PENDING');
  }
  const expected = [row.micro_deposit_1_cents, row.micro_deposit_2_cents].sort((a, b) => a - b);
  const given = [...input.amountsCents].sort((a, b) => a - b);
  if (given.length === 2 && given[0] === expected[0] && given[1] === expected[1]) {
    const verified = await trx
      .updateTable('external_accounts')
      .set({ status: 'VERIFIED' })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { verified: true, account: toExternalAccount(verified) };
  }
  const failures = row.failed_verifications + 1;
  const locked = failures >= appManifest.externalAccounts.verificationAttempts;
  await trx
    .updateTable('external_accounts')
    .set({ failed_verifications: failures, ...(locked ? { status: 'LOCKED' as const } : {}) })
    .where('id', '=', row.id)
    .execute();
  return { verified: false, locked };
}

/**
 * Removes (soft-deletes) an external account. Refuses with 409 while a SCHEDULED payment order still uses it: the
 * member cancels those first, so nothing scheduled silently disappears. The row lock comes before the look for orders:
 * a payment holding the account FOR SHARE (payments/endpoints.ts) commits first and its order is seen.
 */
export async function deleteExternalAccount(trx: Transaction<Database>, input: { agreementIds: readonly string[]; id: string; now: Date }): Promise<void> {
  const row = await lockExternalAccount(trx, input.agreementIds, input.id);
  const scheduled = await sql<{ id: string }>`
    select id from payment_orders
    where state = 'SCHEDULED' and (from_external_account_id = ${row.id} or to_external_account_id = ${row.id})
    limit 1`.execute(trx);
  if (scheduled.rows.length > 0) throw new ApiProblem(409, 'EXTERNAL_ACCOUNT_HAS_SCHEDULED_PAYMENTS');
  await trx.updateTable('external_accounts').set({ deleted_at: input.now }).where('id', '=', row.id).execute();
}

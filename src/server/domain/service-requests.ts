import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceRequest, ServiceRequestEligibility, ServiceRequestReceipt } from '../../../engine/core/generated/api.gen';
import type { Arrangement, Database, ProductKind, ServiceRequestKind } from '../db/schema';
import { appManifest } from '../../manifests';
import { maskAccountNumber } from './product-summary';
import { sharedOnly } from './visible-arrangements';
import { daysBetween } from '../../../engine/core/calendar';

/** What each account service is: the form of config/forms its body follows and the accounts it applies to. */
export interface ServiceDefinition {
  readonly formId: string;
  /** The product kinds it applies to; undefined means any deposit account the member holds. */
  readonly productKinds: readonly ProductKind[];
}

export const SERVICE_DEFINITIONS: Readonly<Record<ServiceRequestKind, ServiceDefinition>> = {
  'add-joint-owner': { formId: 'add-joint-owner', productKinds: ['checking', 'savings'] },
  'direct-deposit': { formId: 'direct-deposit-request', productKinds: ['checking'] },
  'overdraft-protection': { formId: 'overdraft-protection', productKinds: ['checking'] },
  'change-checking-account-type': { formId: 'change-checking-account-type', productKinds: ['checking'] },
};

const BLOCKING_CONDITIONS: Readonly<Record<string, ServiceRequestEligibility['reasons'][number]>> = { LIT: 'LITIGATION', BKR: 'BANKRUPTCY' };

/** Direct-deposit eligibility from the account and its owner: an active checking account, old enough, no legal hold. */
export async function directDepositEligibility(
  db: Kysely<Database>,
  input: { account: Arrangement; ownerId: string; today: string },
): Promise<ServiceRequestEligibility> {
  const reasons: ServiceRequestEligibility['reasons'] = [];
  if (input.account.product_kind !== 'checking') reasons.push('NOT_CHECKING');
  if (input.account.state !== 'ACTIVE') reasons.push('NOT_ACTIVE');
  if (daysBetween(input.account.opened_on, input.today) < appManifest.accountServices.directDepositMinAccountAgeDays) reasons.push('RECENTLY_OPENED');
  const conditions = await db.selectFrom('member_conditions').select('code').where('user_id', '=', input.ownerId).execute();
  for (const { code } of conditions) {
    const reason = BLOCKING_CONDITIONS[code];
    if (reason && !reasons.includes(reason)) reasons.push(reason);
  }
  return { eligible: reasons.length === 0, reasons };
}

/** A confirmation number the member can read out on the phone: "SR-" and ten digits. */
function confirmationNumber(): string {
  return `SR-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** Records a request exactly as submitted (the body was validated against its form). */
export async function recordServiceRequest(
  db: Kysely<Database>,
  input: { userId: string; arrangementId: string; kind: ServiceRequestKind; payload: Record<string, unknown>; now: Date },
): Promise<ServiceRequestReceipt> {
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    arrangement_id: input.arrangementId,
    kind: input.kind,
    payload: JSON.stringify(input.payload),
    status: 'SUBMITTED' as const,
    confirmation_number: confirmationNumber(),
    created_at: input.now,
  };
  await db.insertInto('service_requests').values(row).execute();
  return { id: row.id, confirmationNumber: row.confirmation_number, status: row.status };
}

/** The requests a user submitted on accounts the session still reaches, newest first. */
export async function listServiceRequests(db: Kysely<Database>, input: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null }): Promise<ServiceRequest[]> {
  if (input.agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('service_requests')
    .innerJoin('arrangements', 'arrangements.id', 'service_requests.arrangement_id')
    .select([
      'service_requests.id',
      'service_requests.kind',
      'service_requests.arrangement_id',
      'arrangements.name',
      'arrangements.account_number',
      'service_requests.confirmation_number',
      'service_requests.status',
      'service_requests.created_at',
    ])
    .where('service_requests.user_id', '=', input.userId)
    .where('arrangements.agreement_id', 'in', input.agreementIds)
    .$call(sharedOnly(input, 'arrangements.id'))
    .orderBy('service_requests.created_at', 'desc')
    .orderBy('service_requests.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    arrangementId: row.arrangement_id,
    accountName: row.name,
    accountNumber: maskAccountNumber(row.account_number),
    confirmationNumber: row.confirmation_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PermissionSummaryEntry } from '../../../../engine/core/generated/api.gen';
import { evaluatePermissionExpression, parsePermissionExpression } from '../../../../engine/core/permission-expression';
import type { PaymentKind } from '../../../../engine/core/payment-rules';
import { permissionsManifest } from '../../../manifests';
import type { AccessLevel, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { permissionsOf } from '../../http/request-permissions';
import type { GuardName } from '../../plugins/route-guards';
import { currentSession } from '../../plugins/session';
import { loadEffectivePermissionSummary } from '../alert-restrictions';
import { accessAgreementIdOf } from '../staff/staff-session';

/** The config/permissions.json guards each kind of movement needs (all of them). */
const KIND_GUARDS: Readonly<Record<PaymentKind, readonly GuardName[]>> = {
  INTERNAL_TRANSFER: ['canCreateTransfers'],
  MEMBER_TRANSFER: ['canCreateTransfers'],
  ACH_OUT: ['canCreateTransfers', 'canViewAch'],
  ACH_IN: ['canCreateTransfers', 'canViewAch'],
  LOAN_PAYMENT: ['canCreateTransfers'],
  CARD_PAYMENT: ['canCreateTransfers'],
  CASH_ADVANCE: ['canCreateTransfers'],
  HELOC_ADVANCE: ['canCreateTransfers'],
  BILL_PAY: ['canViewBillPay', 'canPayBills'],
};

/** Who may list orders: either guard. */
const LIST_GUARDS: readonly GuardName[] = ['canViewScheduledTransfers', 'canViewBillPay'];

function guardHolds(guard: GuardName, summary: PermissionSummaryEntry[]): boolean {
  const definition = permissionsManifest.guards[guard];
  if (!definition) throw new Error(`Unknown guard ${guard}`);
  return evaluatePermissionExpression(parsePermissionExpression(definition.expression), summary);
}

async function holds(request: FastifyRequest, guard: GuardName): Promise<boolean> {
  return guardHolds(guard, await permissionsOf(request));
}

const viewOnlyLevel = (level: AccessLevel | undefined): boolean => level === undefined || level === 'VIEW_ONLY' || level === 'NO_ACCESS';

/** The guards a movement of `kind` needs; with a side at another institution the ACH guards too. */
function moveGuards(kind: PaymentKind, external: boolean): readonly GuardName[] {
  return external ? [...new Set([...KIND_GUARDS[kind], ...KIND_GUARDS.ACH_OUT])] : KIND_GUARDS[kind];
}

/** A user whose access in the session's agreement is view-only (or none) never changes money, whatever else they hold. */
async function viewOnly(request: FastifyRequest): Promise<boolean> {
  const session = currentSession(request);
  const agreementId = accessAgreementIdOf(session);
  if (agreementId === null) return true;
  const row = await request.server.db
    .selectFrom('agreement_users')
    .select('access_level')
    .where('agreement_id', '=', agreementId)
    .where('user_id', '=', session.user_id)
    .executeTakeFirst();
  return viewOnlyLevel(row?.access_level);
}

/**
 * 403 unless the signed-in user may make (or change) this kind of movement. Call it before any transaction. With
 * `external` (a side at another institution, e.g. a HELOC advance to an external account) the ACH guards apply too:
 * money leaving the credit union needs them whatever the kind is called.
 */
export async function requireMovePermission(request: FastifyRequest, kind: PaymentKind, options: { external?: boolean } = {}): Promise<void> {
  if (await viewOnly(request)) throw new ApiProblem(403, 'FORBIDDEN');
  for (const guard of moveGuards(kind, options.external ?? false)) {
    if (!(await holds(request, guard))) throw new ApiProblem(403, 'FORBIDDEN');
  }
}

/** 403 unless the signed-in user may see payment orders at all. */
export async function requireListPermission(request: FastifyRequest): Promise<void> {
  for (const guard of LIST_GUARDS) if (await holds(request, guard)) return;
  throw new ApiProblem(403, 'FORBIDDEN');
}

/**
 * Whether `userId` may still make this movement for the accounts of `agreementId` (the executor asks this when a
 * scheduled order comes due, inside its transaction). The order does not record the agreement its creator acted
 * under, so every agreement the user is listed on that reaches `agreementId` (the agreement itself, or a trusted
 * agreement over the same member's master agreements) is asked the same rule the create path applies; one suffices.
 */
export async function mayStillMove(db: Kysely<Database>, input: { userId: string; agreementId: string; kind: PaymentKind; external: boolean }): Promise<boolean> {
  const listings = await db
    .selectFrom('agreement_users')
    .innerJoin('service_agreements as acting', 'acting.id', 'agreement_users.agreement_id')
    .innerJoin('service_agreements as owning', (join) => join.onRef('owning.primary_user_id', '=', 'acting.primary_user_id'))
    .select(['agreement_users.agreement_id', 'agreement_users.access_level'])
    .where('agreement_users.user_id', '=', input.userId)
    .where('owning.id', '=', input.agreementId)
    // A master agreement reaches only itself; any other reaches its primary user's master agreements (dataAgreementIds).
    .where((eb) => eb.or([eb('acting.id', '=', input.agreementId), eb.and([eb('acting.is_master', '=', false), eb('owning.is_master', '=', true)])]))
    .execute();
  for (const listing of listings) {
    if (viewOnlyLevel(listing.access_level)) continue;
    const summary = await loadEffectivePermissionSummary(db, input.userId, listing.agreement_id);
    if (moveGuards(input.kind, input.external).every((guard) => guardHolds(guard, summary))) return true;
  }
  return false;
}

import type { FastifyRequest } from 'fastify';
import { evaluatePermissionExpression, parsePermissionExpression } from '../../../../engine/core/permission-expression';
import type { PaymentKind } from '../../../../engine/core/payment-rules';
import { permissionsManifest } from '../../../manifests';
import { ApiProblem } from '../../errors';
import { permissionsOf } from '../../http/request-permissions';
import type { GuardName } from '../../plugins/route-guards';
import { currentSession } from '../../plugins/session';

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
  BILL_PAY: ['canViewBillPay'],
};

/** Who may list orders: either guard. */
const LIST_GUARDS: readonly GuardName[] = ['canViewScheduledTransfers', 'canViewBillPay'];

async function holds(request: FastifyRequest, guard: GuardName): Promise<boolean> {
  const definition = permissionsManifest.guards[guard];
  if (!definition) throw new Error(`Unknown guard ${guard}`);
  return evaluatePermissionExpression(parsePermissionExpression(definition.expression), await permissionsOf(request));
}

/** A user whose access in the session's agreement is view-only (or none) never changes money, whatever else they hold. */
async function viewOnly(request: FastifyRequest): Promise<boolean> {
  const session = currentSession(request);
  if (session.service_agreement_id === null) return true;
  const row = await request.server.db
    .selectFrom('agreement_users')
    .select('access_level')
    .where('agreement_id', '=', session.service_agreement_id)
    .where('user_id', '=', session.user_id)
    .executeTakeFirst();
  return row === undefined || row.access_level === 'VIEW_ONLY' || row.access_level === 'NO_ACCESS';
}

/**
 * 403 unless the signed-in user may make (or change) this kind of movement. Call it before any transaction. With
 * `external` (a side at another institution, e.g. a HELOC advance to an external account) the ACH guards apply too:
 * money leaving the credit union needs them whatever the kind is called.
 */
export async function requireMovePermission(request: FastifyRequest, kind: PaymentKind, options: { external?: boolean } = {}): Promise<void> {
  if (await viewOnly(request)) throw new ApiProblem(403, 'FORBIDDEN');
  const guards = options.external ? [...new Set([...KIND_GUARDS[kind], ...KIND_GUARDS.ACH_OUT])] : KIND_GUARDS[kind];
  for (const guard of guards) {
    if (!(await holds(request, guard))) throw new ApiProblem(403, 'FORBIDDEN');
  }
}

/** 403 unless the signed-in user may see payment orders at all. */
export async function requireListPermission(request: FastifyRequest): Promise<void> {
  for (const guard of LIST_GUARDS) if (await holds(request, guard)) return;
  throw new ApiProblem(403, 'FORBIDDEN');
}

import type { FastifyRequest } from 'fastify';
import type { PaymentKind } from '../../../engine/core/payment-rules';
import { LIST_GUARDS, moveGuards } from '../domain/payments/payment-permissions';
import { ApiProblem } from '../errors';
import { decideGuardFor, requireCapability, requireGuard } from './request-policy';

/**
 * 403 unless the signed-in user may make (or change) this kind of movement. Call it before any transaction. With
 * `external` (a side at another institution, e.g. a HELOC advance to an external account) the ACH guards apply too:
 * money leaving the credit union needs them whatever the kind is called.
 */
export async function requireMovePermission(request: FastifyRequest, kind: PaymentKind, options: { external?: boolean } = {}): Promise<void> {
  await requireCapability(request, 'move-money');
  for (const guard of moveGuards(kind, options.external ?? false)) await requireGuard(request, guard);
}

/** 403 unless the signed-in user may see payment orders at all. */
export async function requireListPermission(request: FastifyRequest): Promise<void> {
  for (const guard of LIST_GUARDS) if ((await decideGuardFor(request, guard)).allowed) return;
  throw new ApiProblem(403, 'FORBIDDEN');
}

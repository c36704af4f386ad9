import type permissionsJson from '../../../../config/permissions.json';
import type { Kysely } from 'kysely';
import { decideGuard } from '../../../../engine/core/guard-decision';
import type { PaymentKind } from '../../../../engine/core/payment-rules';
import { decide } from '../../../../engine/core/policy';
import { permissionsManifest, policyManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { loadPermissionSummary } from '../permissions';
import { standingPolicySubject } from '../policy-subject';

/** A guard config/permissions.json defines. */
type GuardName = keyof (typeof permissionsJson)['guards'];

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
export const LIST_GUARDS: readonly GuardName[] = ['canViewScheduledTransfers', 'canViewBillPay'];

/** The guards a movement of `kind` needs; with a side at another institution the ACH guards too. */
export function moveGuards(kind: PaymentKind, external: boolean): readonly GuardName[] {
  return external ? [...new Set([...KIND_GUARDS[kind], ...KIND_GUARDS.ACH_OUT])] : KIND_GUARDS[kind];
}

/**
 * Whether `userId` may still make this movement for the accounts of `agreementId` (the executor asks this when a
 * scheduled order comes due, inside its transaction). The order does not record the agreement its creator acted
 * under, so every agreement the user is listed on that reaches `agreementId` (the agreement itself, or a trusted
 * agreement over the same member's master agreements) is asked the same rule the create path applies (the policy,
 * with the member's conditions as they stand now, then the guards); one suffices.
 */
export async function mayStillMove(db: Kysely<Database>, input: { userId: string; agreementId: string; kind: PaymentKind; external: boolean }): Promise<boolean> {
  const listings = await db
    .selectFrom('agreement_users')
    .innerJoin('service_agreements as acting', 'acting.id', 'agreement_users.agreement_id')
    .innerJoin('service_agreements as owning', (join) => join.onRef('owning.primary_user_id', '=', 'acting.primary_user_id'))
    .select(['agreement_users.agreement_id'])
    .where('agreement_users.user_id', '=', input.userId)
    .where('owning.id', '=', input.agreementId)
    // A master agreement reaches only itself; any other reaches its primary user's master agreements (dataAgreementIds).
    .where((eb) => eb.or([eb('acting.id', '=', input.agreementId), eb.and([eb('acting.is_master', '=', false), eb('owning.is_master', '=', true)])]))
    .execute();
  for (const listing of listings) {
    const [subject, permissions] = await Promise.all([
      standingPolicySubject(db, { userId: input.userId, agreementId: listing.agreement_id }),
      loadPermissionSummary(db, input.userId, listing.agreement_id),
    ]);
    const facts = { subject, permissions };
    if (!decide(policyManifest, subject, { capability: 'move-money' }).allowed) continue;
    if (moveGuards(input.kind, input.external).every((guard) => decideGuard(policyManifest, permissionsManifest, facts, guard).allowed)) return true;
  }
  return false;
}

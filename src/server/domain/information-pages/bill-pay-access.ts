import type { Kysely } from 'kysely';
import type { BillPayAccess } from '../../../../engine/core/generated/api.gen';
import { informationPagesManifest } from '../../../manifests/information-pages-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { visibleArrangements } from '../visible-arrangements';

/** The version of the Bill Pay service terms members accept now (config/information-pages.json). */
export const currentTermsVersion = (): number => informationPagesManifest.billPayAccess.termsVersion;

/** The membership's Bill Pay enrolment: accepted terms (enrolled only in the current version), payees, accounts. */
export async function billPayAccess(db: Kysely<Database>, scope: MemberScope, canEnrol: boolean): Promise<BillPayAccess> {
  const enrolment = await db.selectFrom('bill_pay_enrollments').select(['terms_version', 'accepted_at']).where('member_id', '=', scope.ownerId).executeTakeFirst();
  const payees =
    scope.agreementIds.length === 0
      ? { count: 0 }
      : await db
          .selectFrom('payees')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('agreement_id', 'in', scope.agreementIds)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
  const checking = (await visibleArrangements(db, scope)).filter((account) => account.product_kind === 'checking');
  const termsVersion = currentTermsVersion();
  return {
    enrolled: enrolment !== undefined && enrolment.terms_version >= termsVersion,
    termsVersion,
    ...(enrolment === undefined ? {} : { acceptedVersion: enrolment.terms_version, acceptedAt: new Date(enrolment.accepted_at).toISOString() }),
    canEnrol,
    payeeCount: Number(payees.count),
    fromAccountCount: checking.length,
  };
}

/**
 * Records the membership's acceptance of the terms in the version read; a stale version is a 400 (the member must
 * read the current terms). Accepting again is harmless: the first acceptance of a version is kept.
 */
export async function acceptBillPayTerms(db: Kysely<Database>, scope: MemberScope, termsVersion: number, now: Date): Promise<void> {
  if (termsVersion !== currentTermsVersion()) throw new ApiProblem(400, 'BAD_REQUEST', '/termsVersion');
  await db
    .insertInto('bill_pay_enrollments')
    .values({ member_id: scope.ownerId, accepted_by: scope.userId, terms_version: termsVersion, accepted_at: now })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ accepted_by: scope.userId, terms_version: termsVersion, accepted_at: now })
        .where('bill_pay_enrollments.terms_version', '<', termsVersion),
    )
    .execute();
}

import type { Kysely } from 'kysely';
import { uploadPortalsManifest } from '../../../manifests/uploads-manifest';
import type { Arrangement, Database } from '../../db/schema';
import { partnershipSsoCopy } from './sso-copy';
import { directDepositEligibility } from '../service-requests';
import type { MemberScope } from '../member-scope';
import { visibleArrangements } from '../visible-arrangements';
import type { PartnershipTarget } from './targets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9._-]{1,64}$/;
const UPLOAD_PORTALS: ReadonlySet<string> = new Set([...uploadPortalsManifest.consumer, ...uploadPortalsManifest.business].flatMap((portal) => (portal.portal === undefined ? [] : [portal.portal])));

/** Whether a member may be handed off: not at all (someone else's or an unknown record), refused with a reason, or yes. */
export type HandOffDecision = { readonly kind: 'notFound' } | { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'allowed' };

const NOT_FOUND: HandOffDecision = { kind: 'notFound' };

type AccountCheckName = NonNullable<PartnershipTarget['accountCheck']>['check'];

/** The server checks an sso.json `accountCheck` names: whether the account passes (the same rule as the product's own eligibility call). */
const ACCOUNT_CHECKS: Readonly<Record<AccountCheckName, (db: Kysely<Database>, account: Arrangement, scope: MemberScope, today: string) => Promise<boolean>>> = {
  directDeposit: async (db, account, scope, today) => (await directDepositEligibility(db, { account, ownerId: scope.ownerId, today })).eligible,
};

/**
 * Checks a target's path parameters belong to the member and the member is eligible: {id} an open account in the
 * session's agreements (of the target's idKinds), {debitId} a debit card on that account, {portal} an upload portal
 * of config/upload-portals.json, {businessMembershipPath} a business membership's own path; then the target's
 * account check (the {id} account's own eligibility) and eligibility rule of config/sso.json.
 */
export async function decideHandOff(
  db: Kysely<Database>,
  input: { target: PartnershipTarget; params: Readonly<Record<string, string>>; scope: MemberScope; today: string },
): Promise<HandOffDecision> {
  const { target, params, scope } = input;
  const accounts = await visibleArrangements(db, scope);
  for (const [name, value] of Object.entries(params)) {
    if (name === 'id') {
      const account = UUID.test(value) ? accounts.find((candidate) => candidate.id === value) : undefined;
      if (!account || (target.idKinds !== undefined && !target.idKinds.includes(account.product_kind))) return NOT_FOUND;
    } else if (name === 'debitId') {
      if (!UUID.test(value) || !UUID.test(params.id ?? '')) return NOT_FOUND;
      const card = await db.selectFrom('cards').select('id').where('id', '=', value).where('arrangement_id', '=', params.id as string).where('card_kind', '=', 'debit').executeTakeFirst();
      if (!card) return NOT_FOUND;
    } else if (name === 'portal') {
      if (!UPLOAD_PORTALS.has(value)) return NOT_FOUND;
    } else if (name === 'businessMembershipPath') {
      if (!SLUG.test(value)) return NOT_FOUND;
      const owner = await db.selectFrom('members').select('membership_type').where('id', '=', scope.ownerId).executeTakeFirst();
      if (!owner || owner.membership_type === 'P') return { kind: 'refused', message: (await partnershipSsoCopy(db)).notOffered };
    } else {
      return NOT_FOUND;
    }
  }
  const check = target.accountCheck;
  const checked = check === undefined ? undefined : accounts.find((account) => account.id === params.id);
  if (check !== undefined && (checked === undefined || !(await ACCOUNT_CHECKS[check.check](db, checked, scope, input.today)))) return { kind: 'refused', message: check.refusal };
  const rule = target.eligibility;
  if (rule && !accounts.some((account) => rule.accountKinds.includes(account.product_kind))) return { kind: 'refused', message: rule.refusal };
  return { kind: 'allowed' };
}

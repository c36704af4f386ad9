import type { Kysely } from 'kysely';
import { checkBeneficiaries } from '../../../../engine/core/beneficiary-rules';
import type { PodAccount, PodBeneficiariesUpdate } from '../../../../engine/core/generated/api.gen';
import { iraManifest } from '../../../manifests/ira-manifest';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Arrangement, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { manifestIn } from '../../i18n/localized-manifest';
import type { LocaleTag } from '../../i18n/locales';
import { beneficiariesOf, beneficiaryErrors, writeBeneficiaryList } from '../staff/beneficiaries';
import { findVisibleArrangement, visibleArrangements, type AccountReach } from '../visible-arrangements';

/** The accounts that may be payable on death: deposit accounts (an IRA names its beneficiaries on its own page). */
const DEPOSIT_KINDS: readonly string[] = ['checking', 'savings'];

const isDeposit = (arrangement: Arrangement): boolean => DEPOSIT_KINDS.includes(arrangement.product_kind) && arrangement.state === 'ACTIVE';

async function toPodAccount(db: Kysely<Database>, arrangement: Arrangement): Promise<PodAccount> {
  return {
    arrangementId: arrangement.id,
    name: arrangement.name,
    lastFour: arrangement.account_number.slice(-4),
    payableOnDeath: arrangement.payable_on_death,
    beneficiaries: await beneficiariesOf(db, arrangement.id),
  };
}

/** The deposit accounts the agreements reach, in the product summary's order, with their payable-on-death beneficiaries. */
export async function podAccounts(db: Kysely<Database>, reach: AccountReach | readonly string[]): Promise<PodAccount[]> {
  const accounts = (await visibleArrangements(db, reach)).filter(isDeposit);
  return Promise.all(accounts.map((account) => toPodAccount(db, account)));
}

/**
 * Replaces a deposit account's whole payable-on-death list in one transaction, with the staff page's rule
 * (engine/core/beneficiary-rules.ts, config/staff.json) and the member's messages in their language
 * (config/ira.json pod.editor.errors): the account must be an open checking or savings
 * account the agreements reach (404 otherwise, before the list is looked at); a list that breaks a rule is a 400 with
 * an error per field and changes nothing. The account is payable on death exactly while it names beneficiaries: an
 * empty list removes the designation.
 */
export async function replacePodBeneficiaries(
  db: Kysely<Database>,
  input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; arrangementId: string; update: PodBeneficiariesUpdate; now: Date; locale: LocaleTag },
): Promise<{ ok: true; account: PodAccount } | { ok: false; errors: { path: string; message: string }[] }> {
  const arrangement = await findVisibleArrangement(db, input, input.arrangementId);
  if (!arrangement || !isDeposit(arrangement)) throw new ApiProblem(404, 'NOT_FOUND');
  const list = input.update.beneficiaries;
  const issues = list.length === 0 ? [] : checkBeneficiaries(list, staffManifest.memberService.beneficiaries);
  if (issues.length > 0) return { ok: false, errors: beneficiaryErrors(issues, manifestIn(iraManifest, 'ira.json', input.locale).pod.editor.errors) };
  const saved = await db.transaction().execute(async (trx) => {
    await writeBeneficiaryList(trx, arrangement.id, list, input.now);
    return trx.updateTable('arrangements').set({ payable_on_death: list.length > 0 }).where('id', '=', arrangement.id).returningAll().executeTakeFirstOrThrow();
  });
  return { ok: true, account: await toPodAccount(db, saved) };
}

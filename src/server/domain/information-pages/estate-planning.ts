import type { Kysely } from 'kysely';
import type { EstatePlanning, EstatePlanningAccount } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import type { MemberScope } from '../member-scope';
import { maskAccountNumber } from '../product-summary';
import { visibleArrangements } from '../visible-arrangements';

type EstateKind = EstatePlanningAccount['productKind'];
const ESTATE_KINDS: ReadonlySet<string> = new Set<EstateKind>(['checking', 'savings', 'ira']);

/**
 * The member's open deposit accounts and IRAs with their beneficiaries (account_beneficiaries): how many are named
 * and the primary ones' shares, and whether a deposit account is payable on death.
 */
export async function estatePlanning(db: Kysely<Database>, scope: MemberScope): Promise<EstatePlanning> {
  const accounts = (await visibleArrangements(db, scope)).filter((account) => ESTATE_KINDS.has(account.product_kind));
  const ids = accounts.map((account) => account.id);
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('account_beneficiaries').select(['arrangement_id', 'designation', 'share_percent']).where('arrangement_id', 'in', ids).execute();
  return {
    accounts: accounts.map((account) => {
      const own = rows.filter((row) => row.arrangement_id === account.id);
      return {
        id: account.id,
        name: account.name,
        accountNumber: maskAccountNumber(account.account_number),
        productKind: account.product_kind as EstateKind,
        payableOnDeath: account.payable_on_death,
        beneficiaryCount: own.length,
        primarySharePercent: own.filter((row) => row.designation === 'PRIMARY').reduce((sum, row) => sum + row.share_percent, 0),
      };
    }),
  };
}

import type { Kysely } from 'kysely';
import { alertTypeOfPrecheck, gateAlert, type AlertRules } from '../../../engine/core/alert-gating';
import type { PageKey } from '../../../engine/core/generated/manifests.gen';
import type { Arrangement, Database } from '../db/schema';
import { errorMessage } from '../errors';
import type { MemberScope } from './member-scope';
import { sessionPrecheck } from './precheck';
import { productGroupOf } from './product-summary';

/** The message of the alert that blocks an account's page, or undefined when the page may load. */
export type AccountPageBlock = (arrangement: Pick<Arrangement, 'product_kind'>) => string | undefined;

/**
 * Which accounts' pages the member's alert blocks outright (litigation on a credit card's or loan's detail), by
 * the browser's own gating rule (alert-gating.ts), for the session's precheck (decided once per session and day,
 * precheck.ts sessionPrecheck, so a detail call does not recompute it). Alerts whose pages never load
 * (fatal, API error) are the sign-out path's business, not this one's: only per-page blocks answer here.
 */
export async function accountPageBlock(db: Kysely<Database>, scope: MemberScope, rules: AlertRules, input: { pageKey: PageKey; today: string }): Promise<AccountPageBlock> {
  const precheck = await sessionPrecheck(db, scope, rules, input.today);
  const alertType = alertTypeOfPrecheck(rules, { firstCondition: precheck.firstCondition ?? null, alertType: precheck.alertType ?? null });
  if (alertType === null || !Object.hasOwn(rules.types, alertType) || rules.types[alertType]?.pageLoads !== true) return () => undefined;
  return (arrangement) => {
    const gate = gateAlert(rules, { alertType, pageKey: input.pageKey, productGroup: productGroupOf(arrangement.product_kind) });
    if (!gate.blockPage) return undefined;
    return gate.modal?.body ?? errorMessage('FORBIDDEN');
  };
}

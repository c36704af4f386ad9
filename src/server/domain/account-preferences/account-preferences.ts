import type { Kysely } from 'kysely';
import type { AccountPreference as AccountPreferenceView, AccountPreferencesUpdate } from '../../../../engine/core/generated/api.gen';
import type { Arrangement, Database } from '../../db/schema';
import { inSummaryOrder, loadAccountPreferences, maskAccountNumber, productGroupOf } from '../product-summary';
import { accountPreferencesManifest } from '../../../manifests/account-preferences-manifest';
import { normaliseNickname, nicknameRuleMessage } from './nickname';
import { visibleArrangements, type AccountReach } from '../visible-arrangements';

/** Every account the session reaches (open or not, as on the summary), in the product summary's own order. */
function reachableArrangements(db: Kysely<Database>, reach: AccountReach): Promise<Arrangement[]> {
  return visibleArrangements(db, reach, 'all');
}

/** The accounts the agreements reach, in `userId`'s summary order, with their nickname and hidden choice. */
export async function listAccountPreferences(db: Kysely<Database>, input: AccountReach & { userId: string }): Promise<AccountPreferenceView[]> {
  const arrangements = await reachableArrangements(db, input);
  const preferences = await loadAccountPreferences(db, input.userId, arrangements.map((arrangement) => arrangement.id));
  return inSummaryOrder(arrangements, preferences).map((arrangement) => {
    const preference = preferences.get(arrangement.id);
    return {
      arrangementId: arrangement.id,
      name: arrangement.name,
      nickname: preference?.nickname ?? null,
      hidden: preference?.hidden ?? false,
      group: productGroupOf(arrangement.product_kind),
      productKind: arrangement.product_kind,
      productTypeName: arrangement.product_type_name,
      accountNumber: maskAccountNumber(arrangement.account_number),
    };
  });
}

/** A refusal of a save, worded from config/account-preferences.json as the reader reads it. */
export interface PreferenceFault {
  path: string;
  message: (manifest: typeof accountPreferencesManifest) => string;
}

export type SaveOutcome = { kind: 'saved' } | { kind: 'not-found'; path: string } | { kind: 'invalid'; errors: PreferenceFault[] };

/**
 * Replaces `userId`'s choices for the accounts the agreements reach with `update`: every one of those accounts once
 * (a full order), nicknames by config/account-preferences.json's rules. An account the agreements do not reach is
 * not-found and nothing is written; so is any invalid request.
 */
export async function saveAccountPreferences(
  db: Kysely<Database>,
  input: AccountReach & { userId: string; update: AccountPreferencesUpdate; now: Date },
): Promise<SaveOutcome> {
  const reachable = new Set((await reachableArrangements(db, input)).map((arrangement) => arrangement.id));
  const choices = input.update.accounts;
  const foreign = choices.findIndex((choice) => !reachable.has(choice.arrangementId));
  if (foreign !== -1) return { kind: 'not-found', path: `/accounts/${foreign}/arrangementId` };

  const errors: PreferenceFault[] = [];
  const seen = new Set<string>();
  const rows = choices.map((choice, position) => {
    if (seen.has(choice.arrangementId)) errors.push({ path: `/accounts/${position}/arrangementId`, message: (manifest) => manifest.errors.duplicate });
    seen.add(choice.arrangementId);
    const nickname = normaliseNickname(choice.nickname);
    if (nickname === 'invalid') errors.push({ path: `/accounts/${position}/nickname`, message: nicknameRuleMessage });
    return { user_id: input.userId, arrangement_id: choice.arrangementId, nickname: nickname === 'invalid' ? null : nickname, position, hidden: choice.hidden, updated_at: input.now };
  });
  if (seen.size !== reachable.size) errors.push({ path: '/accounts', message: (manifest) => manifest.errors.incomplete });
  if (errors.length > 0) return { kind: 'invalid', errors };

  await db
    .insertInto('account_preferences')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'arrangement_id']).doUpdateSet((eb) => ({
        nickname: eb.ref('excluded.nickname'),
        position: eb.ref('excluded.position'),
        hidden: eb.ref('excluded.hidden'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return { kind: 'saved' };
}

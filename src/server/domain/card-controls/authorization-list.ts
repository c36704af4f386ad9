import type { Kysely } from 'kysely';
import type { CardAuthorization } from '../../../../engine/core/generated/api.gen';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import { categoryLabel, reasonText } from './authorization-copy';

const DAY_MS = 86_400_000;

/** What the card network asked about a card over the configured history window, newest first. */
export async function listAuthorizations(
  db: Kysely<Database>,
  input: { cardId: string; decision?: 'APPROVED' | 'DECLINED'; now: Date },
): Promise<CardAuthorization[]> {
  const since = new Date(input.now.getTime() - cardsManifest.authorizationHistoryDays * DAY_MS);
  let query = db.selectFrom('card_authorizations').selectAll().where('card_id', '=', input.cardId).where('at', '>=', since);
  if (input.decision) query = query.where('decision', '=', input.decision);
  const rows = await query.orderBy('at', 'desc').orderBy('id').limit(200).execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    merchantName: row.merchant_name,
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    amountCents: row.amount_cents,
    channel: row.channel,
    countryCode: row.country_code,
    decision: row.decision,
    reasonCode: row.reason_code,
    reason: reasonText(row.reason_code),
  }));
}

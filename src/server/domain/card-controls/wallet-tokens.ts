import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CardWalletToken, CardWalletTokenRequest } from '../../../../engine/core/generated/api.gen';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { OwnedCard } from './owned-card';
import { refuse, type Refusal } from './refusal';

/** A wallet token works only while its card does: it reads SUSPENDED while the card is locked or not usable. */
function effectiveStatus(stored: 'ACTIVE' | 'SUSPENDED', card: OwnedCard): CardWalletToken['status'] {
  return stored === 'ACTIVE' && card.lockStatus === 'UNLOCKED' && card.status !== 'CL' ? 'ACTIVE' : 'SUSPENDED';
}

export async function listWalletTokens(db: Kysely<Database>, card: OwnedCard): Promise<CardWalletToken[]> {
  const rows = await db.selectFrom('card_wallet_tokens').selectAll().where('card_id', '=', card.id).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    wallet: row.wallet,
    deviceName: row.device_name,
    tokenLastFour: row.token_last_four,
    status: effectiveStatus(row.status, card),
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * Binds the card to a wallet on a device. The wallet gets its own device account number (never the card's): only a
 * reference and its last four are kept. A locked or closed card cannot be added; a second token for the same wallet
 * and device is refused rather than duplicated.
 */
export async function addWalletToken(db: Kysely<Database>, input: { card: OwnedCard; request: CardWalletTokenRequest; now: Date }): Promise<CardWalletToken | Refusal> {
  const { card, request } = input;
  if (card.status === 'CL' || card.lockStatus === 'LOCKED' || card.status === 'UN') return refuse('', cardsManifest.messages.walletCardNotUsable);
  const deviceName = request.deviceName.trim();
  const row = {
    id: randomUUID(),
    card_id: card.id,
    wallet: request.wallet,
    device_name: deviceName,
    token_ref: `dpan_${randomBytes(12).toString('hex')}`,
    token_last_four: String(randomInt(0, 10_000)).padStart(4, '0'),
    status: 'ACTIVE' as const,
    created_at: input.now,
  };
  const inserted = await db
    .insertInto('card_wallet_tokens')
    .values(row)
    .onConflict((conflict) => conflict.columns(['card_id', 'wallet', 'device_name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return refuse('/deviceName', cardsManifest.messages.walletAlreadyAdded);
  return { id: row.id, wallet: row.wallet, deviceName, tokenLastFour: row.token_last_four, status: 'ACTIVE', createdAt: input.now.toISOString() };
}

export async function removeWalletToken(db: Kysely<Database>, card: OwnedCard, tokenId: string): Promise<void> {
  const deleted = await db.deleteFrom('card_wallet_tokens').where('id', '=', tokenId).where('card_id', '=', card.id).returning('id').executeTakeFirst();
  if (!deleted) throw new ApiProblem(404, 'NOT_FOUND');
}

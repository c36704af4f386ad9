import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { redeemHandOffToken, verifyHandOffToken } from '../partnership/hand-off-token';
import { tokenHash } from '../../token-hash';

/** The config/sso.json target whose hand-off token (`accessToken`) the chat token call redeems. */
export const CHAT_SSO_TARGET = 'chat';

/** Where a redeemed chat sign-on leads: the token the chat page sends and when it stops working. */
export interface IssuedChatToken {
  readonly chatToken: string;
  readonly expiresAt: Date;
}

/**
 * Redeems the chat sign-on's single-use hand-off token for the signed-in member, then opens a chat session: a random
 * chat token of which only the hash is stored, bound to that member. A token this server did not sign for chat, or
 * signed for someone else, is 401 (and stays redeemable for its owner); one used before or past its time is 410.
 */
export async function openChatSession(
  db: Kysely<Database>,
  input: { signingKey: string; accessToken: string; userId: string; channelPlatform: string; channelId: string; now: Date; lifetimeSeconds: number },
): Promise<IssuedChatToken> {
  const claims = verifyHandOffToken(input.signingKey, input.accessToken);
  if (!claims || claims.tgt !== CHAT_SSO_TARGET) throw new ApiProblem(401, 'CHAT_SIGN_ON_INVALID', '/accessToken');
  const member = await db.selectFrom('members').select('external_id').where('id', '=', input.userId).executeTakeFirst();
  if (!member || member.external_id !== claims.sub) throw new ApiProblem(401, 'CHAT_SIGN_ON_INVALID', '/accessToken');
  const redeemed = await redeemHandOffToken(db, { key: input.signingKey, token: input.accessToken, target: CHAT_SSO_TARGET, userId: input.userId, now: input.now });
  if (!redeemed) throw new ApiProblem(410, 'CHAT_SIGN_ON_USED', '/accessToken');
  const chatToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.lifetimeSeconds * 1000);
  // The member's expired chat sessions can never be used again: keep the table to the live ones.
  await db.deleteFrom('chat_sessions').where('user_id', '=', input.userId).where('expires_at', '<=', input.now).execute();
  await db
    .insertInto('chat_sessions')
    .values({ id: randomUUID(), token_hash: tokenHash(chatToken), user_id: input.userId, channel_platform: input.channelPlatform, channel_id: input.channelId, expires_at: expiresAt, created_at: input.now })
    .execute();
  return { chatToken, expiresAt };
}

/** The `Authorization: Bearer <chat token>` of a chat call, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks a chat call: its chat token must be live and belong to the signed-in member (a token alone, or a session
 * alone, is not enough). Anything else is 401 CHAT_SESSION_ENDED: the chat page asks the member to reopen chat.
 */
export async function requireChatSession(db: Kysely<Database>, input: { chatToken: string | undefined; userId: string; now: Date }): Promise<void> {
  if (input.chatToken === undefined) throw new ApiProblem(401, 'CHAT_SESSION_ENDED');
  const row = await db
    .selectFrom('chat_sessions')
    .select('id')
    .where('token_hash', '=', tokenHash(input.chatToken))
    .where('user_id', '=', input.userId)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  if (!row) throw new ApiProblem(401, 'CHAT_SESSION_ENDED');
}

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tokenHash } from '../../token-hash';

/** What a hand-off token says: the target, the member (external id), when it expires, and a one-time id. */
export interface HandOffClaims {
  readonly tgt: string;
  readonly sub: string;
  readonly exp: number;
  readonly jti: string;
}

const sign = (key: string, payload: string): string => createHmac('sha256', key).update(payload).digest('base64url');

/** `<base64url claims>.<base64url HMAC-SHA256 of them>`: a partner holding the key can check it was minted here. */
export function signHandOffToken(key: string, claims: HandOffClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a token this server signed, or undefined for anything else (tampered, foreign, malformed). */
export function verifyHandOffToken(key: string, token: string): HandOffClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<HandOffClaims>;
    if (typeof claims.tgt !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.jti !== 'string') return undefined;
    return claims as HandOffClaims;
  } catch {
    return undefined;
  }
}

/** Mints a signed, short-lived, single-use token for one member and target, and stores its hash. */
export async function mintHandOffToken(
  db: Kysely<Database>,
  input: { key: string; userId: string; externalId: string; target: string; params: Readonly<Record<string, string>>; now: Date; lifetimeSeconds: number },
): Promise<string> {
  const expiresAt = new Date(input.now.getTime() + input.lifetimeSeconds * 1000);
  const token = signHandOffToken(input.key, { tgt: input.target, sub: input.externalId, exp: Math.floor(expiresAt.getTime() / 1000), jti: randomBytes(16).toString('base64url') });
  // The member's expired tokens can never be redeemed: keep the table to the live ones.
  await db.deleteFrom('partnership_sso_tokens').where('user_id', '=', input.userId).where('expires_at', '<=', input.now).execute();
  await db
    .insertInto('partnership_sso_tokens')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(token),
      user_id: input.userId,
      target: input.target,
      params: JSON.stringify(input.params),
      expires_at: expiresAt,
      created_at: input.now,
    })
    .execute();
  return token;
}

/**
 * Redeems a token once: it must carry this server's signature, name this target, belong to this user, be unexpired
 * and unused. The update is the check, so two racing uses cannot both succeed. Answers the stored parameters.
 */
export async function redeemHandOffToken(
  db: Kysely<Database>,
  input: { key: string; token: string; target: string; userId: string; now: Date },
): Promise<Readonly<Record<string, string>> | undefined> {
  const claims = verifyHandOffToken(input.key, input.token);
  if (!claims || claims.tgt !== input.target) return undefined;
  const row = await db
    .updateTable('partnership_sso_tokens')
    .set({ redeemed_at: input.now })
    .where('token_hash', '=', tokenHash(input.token))
    .where('target', '=', input.target)
    .where('user_id', '=', input.userId)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning('params')
    .executeTakeFirst();
  return row?.params;
}

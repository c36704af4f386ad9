import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import type { Database, Session } from '../../db/schema';
import type { IdentityProviderConfig } from './identity-provider-config';
import { providerClient } from './provider-client';
import { sealToken, unsealToken } from './token-seal';

type TokenAnswer = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

/** The access token's end by this server's clock: the lifetime the provider answered, counted from now. */
const accessExpiry = (tokens: TokenAnswer, now: Date): Date | null =>
  typeof tokens.expires_in === 'number' ? new Date(now.getTime() + tokens.expires_in * 1000) : null;

/** Keeps what a session signed in through the provider needs of it: the ID token and the sealed refresh token. */
export async function keepProviderTokens(
  db: Kysely<Database>,
  config: IdentityProviderConfig,
  input: { sessionId: string; subject: string; tokens: TokenAnswer; now: Date },
): Promise<void> {
  const { tokens } = input;
  if (tokens.id_token === undefined) throw new Error('The provider answered without an ID token');
  await db
    .insertInto('identity_provider_sessions')
    .values({
      session_id: input.sessionId,
      issuer: config.issuer,
      subject: input.subject,
      id_token: tokens.id_token,
      refresh_token_sealed: tokens.refresh_token === undefined ? null : sealToken(tokens.refresh_token, config.clientSecret),
      access_expires_at: accessExpiry(tokens, input.now),
    })
    .execute();
}

/** What asking the provider to renew a session's tokens came to. */
export type ProviderRenewal =
  /** Not signed in through the provider, not due yet, or nothing to renew with: the session goes on as it is. */
  | 'not-due'
  | 'renewed'
  /** The provider refused (the member signed out there, the grant was revoked): the session must end. */
  | 'refused'
  /** The provider could not be reached: nothing is known, so nothing changes. */
  | 'unreachable';

/**
 * Renews the provider's tokens of a session signed in through it, once its access token is within the configured
 * seconds of ending: the session's refresh is where the provider gets its say over whether the member is still signed
 * in. Without a refresh token there is nothing to ask, and the session lives by this server's own limits.
 */
export async function renewProviderTokens(
  db: Kysely<Database>,
  config: IdentityProviderConfig,
  session: Session,
  now: Date,
): Promise<ProviderRenewal> {
  const row = await db.selectFrom('identity_provider_sessions').selectAll().where('session_id', '=', session.id).executeTakeFirst();
  if (row === undefined || row.refresh_token_sealed === null) return 'not-due';
  if (row.access_expires_at !== null && row.access_expires_at.getTime() - now.getTime() > config.silentRefreshSecondsBeforeExpiry * 1000) return 'not-due';
  const refreshToken = unsealToken(row.refresh_token_sealed, config.clientSecret);
  // Sealed under another client secret: it can never be used again.
  if (refreshToken === undefined) return 'refused';
  let tokens: TokenAnswer;
  try {
    tokens = await oidc.refreshTokenGrant(await providerClient(config), refreshToken);
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError) return 'refused';
    return 'unreachable';
  }
  const claims = tokens.claims();
  if (claims !== undefined && claims[config.subjectClaim] !== row.subject) return 'refused';
  await db
    .updateTable('identity_provider_sessions')
    .set({
      id_token: tokens.id_token ?? row.id_token,
      // A provider that rotates refresh tokens answers a new one; one that does not keeps the old one valid.
      refresh_token_sealed: tokens.refresh_token === undefined ? row.refresh_token_sealed : sealToken(tokens.refresh_token, config.clientSecret),
      access_expires_at: accessExpiry(tokens, now),
    })
    .where('session_id', '=', session.id)
    .execute();
  return 'renewed';
}

/**
 * The provider's sign-out address for a session signed in through it (RP-initiated logout: the session's ID token as
 * the hint, back to `postLogoutRedirectUri` afterwards), or undefined for any other session or a provider without an
 * end_session_endpoint. Read before the session is deleted, which deletes this too.
 */
export async function providerSignOutUrl(
  db: Kysely<Database>,
  config: IdentityProviderConfig,
  sessionId: string,
  postLogoutRedirectUri: string,
): Promise<string | undefined> {
  const row = await db.selectFrom('identity_provider_sessions').select('id_token').where('session_id', '=', sessionId).executeTakeFirst();
  if (row === undefined) return undefined;
  try {
    const client = await providerClient(config);
    if (client.serverMetadata().end_session_endpoint === undefined) return undefined;
    return oidc.buildEndSessionUrl(client, { id_token_hint: row.id_token, post_logout_redirect_uri: postLogoutRedirectUri }).href;
  } catch {
    // The provider's metadata cannot be read now: the local sign-out still happens.
    return undefined;
  }
}

import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../session-token';

/** A started sign-in: what the authorization request carries and what only the callback may check it against. */
export interface SignInAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  /** The language chosen on the sign-in page, if it sent one. */
  language: string | null;
}

/**
 * Records a sign-in about to leave for the provider: a fresh state, nonce and PKCE verifier, stored under the hash of
 * a random value that only the starting browser gets (its cookie), so a callback from any other browser finds nothing.
 * Attempts that ran out are deleted on the way.
 */
export async function startSignInAttempt(
  db: Kysely<Database>,
  input: { now: Date; lifetimeSeconds: number; returnTo: string | null; language: string | null },
): Promise<{ browserToken: string; attempt: SignInAttempt }> {
  const browserToken = newSessionToken();
  const attempt: SignInAttempt = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), returnTo: input.returnTo, language: input.language };
  await db.deleteFrom('identity_provider_sign_ins').where('expires_at', '<=', input.now).execute();
  await db
    .insertInto('identity_provider_sign_ins')
    .values({
      id: hashSessionToken(browserToken),
      state: attempt.state,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      return_to: attempt.returnTo,
      language: attempt.language,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + input.lifetimeSeconds * 1000),
    })
    .execute();
  return { browserToken, attempt };
}

/**
 * The attempt behind a browser's cookie, deleted in the same statement: a callback is answered once, and a replayed
 * one (or a second process racing it) finds nothing. Undefined when there is none or it ran out.
 */
export async function takeSignInAttempt(db: Kysely<Database>, browserToken: string, now: Date): Promise<SignInAttempt | undefined> {
  const row = await db.deleteFrom('identity_provider_sign_ins').where('id', '=', hashSessionToken(browserToken)).returningAll().executeTakeFirst();
  if (row === undefined || row.expires_at.getTime() <= now.getTime()) return undefined;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to, language: row.language };
}

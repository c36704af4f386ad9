import { createHmac } from 'node:crypto';
import { identityKeyring } from '../../identity/identity-keys';
import type { SignInHelpPurpose } from '../../db/schema';

/** What a caller of sign-in help claims, as typed (the API schemas have checked the shapes). */
export interface ClaimedIdentity {
  purpose: SignInHelpPurpose;
  /** Forgot password: the username (any case, spaces trimmed). */
  username?: string;
  taxIdLast4: string;
  /** yyyy-mm-dd. */
  birthDate: string;
  /** Forgot username and enrolment: the last four digits of an account the member holds. */
  accountLast4?: string;
}

/** A real calendar day in yyyy-mm-dd (2026-02-30 is not), else undefined. */
export function calendarDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : undefined;
}

/** The username as sign-in compares it. */
export const normalUsername = (username: string): string => username.trim().toLowerCase();

/**
 * The key the per-facts start limit counts by: a keyed hash (HMAC under the identity key's index subkey) of everything
 * the caller claimed (the username too, for a forgotten password), computed the same whether or not anyone matches, so the limit itself tells nothing. Not the
 * username alone: anyone can type a username, and a limit keyed on it alone would let them keep its member from
 * recovering; only someone who also knows the member's facts shares the member's bucket.
 */
export function subjectKeyOf(claim: ClaimedIdentity): string {
  const username = claim.purpose === 'password' ? normalUsername(claim.username ?? '') : '';
  const named = [claim.purpose, username, claim.taxIdLast4, claim.birthDate, claim.accountLast4 ?? ''].join('\n');
  // Keyed, because a plain hash of four digits and a birth date is undone by trying them all: stored, it would give
  // away the facts that are kept encrypted.
  return createHmac('sha256', identityKeyring().current.indexKey).update(named, 'utf8').digest('hex');
}

export type CodeCheck = { kind: 'verified' } | { kind: 'incorrect'; attemptsLeft: number } | { kind: 'locked' };

/**
 * What one code entry does to a recovery: right (and the recovery is a real member's) verifies it; wrong counts, and
 * the `maxAttempts`-th wrong one locks it. A recovery whose facts matched no one can never be verified, and counts
 * and locks the same way, so a caller cannot tell the two apart.
 */
export function checkCode(input: { matches: boolean; forRealMember: boolean; failedSoFar: number; maxAttempts: number }): CodeCheck {
  if (input.matches && input.forRealMember) return { kind: 'verified' };
  const failed = input.failedSoFar + 1;
  return failed >= input.maxAttempts ? { kind: 'locked' } : { kind: 'incorrect', attemptsLeft: input.maxAttempts - failed };
}

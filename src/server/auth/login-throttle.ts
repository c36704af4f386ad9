import type { Kysely } from 'kysely';
import type { LoginThrottleSettings } from '../../../engine/core/generated/manifests.gen';
import type { Database } from '../db/schema';
import { claimSlot, releaseSlot, resetSlot, slotCount, type SlotBucket, type SlotClaim, type SlotLimit } from './attempt-slots';

export type ThrottlePolicy = LoginThrottleSettings;

/**
 * Whose password attempts a sign-in counts against (config/app.json loginThrottle): the member's own known device
 * when the device cookie is one of that member's, else the username's bucket shared by every other device. A
 * stranger guessing at a username fills the shared bucket only, so the member still signs in on their own device.
 */
export type GuessBucket = { kind: 'account'; username: string } | { kind: 'knownDevice'; deviceId: string };

export const accountBucket = (username: string): SlotBucket => ({ scope: 'sign-in:account', subject: username });
const addressBucket = (ip: string): SlotBucket => ({ scope: 'sign-in:address', subject: ip });

const bucketOf = (guess: GuessBucket): SlotBucket => (guess.kind === 'account' ? accountBucket(guess.username) : { scope: 'sign-in:device', subject: guess.deviceId });

export const accountLimit = (policy: ThrottlePolicy): SlotLimit => ({ maxAttempts: policy.account.maxFailures, windowSeconds: policy.account.windowSeconds });

const guessLimit = (guess: GuessBucket, policy: ThrottlePolicy): SlotLimit =>
  guess.kind === 'account' ? accountLimit(policy) : { maxAttempts: policy.knownDevice.maxFailures, windowSeconds: policy.knownDevice.windowSeconds };

export interface ClaimedAttempt {
  guess: SlotClaim;
  /** Attempts from the address over its limit (0 when within it): what the progressive delay grows with. */
  addressOverBy: number;
  addressRetryAfterSeconds: number;
}

/**
 * Claims this attempt's slots, before the password is looked at: one in the address's bucket (every attempt) and one
 * in the guess bucket. A guess bucket already full refuses the attempt unchecked, right password or not.
 */
export async function claimSignInAttempt(db: Kysely<Database>, input: { guess: GuessBucket; ip: string; now: Date; policy: ThrottlePolicy }): Promise<ClaimedAttempt> {
  const { address } = input.policy;
  const byAddress = await claimSlot(db, addressBucket(input.ip), { maxAttempts: address.maxFailures, windowSeconds: address.windowSeconds }, input.now);
  const guess = await claimSlot(db, bucketOf(input.guess), guessLimit(input.guess, input.policy), input.now);
  return { guess, addressOverBy: Math.max(0, byAddress.attempts - address.maxFailures), addressRetryAfterSeconds: byAddress.retryAfterSeconds };
}

/**
 * A right password: its guess bucket starts again, and the address gets its slot back (one success from a shared
 * address says nothing about the other attempts made from it, so only this one is given back).
 */
export async function settleSuccessfulSignIn(db: Kysely<Database>, input: { guess: GuessBucket; ip: string }): Promise<void> {
  await resetSlot(db, bucketOf(input.guess));
  await releaseSlot(db, addressBucket(input.ip));
}

/** An attempt that carries no guessable secret (a passkey assertion) counts only against its address. */
export interface AddressAttempt {
  /** Attempts from the address over its limit (0 within it). */
  overBy: number;
  retryAfterSeconds: number;
  /** How long the answer waits, as a password attempt from that address would. */
  delayMs: number;
}

/**
 * Claims a slot in the address's bucket before a passkey assertion is checked: a flood of made-up assertions from one
 * address fills the same bucket a flood of passwords does, and is slowed the same way.
 */
export async function claimAddressAttempt(db: Kysely<Database>, input: { ip: string; now: Date; policy: ThrottlePolicy }): Promise<AddressAttempt> {
  const { address } = input.policy;
  const claimed = await claimSlot(db, addressBucket(input.ip), { maxAttempts: address.maxFailures, windowSeconds: address.windowSeconds }, input.now);
  const overBy = Math.max(0, claimed.attempts - address.maxFailures);
  return { overBy, retryAfterSeconds: claimed.retryAfterSeconds, delayMs: addressDelayMs(overBy, input.policy) };
}

/** A verified passkey gives its address slot back, as a right password does. */
export async function releaseAddressAttempt(db: Kysely<Database>, ip: string): Promise<void> {
  await releaseSlot(db, addressBucket(ip));
}

/** How long an attempt from an address `overBy` attempts past its limit waits: delayMs more per attempt, capped. */
export function addressDelayMs(overBy: number, policy: ThrottlePolicy): number {
  return overBy <= 0 ? 0 : Math.min(policy.address.maxDelayMs, overBy * policy.address.delayMs);
}

/** The username's shared bucket as staff see it: the failures it holds now, and whether it refuses sign-in. */
export async function accountThrottleState(db: Kysely<Database>, input: { username: string; now: Date; policy: ThrottlePolicy }): Promise<{ failures: number; locked: boolean }> {
  const limit = accountLimit(input.policy);
  const claimed = await slotCount(db, accountBucket(input.username), limit, input.now);
  return { failures: Math.min(claimed, limit.maxAttempts), locked: claimed >= limit.maxAttempts };
}

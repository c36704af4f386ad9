import type { Kysely } from 'kysely';
import { alertTypeOfCondition } from '../../../../engine/core/alert-gating';
import type { StaffMemberOverview, StaffUnlockResult } from '../../../../engine/core/generated/api.gen';
import { alertsManifest, riskManifest } from '../../../manifests';
import { staffManifest } from '../../../manifests/staff-manifest';
import { resetSlot } from '../../auth/attempt-slots';
import { accountBucket, accountThrottleState, type ThrottlePolicy } from '../../auth/login-throttle';
import { clearCodeAttempts, lockedCodeEvents } from '../../auth/code-attempts';
import { businessDate } from '../business-date';
import { loadMemberScope } from '../member-scope';
import { sessionPrecheck } from '../precheck';
import { visibleArrangements } from '../visible-arrangements';
import type { Database, Session } from '../../db/schema';
import type { OpenVisit } from './staff-session';

const MASK = '•••';

/** An email as staff see it: its first letter and its domain (j•••@example.com). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${address.slice(0, 1)}${MASK}${address.slice(at)}`;
}

/** The last four digits of a phone number (fewer when it has fewer). */
export const phoneLastFour = (number: string): string => number.replace(/\D/g, '').slice(-4);

/** What the service desk reads and changes with: the database, the time of the action, sign-in's throttle policy. */
export interface StaffDesk {
  db: Kysely<Database>;
  now: Date;
  loginThrottle: ThrottlePolicy;
}

const usernameOf = async (db: Kysely<Database>, memberId: string): Promise<string> =>
  (await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow()).username;

/**
 * Whether the member's sign-in is locked, read the way sign-in counts it (auth/login-throttle.ts: the username's
 * shared bucket, within its window); the address buckets and the member's known-device buckets are not counted.
 */
async function signInState(desk: StaffDesk, username: string): Promise<StaffMemberOverview['signIn']> {
  const state = await accountThrottleState(desk.db, { username, now: desk.now, policy: desk.loginThrottle });
  return { lockedOut: state.locked, recentFailures: state.failures };
}

/** The step-up events the member is locked out of: as stepup/verdict.ts isLockedOut counts, per event. */
async function lockedStepUpEvents(desk: StaffDesk, memberId: string): Promise<string[]> {
  return (await lockedCodeEvents(desk.db, { userId: memberId, now: desk.now })).map((row) => row.event);
}

/**
 * The MRC portal's overview of the member the visit serves. Contacts are masked (phone last four, email first letter
 * and domain, an address's city and state), and nothing secret is read: no password hash, card number or code.
 */
export async function memberOverview(desk: StaffDesk, session: Session, visit: OpenVisit): Promise<StaffMemberOverview> {
  const { db, now } = desk;
  const scope = await loadMemberScope(db, session);
  const memberId = visit.memberId;
  const [member, phones, emails, addresses, precheck, accounts, visits] = await Promise.all([
    db.selectFrom('members').select(['id', 'full_name', 'external_id', 'member_since', 'membership_type', 'username']).where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('member_phone_addresses').select(['phone_type', 'number', 'status']).where('user_id', '=', memberId).orderBy('phone_type', 'desc').orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').select(['email_address', 'status']).where('user_id', '=', memberId).orderBy('id').execute(),
    db.selectFrom('member_postal_addresses').select(['address_type', 'city', 'state', 'status']).where('user_id', '=', memberId).orderBy('address_type').orderBy('id').execute(),
    sessionPrecheck(db, scope, alertsManifest, businessDate(now)),
    visibleArrangements(db, scope),
    db
      .selectFrom('staff_visits as v')
      .innerJoin('members as s', 's.id', 'v.staff_user_id')
      .select(['v.id', 'v.started_at', 'v.ended_at', 'v.reason', 's.full_name'])
      .where('v.member_id', '=', memberId)
      .orderBy('v.started_at', 'desc')
      .orderBy('v.id')
      .limit(staffManifest.memberService.recentVisitsLimit)
      .execute(),
  ]);
  const [signIn, lockedEvents] = await Promise.all([signInState(desk, member.username), lockedStepUpEvents(desk, memberId)]);
  return {
    member: { id: member.id, fullName: member.full_name, memberNumber: member.external_id, memberSince: member.member_since, membershipType: member.membership_type },
    contacts: {
      phones: phones.map((phone) => ({ type: phone.phone_type, lastFour: phoneLastFour(phone.number), status: phone.status })),
      emails: emails.map((email) => ({ masked: maskEmail(email.email_address), status: email.status })),
      addresses: addresses.map((address) => ({ type: address.address_type, city: address.city, state: address.state, status: address.status })),
    },
    precheck: { conditions: precheck.conditions.map((code) => ({ code, alertType: alertTypeOfCondition(alertsManifest, code) })) },
    signIn,
    stepUp: { lockedOut: lockedEvents.length > 0, lockedEvents },
    recentVisits: visits.map((row) => ({ id: row.id, startedAt: row.started_at.toISOString(), staffName: row.full_name, reason: row.reason, open: row.ended_at === null })),
    accountCount: accounts.length,
  };
}

/**
 * Unlocks the member's sign-in: the username's shared bucket is emptied, so sign-in counts no failures (the address
 * buckets, which are not the member's, stay). Answers what changed.
 */
export async function unlockSignIn(desk: StaffDesk, visit: OpenVisit): Promise<StaffUnlockResult> {
  const username = await usernameOf(desk.db, visit.memberId);
  const before = await signInState(desk, username);
  await resetSlot(desk.db, accountBucket(username));
  return { kind: 'SIGN_IN', wasLocked: before.lockedOut, clearedFailures: before.recentFailures, locked: false };
}

/** Unlocks the member's step-up: their attempt counts (every event) are emptied. Answers what changed. */
export async function unlockStepUp(desk: StaffDesk, visit: OpenVisit): Promise<StaffUnlockResult> {
  const { db, now } = desk;
  const locked = await lockedCodeEvents(db, { userId: visit.memberId, now });
  const events = await db.selectFrom('attempt_slots').select('subject').where('scope', '=', 'step-up').where('subject', 'like', `${visit.memberId}:%`).execute();
  let cleared = 0;
  for (const row of events) {
    const event = row.subject.slice(visit.memberId.length + 1);
    const held = await clearCodeAttempts(db, { userId: visit.memberId, event });
    cleared += Math.min(held, riskManifest.challenge.maxAttempts);
  }
  return { kind: 'STEP_UP', wasLocked: locked.length > 0, clearedFailures: cleared, locked: false, events: locked.map((row) => row.event) };
}

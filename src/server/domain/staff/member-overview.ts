import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { alertTypeOfCondition } from '../../../../engine/core/alert-gating';
import type { StaffMemberOverview, StaffUnlockResult } from '../../../../engine/core/generated/api.gen';
import { alertsManifest, riskManifest } from '../../../manifests';
import { staffManifest } from '../../../staff-manifest';
import { throttleState } from '../../auth/login-throttle';
import { businessDate } from '../business-date';
import { loadMemberScope } from '../member-scope';
import { sessionPrecheck } from '../precheck';
import { visibleArrangements } from '../visible-arrangements';
import { currentSession } from '../../plugins/session';
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

const usernameOf = async (request: FastifyRequest, memberId: string): Promise<string> =>
  (await request.server.db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow()).username;

/**
 * Whether the member's sign-in is locked, read the way sign-in reads it (auth/login-throttle.ts throttleState: the
 * username's failures since its last success, within the account window); the address count is not the member's.
 */
async function signInState(request: FastifyRequest, username: string): Promise<StaffMemberOverview['signIn']> {
  const { db, clock, serverConfig } = request.server;
  const policy = serverConfig.loginThrottle;
  const now = clock();
  const state = await throttleState(db, { username, ip: '', now, policy });
  const since = new Date(now.getTime() - policy.account.windowSeconds * 1000);
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from login_attempts f
    where f.username = ${username} and not f.succeeded and f.attempted_at > ${since}
      and f.attempted_at > coalesce((select max(s.attempted_at) from login_attempts s where s.username = ${username} and s.succeeded), ${since})
  `.execute(db);
  return { lockedOut: state.accountThrottled, recentFailures: Number(rows[0]?.n ?? 0) };
}

/** The step-up events the member is locked out of: as stepup/verdict.ts isLockedOut counts, per event. */
async function lockedStepUpEvents(request: FastifyRequest, memberId: string): Promise<string[]> {
  const { db, clock } = request.server;
  const { maxAttempts, lockoutWindowSeconds } = riskManifest.challenge;
  const rows = await db
    .selectFrom('step_up_failures')
    .select(['event', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', memberId)
    .where('failed_at', '>', new Date(clock().getTime() - lockoutWindowSeconds * 1000))
    .groupBy('event')
    .orderBy('event')
    .execute();
  return rows.filter((row) => Number(row.n) >= maxAttempts).map((row) => row.event);
}

/**
 * The MRC portal's overview of the member the visit serves. Contacts are masked (phone last four, email first letter
 * and domain, an address's city and state), and nothing secret is read: no password hash, card number or code.
 */
export async function memberOverview(request: FastifyRequest, visit: OpenVisit): Promise<StaffMemberOverview> {
  const { db, clock } = request.server;
  const scope = await loadMemberScope(db, currentSession(request));
  const memberId = visit.memberId;
  const [member, phones, emails, addresses, precheck, accounts, visits] = await Promise.all([
    db.selectFrom('members').select(['id', 'full_name', 'external_id', 'member_since', 'membership_type', 'username']).where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('member_phone_addresses').select(['phone_type', 'number', 'status']).where('user_id', '=', memberId).orderBy('phone_type', 'desc').orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').select(['email_address', 'status']).where('user_id', '=', memberId).orderBy('id').execute(),
    db.selectFrom('member_postal_addresses').select(['address_type', 'city', 'state', 'status']).where('user_id', '=', memberId).orderBy('address_type').orderBy('id').execute(),
    sessionPrecheck(db, scope, alertsManifest, businessDate(clock())),
    visibleArrangements(db, scope.agreementIds),
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
  const [signIn, lockedEvents] = await Promise.all([signInState(request, member.username), lockedStepUpEvents(request, memberId)]);
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
 * Unlocks the member's sign-in: their failed sign-in attempts are removed, so throttleState counts none (successes,
 * and other usernames' attempts from the same addresses, stay). Answers what changed.
 */
export async function unlockSignIn(request: FastifyRequest, visit: OpenVisit): Promise<StaffUnlockResult> {
  const db = request.server.db;
  const username = await usernameOf(request, visit.memberId);
  const before = await signInState(request, username);
  const removed = await db.deleteFrom('login_attempts').where('username', '=', username).where('succeeded', '=', false).executeTakeFirst();
  return { kind: 'SIGN_IN', wasLocked: before.lockedOut, clearedFailures: Number(removed.numDeletedRows), locked: false };
}

/** Unlocks the member's step-up: their failed verification attempts (every event) are removed. Answers what changed. */
export async function unlockStepUp(request: FastifyRequest, visit: OpenVisit): Promise<StaffUnlockResult> {
  const events = await lockedStepUpEvents(request, visit.memberId);
  const removed = await request.server.db.deleteFrom('step_up_failures').where('user_id', '=', visit.memberId).executeTakeFirst();
  return { kind: 'STEP_UP', wasLocked: events.length > 0, clearedFailures: Number(removed.numDeletedRows), locked: false, events };
}

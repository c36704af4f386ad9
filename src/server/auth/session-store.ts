import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Session } from '../db/schema';
import { hashSessionToken, newSessionToken } from './session-token';

/** Lengths a session lives by: idle seconds (renewed by use) and an absolute cap from sign-in. */
export interface SessionPolicy {
  sessionSeconds: number;
  absoluteLifetimeSeconds: number;
  /**
   * Renew the idle timer on the row only once this fraction of `sessionSeconds` has passed since the last renewal
   * (config/app.json session.renewAfterFraction): a burst of calls then writes the row once, not each time.
   */
  renewAfterFraction: number;
}

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/**
 * Starts a session and returns the token for the cookie; only its hash is stored. `pendingStepUpEvent` starts it
 * restricted until that risk event's challenge is passed (a sign-in from a new device). `previewDraftId` makes it a
 * studio preview of that draft: read-only, and presented in the preview header instead of a cookie.
 */
export async function createSession(
  db: Kysely<Database>,
  input: { userId: string; serviceAgreementId: string | null; now: Date; policy: SessionPolicy; pendingStepUpEvent?: string; previewDraftId?: string },
): Promise<{ token: string; session: Session }> {
  const token = newSessionToken();
  const absolute = addSeconds(input.now, input.policy.absoluteLifetimeSeconds);
  const session: Session = {
    id: hashSessionToken(token),
    user_id: input.userId,
    service_agreement_id: input.serviceAgreementId,
    created_at: input.now,
    last_seen_at: input.now,
    expires_at: earlier(addSeconds(input.now, input.policy.sessionSeconds), absolute),
    absolute_expires_at: absolute,
    pending_step_up_event: input.pendingStepUpEvent ?? null,
    access_agreement_id: null,
    staff_visit_id: null,
    decisions: null,
    decisions_epoch: 0,
    preview_draft_id: input.previewDraftId ?? null,
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

/**
 * A value read in the same statement as the session row, from that row (aliased `s`): a route whose answer depends on
 * the session's stored decisions saves a round trip per call (the product summary's version).
 */
export type SessionAlongside = (session: 's') => RawBuilder<unknown>;

/**
 * The live session behind a cookie token, or undefined when there is none or it has ended; with `alongside`, also
 * that value, read with the row (undefined with no live session).
 */
export async function findLiveSession(db: Kysely<Database>, token: string, now: Date): Promise<Session | undefined>;
export async function findLiveSession(db: Kysely<Database>, token: string, now: Date, alongside: SessionAlongside): Promise<{ session: Session; alongside: unknown } | undefined>;
export async function findLiveSession(db: Kysely<Database>, token: string, now: Date, alongside?: SessionAlongside): Promise<Session | { session: Session; alongside: unknown } | undefined> {
  const query = db.selectFrom('sessions as s').selectAll('s').where('s.id', '=', hashSessionToken(token));
  const row = alongside === undefined ? await query.executeTakeFirst() : await query.select(alongside('s').as('alongside_value')).executeTakeFirst();
  if (!row) return undefined;
  if (row.expires_at.getTime() <= now.getTime() || row.absolute_expires_at.getTime() <= now.getTime()) return undefined;
  if (alongside === undefined) return row;
  const { alongside_value: value, ...session } = row as typeof row & { alongside_value: unknown };
  return { session, alongside: value };
}

/**
 * Renews the idle timer (never past the absolute cap) and returns the updated session. Unless `always` (the explicit
 * refresh), a session renewed less than `renewAfterFraction` of the idle length ago is left as it is: its row keeps
 * its end, so the idle end falls between (1 - fraction) and 1 idle length after the last call, and sign-out (the row
 * deleted) and expiry (the stored end) stay exact for every server process.
 */
export async function extendSession(db: Kysely<Database>, session: Session, now: Date, policy: SessionPolicy, options: { always?: boolean } = {}): Promise<Session> {
  const sinceRenewalMs = now.getTime() - session.last_seen_at.getTime();
  if (options.always !== true && sinceRenewalMs >= 0 && sinceRenewalMs < policy.renewAfterFraction * policy.sessionSeconds * 1000) return session;
  const expiresAt = earlier(addSeconds(now, policy.sessionSeconds), session.absolute_expires_at);
  await db.updateTable('sessions').set({ expires_at: expiresAt, last_seen_at: now }).where('id', '=', session.id).execute();
  return { ...session, expires_at: expiresAt, last_seen_at: now };
}

export async function deleteSessionByToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashSessionToken(token)).execute();
}

/**
 * Housekeeping at sign-in: the member's own ended sessions go (indexed by user, so it stays cheap). A staff visit
 * such a session still had open ends when the session did.
 */
export async function deleteEndedSessions(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await sql`update staff_visits v set ended_at = least(s.expires_at, s.absolute_expires_at)
    from sessions s
    where s.staff_visit_id = v.id and v.ended_at is null and s.user_id = ${userId}
      and (s.expires_at <= ${now} or s.absolute_expires_at <= ${now})`.execute(db);
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .execute();
}

/** Whole seconds left before the session ends if unused: what GET status and refresh answer. */
export function secondsLeft(session: Session, now: Date): number {
  const end = earlier(session.expires_at, session.absolute_expires_at);
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

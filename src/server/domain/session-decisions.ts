import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PermissionSummaryEntry, Precheck } from '../../../engine/core/generated/api.gen';
import type { PolicySubject } from '../../../engine/core/policy';
import { alertsManifest, permissionsManifest, policyManifest } from '../../manifests';
import type { Database, Session } from '../db/schema';

/** What a session's member scope records (domain/member-scope.ts), without the session it came from. */
export interface ScopeDecision {
  userId: string;
  externalId: string;
  staff: boolean;
  ownerId: string;
  personId: string;
  agreementIds: string[];
  arrangementIds: string[] | null;
}

/**
 * Decisions a session keeps on its row (migration 0033) so a page load does not recompute them: its member scope,
 * its permission summary (alert restrictions applied) and its precheck for one calendar day. Triggers on every
 * table they are read from clear them; `key` and `fingerprint` make a stale copy unusable in memory too (a request
 * that switched its own agreement, a server started with other alert or permission rules).
 */
interface SessionDecisions {
  fingerprint: string;
  key: string;
  scope?: ScopeDecision;
  permissions?: PermissionSummaryEntry[];
  precheck?: { day: string; value: Precheck };
  /** Who the policy sees (config/policy.json): the actor and the member's conditions. */
  subject?: PolicySubject;
}

export type SessionDecisionHolder = Pick<Session, 'id' | 'user_id' | 'service_agreement_id' | 'access_agreement_id' | 'staff_visit_id' | 'decisions' | 'decisions_epoch'>;

// The rules the decisions follow: a change to config/alerts.json, permissions.json or policy.json makes old ones unusable.
const FINGERPRINT = createHash('sha256').update(JSON.stringify([3, alertsManifest, permissionsManifest, policyManifest])).digest('hex').slice(0, 16);

const keyOf = (session: SessionDecisionHolder): string => [session.user_id, session.service_agreement_id, session.access_agreement_id, session.staff_visit_id].join('|');

function decisionsOf(session: SessionDecisionHolder): Partial<SessionDecisions> {
  const stored = session.decisions as SessionDecisions | null | undefined;
  if (!stored || stored.fingerprint !== FINGERPRINT || stored.key !== keyOf(session)) return {};
  return stored;
}

/**
 * One of the session's decisions: the stored one when there is one, else `decide()`'s, stored on the session row
 * unless the row's epoch moved since the session was read (something it depends on changed meanwhile), and kept on
 * the in-memory session for the rest of the request.
 */
async function decided<K extends 'scope' | 'permissions' | 'precheck' | 'subject'>(
  db: Kysely<Database>,
  session: SessionDecisionHolder,
  name: K,
  usable: (value: NonNullable<SessionDecisions[K]>) => boolean,
  decide: () => Promise<NonNullable<SessionDecisions[K]>>,
): Promise<NonNullable<SessionDecisions[K]>> {
  const known = decisionsOf(session)[name];
  if (known !== undefined && usable(known as NonNullable<SessionDecisions[K]>)) return known as NonNullable<SessionDecisions[K]>;
  const value = await decide();
  const base: SessionDecisions = { ...decisionsOf(session), fingerprint: FINGERPRINT, key: keyOf(session) };
  const part = { fingerprint: FINGERPRINT, key: keyOf(session), [name]: value };
  await sql`update sessions set decisions =
      (case when decisions ->> 'fingerprint' = ${FINGERPRINT} and decisions ->> 'key' = ${keyOf(session)} then decisions else '{}'::jsonb end) || ${JSON.stringify(part)}::jsonb
    where id = ${session.id} and decisions_epoch = ${session.decisions_epoch}`.execute(db);
  (session as { decisions: unknown }).decisions = { ...base, [name]: value };
  return value;
}

const always = (): boolean => true;

export function decidedScope(db: Kysely<Database>, session: SessionDecisionHolder, decide: () => Promise<ScopeDecision>): Promise<ScopeDecision> {
  return decided(db, session, 'scope', always, decide);
}

export function decidedPermissions(db: Kysely<Database>, session: SessionDecisionHolder, decide: () => Promise<PermissionSummaryEntry[]>): Promise<PermissionSummaryEntry[]> {
  return decided(db, session, 'permissions', always, decide);
}

/** The precheck of `day`: its inputs include the date (a temporary address expires), so another day decides anew. */
export async function decidedPrecheck(db: Kysely<Database>, session: SessionDecisionHolder, day: string, decide: () => Promise<Precheck>): Promise<Precheck> {
  const precheck = await decided(db, session, 'precheck', (known) => known.day === day, async () => ({ day, value: await decide() }));
  return precheck.value;
}

/** The policy's subject of the session. */
export function decidedSubject(db: Kysely<Database>, session: SessionDecisionHolder, decide: () => Promise<PolicySubject>): Promise<PolicySubject> {
  return decided(db, session, 'subject', always, decide);
}

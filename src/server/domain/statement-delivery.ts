import type { Kysely } from 'kysely';
import type { Database, PaperlessPromptResponse, StatementDelivery } from '../db/schema';
import { ApiProblem } from '../errors';
import type { MemberScope } from './member-scope';
import { visibleArrangements } from './visible-arrangements';

/** Paper unless the member chose otherwise: the default that needs no consent. */
export const DEFAULT_DELIVERY: StatementDelivery = 'PAPER';

/** Each account's statement delivery. */
export async function deliveryOf(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, StatementDelivery>> {
  const delivery = new Map<string, StatementDelivery>(arrangementIds.map((id) => [id, DEFAULT_DELIVERY]));
  if (arrangementIds.length === 0) return delivery;
  const rows = await db.selectFrom('statement_preferences').select(['arrangement_id', 'delivery']).where('arrangement_id', 'in', arrangementIds).execute();
  for (const row of rows) delivery.set(row.arrangement_id, row.delivery);
  return delivery;
}

/** Sets the delivery of some accounts (the caller has checked the session reaches them). */
export async function setDelivery(
  db: Kysely<Database>,
  updates: readonly { arrangementId: string; delivery: StatementDelivery }[],
  input: { userId: string; now: Date },
): Promise<void> {
  for (const update of updates) {
    await db
      .insertInto('statement_preferences')
      .values({ arrangement_id: update.arrangementId, delivery: update.delivery, updated_by: input.userId, updated_at: input.now })
      .onConflict((conflict) => conflict.column('arrangement_id').doUpdateSet({ delivery: update.delivery, updated_by: input.userId, updated_at: input.now }))
      .execute();
  }
}

/**
 * A newly opened account's statement delivery: electronic when every other open account of its agreement already is
 * (the holder has consented to electronic statements), otherwise the paper default, which needs no row.
 */
export async function inheritDelivery(db: Kysely<Database>, input: { agreementId: string; arrangementId: string; now: Date }): Promise<void> {
  const siblings = await db
    .selectFrom('arrangements')
    .leftJoin('statement_preferences', 'statement_preferences.arrangement_id', 'arrangements.id')
    .select('statement_preferences.delivery')
    .where('arrangements.agreement_id', '=', input.agreementId)
    .where('arrangements.id', '<>', input.arrangementId)
    .where('arrangements.state', '<>', 'CLOSED')
    .execute();
  if (siblings.length === 0 || siblings.some((sibling) => sibling.delivery !== 'ELECTRONIC')) return;
  await db.insertInto('statement_preferences').values({ arrangement_id: input.arrangementId, delivery: 'ELECTRONIC', updated_by: null, updated_at: input.now }).execute();
}

/** The member's last answer to the go-paperless prompt, with the session it was given in. */
export async function paperlessResponseOf(db: Kysely<Database>, userId: string): Promise<{ response: PaperlessPromptResponse; sessionId: string | null } | undefined> {
  const row = await db.selectFrom('paperless_prompt_responses').select(['response', 'session_id']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { response: row.response, sessionId: row.session_id } : undefined;
}

/**
 * Whether the go-paperless prompt is due (the PPL condition): only for the member whose accounts these are, when
 * one of their open accounts still gets paper statements, and unless they kept paper (PDP), went paperless (GOP)
 * or asked to be reminded later (RML) in this very session.
 */
export async function paperlessPromptDue(db: Kysely<Database>, scope: MemberScope): Promise<boolean> {
  if (scope.staff || scope.userId !== scope.ownerId) return false;
  const answer = await paperlessResponseOf(db, scope.userId);
  if (answer && (answer.response !== 'RML' || answer.sessionId === scope.sessionId)) return false;
  const accounts = await visibleArrangements(db, scope);
  const delivery = await deliveryOf(db, accounts.map((account) => account.id));
  return [...delivery.values()].includes('PAPER');
}

/**
 * How statements are delivered is the account holder's consent (paper by law until they choose otherwise): only the
 * member whose accounts these are may change it; a trusted user acting for them or staff gets 403.
 */
export function refuseAllButHolder(scope: MemberScope): void {
  if (scope.staff || scope.userId !== scope.ownerId) throw new ApiProblem(403, 'FORBIDDEN');
}

/**
 * Records the answer to the go-paperless prompt: GOP also turns every open account's statements
 * electronic. Only the member whose accounts these are may answer (a trusted user or staff gets 403); all in one
 * database transaction.
 */
export async function recordPaperlessResponse(db: Kysely<Database>, scope: MemberScope, response: PaperlessPromptResponse, now: Date): Promise<void> {
  refuseAllButHolder(scope);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('paperless_prompt_responses')
      .values({ user_id: scope.userId, response, session_id: scope.sessionId, responded_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ response, session_id: scope.sessionId, responded_at: now }))
      .execute();
    if (response !== 'GOP') return;
    const accounts = await visibleArrangements(trx, scope);
    await setDelivery(trx, accounts.map((account) => ({ arrangementId: account.id, delivery: 'ELECTRONIC' as const })), { userId: scope.userId, now });
  });
}

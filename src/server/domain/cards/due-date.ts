import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CardDueDateInfo } from '../../../../engine/core/generated/api.gen';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem, type ErrorCode } from '../../errors';
import { businessDate } from '../business-date';
import { addMonths } from '../../../../engine/core/calendar';
import { cardQuery, type CardRow } from './card-scope';
import type { AccountReach } from '../visible-arrangements';

type Db = Kysely<Database> | Transaction<Database>;

const LAST_FOUR = /^[0-9]{4}$/;

/** 422 whose message carries values (errors.json templates). */
function problem(code: ErrorCode, path: string, values: Record<string, string | number>): ApiProblem {
  return new ApiProblem(422, code, path, values);
}

/**
 * The open credit card with these last four digits on an account the session reaches (its primary card first), or
 * 404. Anything but four digits is 400 with the catalogue's message.
 */
export async function findCreditCardByLastFour(db: Db, reach: AccountReach | readonly string[], lastFour: string): Promise<CardRow> {
  if (!LAST_FOUR.test(lastFour)) throw new ApiProblem(400, 'CARD_LAST_FOUR_INVALID', '/creditCardLastFour');
  const card = await cardQuery(db, reach)
    .where('c.card_kind', '=', 'credit')
    .where('c.last_four', '=', lastFour)
    .where('c.status', '<>', 'CL')
    .orderBy('c.parent_card_id', 'desc')
    .orderBy('c.issued_at')
    .executeTakeFirst();
  if (!card) throw new ApiProblem(404, 'NOT_FOUND', '/creditCardLastFour');
  return card;
}

/** The changes that count against the rule (pending or applied, within the period), oldest first. */
async function recentChanges(db: Db, arrangementId: string, now: Date) {
  const { periodMonths } = limitsManifest.cards.dueDate;
  const since = new Date(`${addMonths(businessDate(now), -periodMonths)}T00:00:00Z`);
  return db
    .selectFrom('card_due_date_changes')
    .selectAll()
    .where('arrangement_id', '=', arrangementId)
    .where('status', 'in', ['PENDING', 'APPLIED'])
    .where('requested_at', '>', since)
    .orderBy('requested_at')
    .execute();
}

/** The day the account may change its due day again, or null when it may now (config/limits.json cards.dueDate). */
function nextChangeAllowedOn(changes: readonly { requested_at: Date }[]): string | null {
  const { changesPerPeriod, periodMonths } = limitsManifest.cards.dueDate;
  if (changes.length < changesPerPeriod) return null;
  const limiting = changes[changes.length - changesPerPeriod]!;
  return addMonths(businessDate(new Date(limiting.requested_at)), periodMonths);
}

/** dueDateInfo: the card's current due day, the days allowed instead, any pending change and the rule's next date. */
export async function dueDateInfo(db: Db, card: CardRow, now: Date): Promise<CardDueDateInfo> {
  const terms = await db.selectFrom('arrangement_terms').select('payment_due_day').where('arrangement_id', '=', card.arrangement_id).executeTakeFirst();
  const current = terms?.payment_due_day ?? null;
  const { firstDay, lastDay } = limitsManifest.cards.dueDate;
  const changes = await recentChanges(db, card.arrangement_id, now);
  const pending = changes.find((change) => change.status === 'PENDING');
  return {
    creditCardLastFour: card.last_four,
    cardId: card.id,
    currentDueDay: current,
    availableDueDays: Array.from({ length: lastDay - firstDay + 1 }, (_, index) => firstDay + index).filter((day) => day !== current),
    pendingChange: pending ? { newDueDay: pending.new_due_day, requestedAt: new Date(pending.requested_at).toISOString() } : null,
    nextChangeAllowedOn: nextChangeAllowedOn(changes),
  };
}

/** Requests a new due day: one pending change at a time, within the allowed days, and at most the rule's count per period. */
export async function submitDueDateChange(trx: Transaction<Database>, input: { card: CardRow; newDueDay: number; userId: string; now: Date }): Promise<void> {
  await trx.selectFrom('arrangements').select('id').where('id', '=', input.card.arrangement_id).forUpdate().execute();
  const info = await dueDateInfo(trx, input.card, input.now);
  const { firstDay, lastDay, periodMonths } = limitsManifest.cards.dueDate;
  if (info.pendingChange) throw new ApiProblem(409, 'DUE_DATE_CHANGE_PENDING');
  if (!info.availableDueDays.includes(input.newDueDay)) throw problem('DUE_DATE_DAY_UNAVAILABLE', '/newDueDay', { first: firstDay, last: lastDay });
  if (info.nextChangeAllowedOn) throw problem('DUE_DATE_CHANGE_LIMIT', '/newDueDay', { months: periodMonths, date: info.nextChangeAllowedOn });
  await trx
    .insertInto('card_due_date_changes')
    .values({
      id: randomUUID(),
      arrangement_id: input.card.arrangement_id,
      previous_due_day: info.currentDueDay ?? input.newDueDay,
      new_due_day: input.newDueDay,
      status: 'PENDING',
      requested_by: input.userId,
      requested_at: input.now,
    })
    .execute();
}

/** Cancels the pending change (which then no longer counts against the rule); 409 when none is pending. */
export async function cancelDueDateChange(trx: Transaction<Database>, input: { card: CardRow; now: Date }): Promise<void> {
  const cancelled = await trx
    .updateTable('card_due_date_changes')
    .set({ status: 'CANCELLED', cancelled_at: input.now })
    .where('arrangement_id', '=', input.card.arrangement_id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) throw new ApiProblem(409, 'DUE_DATE_NO_PENDING_CHANGE');
}

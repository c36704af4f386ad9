import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CardItem, CardList } from '../../engine/core/generated/api.gen';
import type { TestApp } from '../support/test-app';

export const CARDS = '/api/cards/client-api/v2';

export async function cardList(app: FastifyInstance, sid: string): Promise<CardItem[]> {
  const response = await app.inject({ method: 'GET', url: `${CARDS}/cards/freeze`, cookies: { sid } });
  if (response.statusCode !== 200) throw new Error(`cards list answered ${response.statusCode}: ${response.body}`);
  return (response.json() as CardList).cards;
}

/** The first card of the list that matches. */
export async function findListed(app: FastifyInstance, sid: string, match: (card: CardItem) => boolean): Promise<CardItem> {
  const card = (await cardList(app, sid)).find(match);
  if (!card) throw new Error('no such card in the list');
  return card;
}

/** A card's URL prefix: debit cards under their checking account, credit cards by id. */
export const cardPath = (card: Pick<CardItem, 'id' | 'type' | 'additions'>): string =>
  card.type === 'DEBIT' ? `${CARDS}/cards/${card.additions.arrangementId}/debit/${card.id}` : `${CARDS}/cards/${card.id}`;

export const lockPath = (card: Pick<CardItem, 'id' | 'type' | 'additions'>): string =>
  card.type === 'DEBIT' ? `${cardPath(card)}/lock-status` : `${CARDS}/cards/${card.id}/credit/lock-status`;

export const post = (t: TestApp, url: string, sid: string, payload?: unknown, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }), headers: key === null ? {} : { 'idempotency-key': key } });

/** A hash of every card-related table: a refused call must leave it as it was. */
export async function cardTablesPrint(t: TestApp): Promise<string> {
  const tables = ['cards', 'card_rewards', 'card_reward_events', 'card_orders', 'card_due_date_changes'];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{ print: string }>`select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from ${sql.table(table)} x`.execute(t.database.db);
      return `${table}=${rows[0]!.print}`;
    }),
  );
  const ledger = await sql<{ print: string }>`select count(*) || ':' || coalesce(sum(amount_cents), 0) as print from ledger_entries`.execute(t.database.db);
  return [...parts, `ledger=${ledger.rows[0]!.print}`].join(';');
}

/** The id of a member's first active primary card of a kind (by issue date), straight from the database. */
export async function primaryCardId(t: TestApp, username: string, cardKind: 'credit' | 'debit'): Promise<string> {
  const card = await t.database.db
    .selectFrom('cards as c')
    .innerJoin('members as m', 'm.id', 'c.holder_user_id')
    .select('c.id')
    .where('m.username', '=', username)
    .where('c.card_kind', '=', cardKind)
    .where('c.status', '=', 'AC')
    .where('c.parent_card_id', 'is', null)
    .orderBy('c.issued_at')
    .executeTakeFirstOrThrow();
  return card.id;
}

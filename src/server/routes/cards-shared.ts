import type { FastifyRequest } from 'fastify';
import type { CardItem } from '../../../engine/core/generated/api.gen';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { toCardItems } from '../domain/cards/card-items';
import { findCard, type CardKind } from '../domain/cards/card-scope';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
export const readErrors = { 400: error, 401: error, 403: error, 404: error };
export const changeErrors = { ...readErrors, 409: error, 422: error };
export const TAGS = ['cards'];
export const BASE = '/client-api/v2';

/** The path of a debit card call: its checking account (or "100") and the card. */
export interface DebitParams {
  acct: string;
  debitId: string;
}
export interface IdParams {
  id: string;
}

/** Who is asking. */
export function scopeOf(request: FastifyRequest): Promise<MemberScope> {
  return loadMemberScope(request.server.db, currentSession(request));
}

/** The card a debit path names (404 unless the session reaches it). */
export function debitCardOf(db: Kysely<Database> | Transaction<Database>, scope: MemberScope, params: DebitParams, forUpdate = false) {
  return findCard(db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, cardId: params.debitId, kind: 'debit', acct: params.acct, forUpdate });
}

/** The card a credit path names (404 unless the session reaches it). */
export function creditCardOf(db: Kysely<Database> | Transaction<Database>, scope: MemberScope, params: IdParams, forUpdate = false) {
  return findCard(db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, cardId: params.id, kind: 'credit', forUpdate });
}

/** One card, as its item, read again (after a change, within the same transaction). */
export async function cardItemOf(db: Kysely<Database> | Transaction<Database>, scope: MemberScope, cardId: string, kind: CardKind): Promise<CardItem> {
  const card = await findCard(db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, cardId, kind });
  const [item] = await toCardItems(db, [card], { staff: scope.staff });
  return item!;
}

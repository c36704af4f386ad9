import { sql, type Kysely } from 'kysely';
import type { EndpointKind } from '../../../../engine/core/payment-rules';
import type { Arrangement, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { maskAccountNumber } from '../product-summary';
import { reachesArrangement, reachesNothing, reachOf, type AccountReach } from '../visible-arrangements';

/**
 * One side of a payment as the server resolved it from the request. A member account that is a certificate in its term
 * carries its maturity date (certificateMaturesOn), read with the account: a certificate leaves its term only by closing
 * (or renews into a new one), so reading it before the posting's locks can refuse too much but never let money move.
 */
export type PaymentEndpoint =
  | { type: 'arrangement'; kind: EndpointKind; arrangement: Arrangement; name: string; maskedNumber: string; holderName: string; certificateMaturesOn?: string }
  | { type: 'external'; kind: 'external'; id: string; agreementId: string; name: string; maskedNumber: string; status: string }
  | { type: 'payee'; kind: 'payee'; id: string; agreementId: string; name: string; maskedNumber: string };

/** Where a request says the money comes from and goes to (ids as the request gave them). */
export interface EndpointRequest {
  fromAccountId: string;
  toAccountId?: string;
  payeeId?: string;
  toMemberAccountNumber?: string;
  toMemberLastName?: string;
}

/** A row id of a payment-order side: for storage and for listing. */
export interface EndpointIds {
  from_arrangement_id: string | null;
  from_external_account_id: string | null;
  to_arrangement_id: string | null;
  to_external_account_id: string | null;
  to_payee_id: string | null;
}

interface NamedRow {
  id: string;
  agreement_id: string;
  name: string;
  account_number: string;
  status?: string;
}

const OPEN = 'ACTIVE';

/** The endpoint field of a certificate in its term (the left-joined ACTIVE terms row), or nothing. */
const inTerm = (maturesOn: string | null): { certificateMaturesOn?: string } => (maturesOn === null ? {} : { certificateMaturesOn: maturesOn });

/** Another member's account is never shown with its holder's name: the sender typed only a last name. */
const OTHER_MEMBER_NAME = 'Member account';

/** The session's open accounts among `ids`, by id, in one query (both sides of a request at once). */
async function ownArrangements(db: Kysely<Database>, reach: AccountReach, ids: readonly string[]): Promise<Map<string, PaymentEndpoint>> {
  const found = new Map<string, PaymentEndpoint>();
  const reached = [...new Set(ids)].filter((id) => reachesArrangement(reach, id));
  if (reachesNothing(reach) || reached.length === 0) return found;
  const rows = await db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
    .leftJoin('certificate_terms', (join) => join.onRef('certificate_terms.arrangement_id', '=', 'arrangements.id').on('certificate_terms.state', '=', 'ACTIVE'))
    .selectAll('arrangements')
    .select(['members.full_name as holder_name', 'certificate_terms.maturity_date as certificate_matures_on'])
    .where('arrangements.id', 'in', reached)
    .where('arrangements.agreement_id', 'in', reach.agreementIds)
    .where('arrangements.state', '=', OPEN)
    .execute();
  for (const { holder_name: holderName, certificate_matures_on: maturesOn, ...arrangement } of rows) {
    found.set(arrangement.id, { type: 'arrangement', kind: arrangement.product_kind, arrangement, name: arrangement.name, maskedNumber: maskAccountNumber(arrangement.account_number), holderName, ...inTerm(maturesOn) });
  }
  return found;
}

/**
 * External accounts and payees live in migration 0007's tables: read with plain SQL so this module needs no more of them.
 * FOR SHARE: inside a payment's transaction the row stays undeleted until it commits; a delete (FOR UPDATE) either
 * waits for the payment and then sees its order, or commits first and this read finds no row (outside a transaction
 * the lock ends with the statement).
 */
async function externalAccount(db: Kysely<Database>, agreementIds: readonly string[], id: string): Promise<PaymentEndpoint | undefined> {
  if (agreementIds.length === 0) return undefined;
  const { rows } = await sql<NamedRow>`
    select id, agreement_id, coalesce(nickname, institution_name) as name, account_number, status
      from external_accounts
     where id = ${id} and agreement_id in (${sql.join([...agreementIds])}) and deleted_at is null
       for share`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { type: 'external', kind: 'external', id: row.id, agreementId: row.agreement_id, name: row.name, maskedNumber: maskAccountNumber(row.account_number), status: row.status ?? '' };
}

async function payee(db: Kysely<Database>, agreementIds: readonly string[], id: string): Promise<PaymentEndpoint | undefined> {
  if (agreementIds.length === 0) return undefined;
  const { rows } = await sql<NamedRow>`
    select id, agreement_id, coalesce(nickname, name) as name, account_number
      from payees
     where id = ${id} and agreement_id in (${sql.join([...agreementIds])}) and deleted_at is null
       for share`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { type: 'payee', kind: 'payee', id: row.id, agreementId: row.agreement_id, name: row.name, maskedNumber: maskAccountNumber(row.account_number) };
}

/**
 * Another member's deposit account, found by its number and the last name of its primary holder (compared without
 * case). Any mismatch is the same 404, so the pair cannot be used to discover accounts; a certificate in its term
 * takes no transfers, and answers the same 404 so the sender does not learn what kind of account the number is.
 */
async function otherMembersAccount(db: Kysely<Database>, agreementIds: readonly string[], accountNumber: string, lastName: string): Promise<PaymentEndpoint> {
  const row = await db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
    .selectAll('arrangements')
    .select('members.full_name as holder_name')
    .where('arrangements.account_number', '=', accountNumber)
    .where('arrangements.state', '=', OPEN)
    .where('arrangements.product_kind', 'in', ['checking', 'savings'])
    .where('service_agreements.is_master', '=', true)
    .where(sql<boolean>`lower(members.family_name) = ${lastName.trim().toLowerCase()}`)
    .where(sql<boolean>`not exists (select 1 from certificate_terms t where t.arrangement_id = arrangements.id and t.state = 'ACTIVE')`)
    .executeTakeFirst();
  if (!row || agreementIds.includes(row.agreement_id)) throw new ApiProblem(404, 'MEMBER_ACCOUNT_NOT_FOUND', '/toMemberAccountNumber');
  const { holder_name: holderName, ...arrangement } = row;
  return { type: 'arrangement', kind: 'member', arrangement, name: OTHER_MEMBER_NAME, maskedNumber: maskAccountNumber(arrangement.account_number), holderName };
}

/** The two sides of a request, as resolveEndpoints found them. */
export interface ResolvedEndpoints {
  from: PaymentEndpoint;
  to: PaymentEndpoint;
}

/**
 * Whether sides resolved earlier in the request may stand inside the transaction that posts or records it: only when
 * both are member accounts, which that transaction locks with its balances (payment_account_facts). A payee or an
 * external account is read there again, share-locked, so that deleting it serialises with the payment.
 */
export function standsInTransaction(endpoints: ResolvedEndpoints): boolean {
  return endpoints.from.type === 'arrangement' && endpoints.to.type === 'arrangement';
}

/** Resolves both sides of a request within the session's agreements; 400 unless exactly one destination, 404 for an unknown one. */
export async function resolveEndpoints(
  db: Kysely<Database>,
  reachOrIds: AccountReach | readonly string[],
  request: EndpointRequest,
): Promise<ResolvedEndpoints> {
  const reach = reachOf(reachOrIds);
  const { agreementIds } = reach;
  const destinations = [request.toAccountId, request.payeeId, request.toMemberAccountNumber].filter((value) => value !== undefined);
  if (destinations.length !== 1) throw new ApiProblem(400, 'PAYMENT_DESTINATION_REQUIRED', '/toAccountId');
  if (request.toMemberAccountNumber !== undefined && !request.toMemberLastName) throw new ApiProblem(400, 'PAYMENT_DESTINATION_REQUIRED', '/toMemberLastName');

  const owned = await ownArrangements(db, reach, request.toAccountId === undefined ? [request.fromAccountId] : [request.fromAccountId, request.toAccountId]);
  const from = owned.get(request.fromAccountId) ?? (await externalAccount(db, agreementIds, request.fromAccountId));
  if (!from) throw new ApiProblem(404, 'NOT_FOUND', '/fromAccountId');
  let to: PaymentEndpoint | undefined;
  if (request.toAccountId !== undefined) {
    to = owned.get(request.toAccountId) ?? (await externalAccount(db, agreementIds, request.toAccountId));
    if (!to) throw new ApiProblem(404, 'NOT_FOUND', '/toAccountId');
  } else if (request.payeeId !== undefined) {
    to = await payee(db, agreementIds, request.payeeId);
    if (!to) throw new ApiProblem(404, 'NOT_FOUND', '/payeeId');
  } else {
    to = await otherMembersAccount(db, agreementIds, request.toMemberAccountNumber ?? '', request.toMemberLastName ?? '');
  }
  if (endpointId(from) === endpointId(to)) throw new ApiProblem(400, 'PAYMENT_SAME_ACCOUNT', '/toAccountId');
  // An external account or payee serves only the agreement it was linked to: a session reaching two agreements
  // cannot pair one agreement's account with another's external account or payee (the executor re-reads them there).
  const own = [from, to].find((endpoint) => endpoint.type === 'arrangement' && endpoint.kind !== 'member');
  const ownAgreementId = own?.type === 'arrangement' ? own.arrangement.agreement_id : undefined;
  for (const [endpoint, path] of [[from, '/fromAccountId'], [to, request.payeeId !== undefined ? '/payeeId' : '/toAccountId']] as const) {
    if (endpoint.type !== 'arrangement' && ownAgreementId !== undefined && endpoint.agreementId !== ownAgreementId) throw new ApiProblem(404, 'NOT_FOUND', path);
    if (endpoint.type === 'external' && endpoint.status !== 'VERIFIED') throw new ApiProblem(400, 'EXTERNAL_ACCOUNT_NOT_VERIFIED', path);
  }
  return { from, to };
}

export function endpointId(endpoint: PaymentEndpoint): string {
  return endpoint.type === 'arrangement' ? endpoint.arrangement.id : endpoint.id;
}

/** The columns of payment_orders that record the two sides. */
export function endpointColumns(from: PaymentEndpoint, to: PaymentEndpoint): EndpointIds {
  return {
    from_arrangement_id: from.type === 'arrangement' ? from.arrangement.id : null,
    from_external_account_id: from.type === 'external' ? from.id : null,
    to_arrangement_id: to.type === 'arrangement' ? to.arrangement.id : null,
    to_external_account_id: to.type === 'external' ? to.id : null,
    to_payee_id: to.type === 'payee' ? to.id : null,
  };
}

/** Loads the endpoints a stored order names (the executor and edits): the accounts as they are now, whoever's they are. */
export async function loadOrderEndpoints(
  db: Kysely<Database>,
  ids: EndpointIds,
  order: { agreementId: string; memberTransfer: boolean },
): Promise<{ from: PaymentEndpoint; to: PaymentEndpoint } | undefined> {
  const { agreementId } = order;
  const arrangement = async (id: string, theirs: boolean): Promise<PaymentEndpoint | undefined> => {
    const row = await db
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .leftJoin('certificate_terms', (join) => join.onRef('certificate_terms.arrangement_id', '=', 'arrangements.id').on('certificate_terms.state', '=', 'ACTIVE'))
      .selectAll('arrangements')
      .select(['members.full_name as holder_name', 'certificate_terms.maturity_date as certificate_matures_on'])
      .where('arrangements.id', '=', id)
      .where('arrangements.state', '=', OPEN)
      .executeTakeFirst();
    if (!row) return undefined;
    const { holder_name: holderName, certificate_matures_on: maturesOn, ...found } = row;
    return theirs
      ? { type: 'arrangement', kind: 'member', arrangement: found, name: OTHER_MEMBER_NAME, maskedNumber: maskAccountNumber(found.account_number), holderName, ...inTerm(maturesOn) }
      : { type: 'arrangement', kind: found.product_kind, arrangement: found, name: found.name, maskedNumber: maskAccountNumber(found.account_number), holderName, ...inTerm(maturesOn) };
  };
  const from = ids.from_arrangement_id !== null ? await arrangement(ids.from_arrangement_id, false) : ids.from_external_account_id !== null ? await externalAccount(db, [agreementId], ids.from_external_account_id) : undefined;
  const to =
    ids.to_arrangement_id !== null
      ? await arrangement(ids.to_arrangement_id, order.memberTransfer)
      : ids.to_external_account_id !== null
        ? await externalAccount(db, [agreementId], ids.to_external_account_id)
        : ids.to_payee_id !== null
          ? await payee(db, [agreementId], ids.to_payee_id)
          : undefined;
  return from && to ? { from, to } : undefined;
}

import type { MessageReferenceKind } from '../../../../engine/core/generated/api.gen';
import { cardDisplayName } from '../../../../engine/core/card-display-name';
import { formatCents } from '../../../../engine/core/money';
import { ApiProblem } from '../../errors';
import { maskAccountNumber } from '../product-summary';
import type { Db } from './message-rows';
import { reachesArrangement, reachesNothing, reachOf, type AccountReach } from '../visible-arrangements';

export interface ResolvedReference {
  kind: MessageReferenceKind;
  id: string;
  label: string;
}

const notFound = (): ApiProblem => new ApiProblem(404, 'NOT_FOUND', '/reference/id');

/**
 * What a new message is about, if it is one of the items the session's agreements reach (else 404, as any other
 * member's id), with the label the server computes for it: an account's name and masked number; a transaction's
 * description, date and amount; a payment order's amount, date and confirmation number; a card's display name and
 * last four digits.
 */
export async function resolveReference(db: Db, reachOrIds: AccountReach | readonly string[], reference: { kind: MessageReferenceKind; id: string }): Promise<ResolvedReference> {
  const reach = reachOf(reachOrIds);
  if (reachesNothing(reach)) throw notFound();
  const { agreementIds } = reach;
  // A trusted user shared only some accounts reaches only what is on them (visible-arrangements.ts).
  const reached = (arrangementIds: readonly (string | null)[]): boolean => arrangementIds.some((arrangementId) => arrangementId !== null && reachesArrangement(reach, arrangementId));
  const { kind, id } = reference;
  switch (kind) {
    case 'account': {
      const row = await db.selectFrom('arrangements').select(['name', 'account_number']).where('id', '=', id).where('agreement_id', 'in', agreementIds).executeTakeFirst();
      if (!row || !reached([id])) throw notFound();
      return { kind, id, label: `${row.name} ${maskAccountNumber(row.account_number)}` };
    }
    case 'transaction': {
      const row = await db
        .selectFrom('transactions as t')
        .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
        .select(['t.description', 't.booking_date', 't.amount_cents', 't.credit_debit', 't.arrangement_id'])
        .where('t.id', '=', id)
        .where('a.agreement_id', 'in', agreementIds)
        .executeTakeFirst();
      if (!row || !reached([row.arrangement_id])) throw notFound();
      const amount = formatCents(row.credit_debit === 'DEBIT' ? -Math.abs(row.amount_cents) : Math.abs(row.amount_cents));
      return { kind, id, label: `${row.description}, ${row.booking_date}, ${amount}` };
    }
    case 'paymentOrder': {
      const row = await db
        .selectFrom('payment_orders')
        .select(['amount_cents', 'requested_date', 'next_execution_date', 'confirmation_number', 'frequency', 'from_arrangement_id', 'to_arrangement_id'])
        .where('id', '=', id)
        .where('agreement_id', 'in', agreementIds)
        .executeTakeFirst();
      if (!row || !reached([row.from_arrangement_id, row.to_arrangement_id])) throw notFound();
      const on = row.next_execution_date ?? row.requested_date;
      const repeat = row.frequency === 'ONCE' ? '' : ` (${row.frequency.toLowerCase()})`;
      return { kind, id, label: `Payment of ${formatCents(row.amount_cents)} on ${on}${repeat}, confirmation ${row.confirmation_number}` };
    }
    case 'card': {
      const row = await db
        .selectFrom('cards as c')
        .innerJoin('arrangements as a', 'a.id', 'c.arrangement_id')
        .select(['c.product_description', 'c.last_four', 'c.card_kind', 'c.arrangement_id'])
        .where('c.id', '=', id)
        .where('a.agreement_id', 'in', agreementIds)
        .executeTakeFirst();
      if (!row || !reached([row.arrangement_id])) throw notFound();
      return { kind, id, label: `${cardDisplayName({ productDescription: row.product_description })} ${maskAccountNumber(row.last_four)}` };
    }
  }
}

import type { Kysely } from 'kysely';
import type { StatusCenterItem } from '../../../engine/core/generated/api.gen';
import { formatCents } from '../../../engine/core/money';
import { hrefOf, pathOf } from '../../../engine/core/route-ref';
import { resolveTemplate } from '../../../engine/core/template';
import { accountOpeningManifest } from '../../manifests/account-opening-manifest';
import { disputesManifest } from '../../manifests/disputes-manifest';
import { routesManifest } from '../../manifests';
import type { Database, LoanApplicationStatus, PaymentOrderState } from '../db/schema';
import { lendingProduct } from './lending/catalogue';
import { applicationsReached } from './lending/applications';
import type { MemberScope } from './member-scope';
import { sharedOnly } from './visible-arrangements';

const copy = disputesManifest.copy;
const isoOf = (value: Date | string): string => new Date(value).toISOString();

const APPLICATION_STATUS: Readonly<Record<LoanApplicationStatus, string>> = {
  SUBMITTED: copy.statusApplicationSubmitted,
  IN_REVIEW: copy.statusApplicationInReview,
  APPROVED: copy.statusApplicationApproved,
  DECLINED: copy.statusApplicationDeclined,
  FUNDED: copy.statusApplicationFunded,
};

const BILL_STATUS: Readonly<Record<PaymentOrderState, string>> = {
  SCHEDULED: copy.statusBillScheduled,
  POSTED: copy.statusBillPaid,
  COMPLETED: copy.statusBillPaid,
  CANCELLED: copy.statusBillCancelled,
  FAILED: copy.statusBillFailed,
};

const openingProductName = (productId: string): string => accountOpeningManifest.products.find((product) => product.id === productId)?.name ?? productId;

/**
 * The loan and card applications of the agreements the session reaches, as My Applications lists them. An
 * application has no confirmation number, so it carries no reference.
 */
async function applicationItems(db: Kysely<Database>, scope: MemberScope): Promise<StatusCenterItem[]> {
  const rows = await applicationsReached(db, scope).select(['id', 'product_id', 'amount_cents', 'status', 'created_at', 'updated_at']).execute();
  const href = pathOf(routesManifest, 'lending.my-applications');
  return rows.map((row) => ({
    kind: 'application',
    id: row.id,
    title: resolveTemplate(copy.statusTitleApplication, { product: lendingProduct(row.product_id)?.config.name ?? row.product_id, amount: formatCents(row.amount_cents) }),
    status: APPLICATION_STATUS[row.status],
    submittedAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    href,
  }));
}

/** The accounts and certificates opened online, referenced by the confirmation number of their opening deposit. */
async function openingItems(db: Kysely<Database>, scope: MemberScope): Promise<StatusCenterItem[]> {
  const rows = await db
    .selectFrom('account_openings as o')
    .innerJoin('payment_orders as p', 'p.id', 'o.payment_order_id')
    .select(['o.id', 'o.product_id', 'o.amount_cents', 'o.arrangement_id', 'o.created_at', 'p.confirmation_number'])
    .where('o.agreement_id', 'in', scope.agreementIds)
    .$call(sharedOnly(scope, 'o.arrangement_id'))
    .execute();
  return rows.map((row) => ({
    kind: 'accountOpening',
    id: row.id,
    title: resolveTemplate(copy.statusTitleAccountOpening, { product: openingProductName(row.product_id), amount: formatCents(row.amount_cents) }),
    reference: row.confirmation_number,
    status: copy.statusAccountOpened,
    submittedAt: isoOf(row.created_at),
    updatedAt: isoOf(row.created_at),
    href: hrefOf(routesManifest, 'accounts.details', {}, { id: row.arrangement_id }),
  }));
}

/**
 * The bill payments the member scheduled for a later day (timing FUTURE), whatever became of them; one still
 * waiting carries the business day it posts.
 */
async function billPaymentItems(db: Kysely<Database>, scope: MemberScope): Promise<StatusCenterItem[]> {
  const rows = await db
    .selectFrom('payment_orders as o')
    .innerJoin('payees as p', 'p.id', 'o.to_payee_id')
    .select(['o.id', 'o.state', 'o.amount_cents', 'o.next_execution_date', 'o.confirmation_number', 'o.created_at', 'o.updated_at', 'p.name', 'p.nickname'])
    .where('o.agreement_id', 'in', scope.agreementIds)
    .$call(sharedOnly(scope, 'o.from_arrangement_id'))
    .where('o.kind', '=', 'BILL_PAY')
    .where('o.timing', '=', 'FUTURE')
    .execute();
  const href = pathOf(routesManifest, 'bill-pay');
  return rows.map((row) => ({
    kind: 'billPayment',
    id: row.id,
    title: resolveTemplate(copy.statusTitleBillPayment, { amount: formatCents(row.amount_cents), payee: row.nickname ?? row.name }),
    reference: row.confirmation_number,
    status: BILL_STATUS[row.state],
    submittedAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    href,
    ...(row.state === 'SCHEDULED' && row.next_execution_date !== null ? { dueOn: row.next_execution_date } : {}),
  }));
}

/**
 * The conversations the member started in the message center (a thread whose first message is the member's),
 * answered once the credit union wrote in it; updated at its latest message. Deleted messages and messages dated
 * after `now` do not count.
 */
async function messageItems(db: Kysely<Database>, ownerId: string, now: Date): Promise<StatusCenterItem[]> {
  const visible = db.selectFrom('messages').where('owner_id', '=', ownerId).where('deleted_at', 'is', null).where('sent_at', '<=', now);
  const starters = await visible
    .select(['id', 'subject', 'confirmation_number', 'sent_at'])
    .where('direction', '=', 'outbound')
    .whereRef('id', '=', 'thread_id')
    .execute();
  if (starters.length === 0) return [];
  const latest = await visible
    .select((eb) => ['thread_id', 'direction', eb.fn.max('sent_at').as('last_at')])
    .where(
      'thread_id',
      'in',
      starters.map((row) => row.id),
    )
    .groupBy(['thread_id', 'direction'])
    .execute();
  return starters.map((row) => {
    const mine = latest.filter((entry) => entry.thread_id === row.id);
    const reply = mine.find((entry) => entry.direction === 'inbound');
    const last = mine.map((entry) => isoOf(entry.last_at)).sort().at(-1) ?? isoOf(row.sent_at);
    return {
      kind: 'message',
      id: row.id,
      title: row.subject,
      reference: row.confirmation_number,
      status: reply ? copy.statusMessageAnswered : copy.statusMessageSent,
      submittedAt: isoOf(row.sent_at),
      updatedAt: last,
      href: hrefOf(routesManifest, 'messages.inbox', {}, { message: row.id }),
    };
  });
}

/**
 * What the member started elsewhere in online banking and can follow here: applications, accounts opened, scheduled
 * bill payments (all of the agreements the session reaches) and the conversations of the membership's message center.
 */
export async function activityItems(db: Kysely<Database>, scope: MemberScope, now: Date): Promise<StatusCenterItem[]> {
  const reachable = scope.agreementIds.length > 0;
  const groups = await Promise.all([
    reachable ? applicationItems(db, scope) : [],
    reachable ? openingItems(db, scope) : [],
    reachable ? billPaymentItems(db, scope) : [],
    messageItems(db, scope.ownerId, now),
  ]);
  return groups.flat();
}

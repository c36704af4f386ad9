import type { Kysely, Selectable, Transaction } from 'kysely';
import { resolveTemplate } from '../../../../engine/core/template';
import { iraManifest } from '../../../manifests/ira-manifest';
import type { Database, IraDistributionRequestsTable } from '../../db/schema';
import { wordsForReader } from '../../i18n/reader-words';
import { languageOf } from '../../i18n/user-language';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { bookedBalance, ledgerTotals } from '../balances';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal, type JournalLine, type MemberLine } from '../postings/post-journal';
import { mayStillMove } from '../payments/payment-permissions';
import { maskAccountNumber } from '../product-summary';

const DEFAULT_BATCH = 100;
const { distributions } = iraManifest;
const copy = distributions.payment;

export interface DistributionRunResult {
  paid: number;
  rejected: number;
}

/**
 * Pays every SUBMITTED distribution request whose payment day has come (on `today`, or missed while the server was
 * down), oldest first, each in its own transaction. Each first claims its ira_distribution_payments row: a second
 * run, or a second executor racing this one, finds it taken (or the request no longer SUBMITTED) and changes nothing.
 */
export async function runDueIraDistributions(db: Kysely<Database>, options: { today: string; now: Date; limit?: number }): Promise<DistributionRunResult> {
  const due = await db
    .selectFrom('ira_distribution_requests')
    .select('id')
    .where('status', '=', 'SUBMITTED')
    .where('pays_on', '<=', options.today)
    .orderBy('pays_on')
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit ?? DEFAULT_BATCH)
    .execute();
  const result: DistributionRunResult = { paid: 0, rejected: 0 };
  for (const { id } of due) {
    const outcome = await db.transaction().execute((trx) => payDistribution(trx, id, options));
    if (outcome === 'PAID') result.paid += 1;
    if (outcome === 'REJECTED') result.rejected += 1;
  }
  return result;
}

type Request = Selectable<IraDistributionRequestsTable>;

type RejectionKey = 'distributionRejectedAccount' | 'distributionRejectedAccess' | 'distributionRejectedBalance';

/** Why the request cannot be paid now (its key among config/ira.json errors), or null when it can. Accounts are locked by then. */
async function rejectionReason(trx: Transaction<Database>, request: Pick<Request, 'id' | 'arrangement_id' | 'destination_arrangement_id' | 'requested_by' | 'amount_cents' | 'created_at'>): Promise<RejectionKey | null> {
  const accounts = await trx.selectFrom('arrangements').selectAll().where('id', 'in', [request.arrangement_id, request.destination_arrangement_id]).execute();
  const ira = accounts.find((account) => account.id === request.arrangement_id);
  const destination = accounts.find((account) => account.id === request.destination_arrangement_id);
  if (ira?.state !== 'ACTIVE' || destination?.state !== 'ACTIVE') return 'distributionRejectedAccount';
  // Access can be reduced after the request: its requester must still be allowed to move money for the IRA's agreement.
  if (!(await mayStillMove(trx, { userId: request.requested_by, agreementId: ira.agreement_id, kind: 'INTERNAL_TRANSFER', external: false }))) return 'distributionRejectedAccess';
  const totals = (await ledgerTotals(trx, [ira.id])).get(ira.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  // Requests made before this one keep their claim on the balance (first come, first paid); later ones do not.
  const earlier = await trx
    .selectFrom('ira_distribution_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('arrangement_id', '=', ira.id)
    .where('status', '=', 'SUBMITTED')
    .where('id', '<>', request.id)
    .where((eb) => eb.or([eb('created_at', '<', request.created_at), eb.and([eb('created_at', '=', request.created_at), eb('id', '<', request.id)])]))
    .executeTakeFirstOrThrow();
  const available = bookedBalance(ira.product_kind, totals) - Number(earlier.cents);
  return Number(request.amount_cents) > available ? 'distributionRejectedBalance' : null;
}

/**
 * One request, inside `trx`: claimed, checked, then one balanced journal: the IRA debited the gross amount, the
 * receiving account credited the net, the withholding credited to federal withholding payable. Booked on its payment
 * day, so a late run still counts it in the tax year it was due in.
 */
async function payDistribution(trx: Transaction<Database>, id: string, options: { today: string; now: Date }): Promise<'PAID' | 'REJECTED' | null> {
  const request = await trx.selectFrom('ira_distribution_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!request || request.status !== 'SUBMITTED' || request.pays_on > options.today) return null;
  const claimed = await trx
    .insertInto('ira_distribution_payments')
    .values({ request_id: id, outcome: 'REJECTED', journal_id: null, executed_at: options.now })
    .onConflict((conflict) => conflict.column('request_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (!claimed) return null;

  await lockArrangements(trx, [request.arrangement_id, request.destination_arrangement_id]);
  const rejection = await rejectionReason(trx, request);
  if (rejection !== null) {
    // Stored with the request, in the language of the member who asked for it: written once, for them.
    const { manifest } = await wordsForReader(trx, (db) => languageOf(db, request.requested_by), 'ira.json', iraManifest);
    await trx.updateTable('ira_distribution_requests').set({ status: 'REJECTED', rejection_reason: manifest.errors[rejection], decided_at: options.now }).where('id', '=', id).execute();
    return 'REJECTED';
  }

  const account = (accountId: string) => trx.selectFrom('arrangements').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  const ira = await account(request.arrangement_id);
  const destination = await account(request.destination_arrangement_id);
  const gross = Number(request.amount_cents);
  const withheld = Number(request.withholding_cents);
  const net = gross - withheld;
  const paidOn = request.pays_on;
  const iraMask = maskAccountNumber(ira.account_number);
  const destinationMask = maskAccountNumber(destination.account_number);
  const lines: JournalLine[] = [{ arrangementId: ira.id, amountCents: gross }];
  const memberLines: MemberLine[] = [];
  if (net > 0) {
    lines.push({ arrangementId: destination.id, amountCents: -net });
    memberLines.push(
      {
        arrangementId: ira.id,
        amountCents: net,
        creditDebit: 'DEBIT',
        description: resolveTemplate(copy.iraDescription, { year: paidOn.slice(0, 4), type: copy.typeNames[request.distribution_type] }),
        category: copy.category,
        counterpartyName: destination.name,
        counterpartyAccount: destinationMask,
      },
      {
        arrangementId: destination.id,
        amountCents: net,
        creditDebit: 'CREDIT',
        description: resolveTemplate(copy.destinationDescription, { name: ira.name, account: iraMask }),
        category: copy.category,
        counterpartyName: ira.name,
        counterpartyAccount: iraMask,
      },
    );
  }
  if (withheld > 0) {
    lines.push({ glAccountId: GL.federalWithholdingPayable, amountCents: -withheld });
    memberLines.push({ arrangementId: ira.id, amountCents: withheld, creditDebit: 'DEBIT', description: copy.withholdingDescription, category: copy.withholdingCategory });
  }
  const journalId = await postJournal(trx, {
    kind: 'IRA_DISTRIBUTION',
    description: resolveTemplate(copy.journalDescription, { confirmation: request.confirmation_number }),
    postedAt: options.now,
    bookingDate: paidOn,
    lines,
    memberLines,
  });
  await trx.updateTable('ira_distribution_payments').set({ outcome: 'PAID', journal_id: journalId }).where('request_id', '=', id).execute();
  await trx.updateTable('ira_distribution_requests').set({ status: 'PAID', paid_on: paidOn, journal_id: journalId, decided_at: options.now }).where('id', '=', id).execute();
  return 'PAID';
}

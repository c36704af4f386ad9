import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  CertificateClosureDestination,
  CertificateEarlyClosureQuote,
  CertificateEarlyClosureReceipt,
} from '../../../../engine/core/generated/api.gen';
import { earlyClosureFigures } from '../../../../engine/core/certificate-early-closure';
import { accountOpeningManifest } from '../../../manifests/account-opening-manifest';
import type { Arrangement, CertificateTermsTable, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { fundingAccounts } from '../account-opening/open-account';
import { bookedBalance, ledgerTotals } from '../balances';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal, type JournalLine, type MemberLine } from '../postings/post-journal';
import { maskAccountNumber } from '../product-summary';
import { addCalendarDays } from '../../../../engine/core/calendar';
import { accruedDividendCents as dividendAccrued } from '../dividends/accrual';
import { dividendPosting } from '../dividends/schedule';
import { unpaidDividendsFrom } from './final-dividend';
import { sharedOnly, type AccountReach } from '../visible-arrangements';

type TermsRow = Selectable<CertificateTermsTable>;

interface Figures {
  principalCents: number;
  accruedDividendCents: number;
  penaltyDays: number;
  penaltyCents: number;
  netCents: number;
}

/** The certificate's terms if the session's agreements reach it; 404 otherwise (another member's id answers as an unknown one). */
async function ownTerms(db: Kysely<Database>, reach: AccountReach, id: string, lock: boolean): Promise<TermsRow & { name: string; account_number: string; external_arrangement_id: string; product_kind: Arrangement['product_kind'] }> {
  if (reach.agreementIds.length === 0) throw new ApiProblem(404, 'NOT_FOUND');
  let query = db
    .selectFrom('certificate_terms as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .selectAll('t')
    .select(['a.name', 'a.account_number', 'a.external_arrangement_id', 'a.product_kind'])
    .where('t.arrangement_id', '=', id)
    .where('a.agreement_id', 'in', reach.agreementIds)
    .$call(sharedOnly(reach, 'a.id'));
  if (lock) query = query.forUpdate('t');
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row;
}

/**
 * 409 unless the certificate is still in its term on `today`: a matured or closed one has nothing to close early, and
 * on (or after) its maturity date the maturity executor pays it out without a penalty.
 */
function requireInTerm(terms: TermsRow, today: string): void {
  if (terms.state !== 'ACTIVE' || today >= terms.maturity_date) throw new ApiProblem(409, 'UNABLE_TO_COMPLETE');
}

/** Principal (the ledger balance, posted dividends included), dividends accrued since the last posting to `today` and the penalty from config. */
async function figuresOf(db: Kysely<Database>, terms: TermsRow & { product_kind: Arrangement['product_kind'] }, today: string): Promise<Figures> {
  const totals = await ledgerTotals(db, [terms.arrangement_id]);
  const principalCents = Math.max(0, bookedBalance(terms.product_kind, totals.get(terms.arrangement_id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 }));
  // Dividends already posted monthly are in the principal (the balance); the days since the last posting accrue now.
  const from = await unpaidDividendsFrom(db, terms.arrangement_id, terms.opened_on);
  const accruedDividendCents = await dividendAccrued(db, { arrangementId: terms.arrangement_id, from, through: addCalendarDays(today, -1), rateBps: terms.rate_bps, compound: dividendPosting('certificate').compound });
  const figures = earlyClosureFigures({ principalCents, accruedDividendCents, rateBps: terms.rate_bps, termMonths: terms.term_months }, accountOpeningManifest.earlyClosure);
  return { principalCents, accruedDividendCents, ...figures };
}

const destinationOf = (account: Arrangement): CertificateClosureDestination => ({
  id: account.id,
  name: account.name,
  maskedNumber: maskAccountNumber(account.account_number),
  productKind: account.product_kind === 'checking' ? 'checking' : 'savings',
});

/** What closing certificate `id` early on `today` would pay, and the session's accounts the money may go to. */
export async function quoteEarlyClosure(db: Kysely<Database>, input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; id: string; today: string }): Promise<CertificateEarlyClosureQuote> {
  const terms = await ownTerms(db, input, input.id, false);
  requireInTerm(terms, input.today);
  const figures = await figuresOf(db, terms, input.today);
  const destinations = (await fundingAccounts(db, input)).map(destinationOf);
  return { certificateId: terms.arrangement_id, closingDate: input.today, ...figures, destinations };
}

/** The closing journal's lines: certificate emptied, dividends from expense, penalty to income, the net to the destination. */
function closingLines(id: string, destinationId: string, figures: Figures): JournalLine[] {
  const lines: JournalLine[] = [
    { arrangementId: id, amountCents: figures.principalCents },
    { glAccountId: GL.dividendExpense, amountCents: figures.accruedDividendCents },
    { arrangementId: destinationId, amountCents: -figures.netCents },
    { glAccountId: GL.earlyWithdrawalPenalty, amountCents: -figures.penaltyCents },
  ];
  return lines.filter((line) => line.amountCents !== 0);
}

/** What the member sees: on the certificate the dividend, the penalty and the transfer out; on the destination the transfer in. */
function memberLinesOf(certificate: { id: string; name: string; mask: string }, destination: CertificateClosureDestination, figures: Figures): MemberLine[] {
  const lines: MemberLine[] = [];
  if (figures.accruedDividendCents > 0) {
    lines.push({ arrangementId: certificate.id, amountCents: figures.accruedDividendCents, creditDebit: 'CREDIT', description: 'Dividend earned to early closing', category: 'Dividends' });
  }
  if (figures.penaltyCents > 0) {
    lines.push({ arrangementId: certificate.id, amountCents: figures.penaltyCents, creditDebit: 'DEBIT', description: `Early withdrawal penalty (${figures.penaltyDays} days of dividends)`, category: 'Fees' });
  }
  if (figures.netCents > 0) {
    lines.push(
      { arrangementId: certificate.id, amountCents: figures.netCents, creditDebit: 'DEBIT', description: `Closed early: transfer to ${destination.name} ${destination.maskedNumber}`, category: 'Transfer', counterpartyName: destination.name, counterpartyAccount: destination.maskedNumber },
      { arrangementId: destination.id, amountCents: figures.netCents, creditDebit: 'CREDIT', description: `Closed certificate from ${certificate.name} ${certificate.mask}`, category: 'Transfer', counterpartyName: certificate.name, counterpartyAccount: certificate.mask },
    );
  }
  return lines;
}

/**
 * Closes certificate `id` before maturity inside the caller's (idempotent) transaction: 404 for a certificate or
 * destination the session does not reach, 409 when it is no longer in its term. The certificate's terms row is
 * locked first (as maturity locks it), so a maturity or a second closing racing this one waits and then finds it
 * CLOSED. One balanced journal moves principal plus accrued dividends less the penalty to the destination; the
 * certificate and its arrangement end CLOSED, which takes it off the product summary.
 */
export async function closeCertificateEarly(
  trx: Transaction<Database>,
  input: { userId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; id: string; destinationAccountId: string; today: string; now: Date },
): Promise<{ status: 201; body: CertificateEarlyClosureReceipt }> {
  const terms = await ownTerms(trx, input, input.id, true);
  requireInTerm(terms, input.today);
  const account = (await fundingAccounts(trx, input)).find((candidate) => candidate.id === input.destinationAccountId);
  if (!account) throw new ApiProblem(404, 'NOT_FOUND', '/destinationAccountId');
  const destination = destinationOf(account);
  await lockArrangements(trx, [input.id, destination.id]);
  const figures = await figuresOf(trx, terms, input.today);

  const lines = closingLines(input.id, destination.id, figures);
  const certificate = { id: input.id, name: terms.name, mask: maskAccountNumber(terms.account_number) };
  const journalId =
    lines.length === 0
      ? null
      : await postJournal(trx, {
          kind: 'CERTIFICATE_EARLY_CLOSURE',
          description: `Certificate early closure ${terms.external_arrangement_id} ${input.today}`,
          postedAt: input.now,
          bookingDate: input.today,
          lines,
          memberLines: memberLinesOf(certificate, destination, figures),
        });
  await trx
    .insertInto('certificate_early_closures')
    .values({
      arrangement_id: input.id,
      closed_on: input.today,
      user_id: input.userId,
      principal_cents: figures.principalCents,
      accrued_dividend_cents: figures.accruedDividendCents,
      penalty_days: figures.penaltyDays,
      penalty_cents: figures.penaltyCents,
      net_cents: figures.netCents,
      destination_arrangement_id: destination.id,
      journal_id: journalId,
      created_at: input.now,
    })
    .execute();
  await trx.updateTable('certificate_terms').set({ state: 'CLOSED', updated_at: input.now }).where('arrangement_id', '=', input.id).execute();
  await trx.updateTable('arrangements').set({ state: 'CLOSED' }).where('id', '=', input.id).execute();
  return { status: 201, body: { certificateId: input.id, closedOn: input.today, ...figures, destination, journalId } };
}

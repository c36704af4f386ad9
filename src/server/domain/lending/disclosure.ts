import type { Kysely, Selectable, Transaction } from 'kysely';
import { fundedLoanSchedule, type DatedInstallment } from '../../../../engine/core/amortisation';
import type { LoanDisclosure } from '../../../../engine/core/generated/api.gen';
import { truthInLending, type TruthInLending } from '../../../../engine/core/truth-in-lending';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database, LoanApplicationsTable, LoanDisclosuresTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { payloadFingerprint } from '../../payload-fingerprint';
import { lendingProduct } from './catalogue';
import { reachOf, sharedOnly, type AccountReach } from '../visible-arrangements';

type ApplicationRow = Selectable<LoanApplicationsTable>;

/** An approved loan's offer as it would be booked today: the dated schedule, its disclosure and the disclosure's view. */
export interface LoanOffer {
  dueDay: number;
  installments: DatedInstallment[];
  tila: TruthInLending;
  disclosure: LoanDisclosure;
}

/**
 * What an acceptance must name: SHA-256 of the application, the disclosure's version, the funding day and every
 * figure and payment run. Any change in what the member would sign (the wording's version, an amount, a due date)
 * gives another fingerprint.
 */
export function disclosureFingerprint(input: { applicationId: string; version: string; fundedOn: string; tila: TruthInLending }): string {
  return payloadFingerprint({ applicationId: input.applicationId, version: input.version, fundedOn: input.fundedOn, ...input.tila });
}

/**
 * The offer of an APPROVED loan application if it is funded on `today`: the schedule it would be booked with and the
 * Truth in Lending disclosure computed from that very schedule. Undefined for anything else (a card, a loan not
 * approved, a product no longer in the catalogue).
 */
export function loanOffer(application: ApplicationRow, today: string): LoanOffer | undefined {
  const product = lendingProduct(application.product_id);
  if (application.status !== 'APPROVED' || product?.kind !== 'loan' || application.rate_offered_bps === null || application.term_months === null) return undefined;
  const { dueDay, installments } = fundedLoanSchedule(application.amount_cents, application.rate_offered_bps, application.term_months, today);
  const tila = truthInLending({ amountFinancedCents: application.amount_cents, noteRateBps: application.rate_offered_bps, schedule: installments });
  const { version } = lendingManifest.truthInLending;
  return {
    dueDay,
    installments,
    tila,
    disclosure: {
      applicationId: application.id,
      productName: product.config.name,
      version,
      fingerprint: disclosureFingerprint({ applicationId: application.id, version, fundedOn: today, tila }),
      fundedOn: today,
      ...tila,
    },
  };
}

/** Stores the disclosure of a loan being booked, with the consent, inside the booking's transaction. */
export async function storeDisclosure(
  trx: Transaction<Database>,
  input: { offer: LoanOffer; arrangementId: string; consentText: string; userId: string; now: Date },
): Promise<void> {
  const { disclosure, tila } = input.offer;
  await trx
    .insertInto('loan_disclosures')
    .values({
      application_id: disclosure.applicationId,
      arrangement_id: input.arrangementId,
      version: disclosure.version,
      fingerprint: disclosure.fingerprint,
      funded_on: disclosure.fundedOn,
      apr_bps: tila.aprBps,
      amount_financed_cents: tila.amountFinancedCents,
      finance_charge_cents: tila.financeChargeCents,
      total_of_payments_cents: tila.totalOfPaymentsCents,
      payments: JSON.stringify(tila.payments),
      consent_text: input.consentText,
      consented_by: input.userId,
      consented_at: input.now,
    })
    .execute();
}

/** Where a funded loan's signed disclosure downloads as a PDF (routes/lending.ts). */
export const disclosureDocumentPath = (applicationId: string): string => `/api/lending/client-api/v1/applications/${encodeURIComponent(applicationId)}/disclosure/document`;

function toView(row: Selectable<LoanDisclosuresTable> & { product_id: string; consented_by_name: string }): LoanDisclosure {
  return {
    applicationId: row.application_id,
    productName: lendingProduct(row.product_id)?.config.name ?? row.product_id,
    version: row.version,
    fingerprint: row.fingerprint,
    fundedOn: row.funded_on,
    aprBps: row.apr_bps,
    financeChargeCents: row.finance_charge_cents,
    amountFinancedCents: row.amount_financed_cents,
    totalOfPaymentsCents: row.total_of_payments_cents,
    payments: row.payments,
    consent: { text: row.consent_text, consentedBy: row.consented_by_name, consentedAt: new Date(row.consented_at).toISOString() },
    arrangementId: row.arrangement_id,
    documentPath: disclosureDocumentPath(row.application_id),
  };
}

/** The disclosure stored with a funded loan, by its application or its account; undefined when it has none. */
export async function storedDisclosure(db: Kysely<Database>, by: { applicationId: string } | { arrangementId: string }): Promise<LoanDisclosure | undefined> {
  let query = db
    .selectFrom('loan_disclosures as d')
    .innerJoin('loan_applications as a', 'a.id', 'd.application_id')
    .innerJoin('members as m', 'm.id', 'd.consented_by')
    .selectAll('d')
    .select(['a.product_id', 'm.full_name as consented_by_name']);
  query = 'applicationId' in by ? query.where('d.application_id', '=', by.applicationId) : query.where('d.arrangement_id', '=', by.arrangementId);
  const row = await query.executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * The disclosure of an application the session reaches: an approved loan's as it would be funded today (what the
 * member reviews, and names when accepting), a funded loan's as it was signed. Anything else: 409.
 */
export async function applicationDisclosure(db: Kysely<Database>, application: ApplicationRow, today: string): Promise<LoanDisclosure> {
  const found = application.status === 'FUNDED' ? await storedDisclosure(db, { applicationId: application.id }) : loanOffer(application, today)?.disclosure;
  if (!found) throw new ApiProblem(409, 'LOAN_DISCLOSURE_UNAVAILABLE');
  return found;
}

/** The signed disclosures of the loans the session reaches (its agreements', a trusted user's shared ones only): the application, the loan's name and number, the funding day. */
export async function signedLoanDisclosures(
  db: Kysely<Database>,
  reachOrIds: AccountReach | readonly string[],
): Promise<{ applicationId: string; productName: string; accountNumber: string; fundedOn: string }[]> {
  const reach = reachOf(reachOrIds);
  if (reach.agreementIds.length === 0) return [];
  const rows = await db
    .selectFrom('loan_disclosures as d')
    .innerJoin('loan_applications as a', 'a.id', 'd.application_id')
    .innerJoin('arrangements as r', 'r.id', 'd.arrangement_id')
    .select(['d.application_id', 'd.funded_on', 'a.product_id', 'r.account_number'])
    .where('a.agreement_id', 'in', reach.agreementIds)
    .$call(sharedOnly(reach, 'd.arrangement_id'))
    .orderBy('d.funded_on', 'desc')
    .orderBy('d.application_id')
    .execute();
  return rows.map((row) => ({
    applicationId: row.application_id,
    productName: lendingProduct(row.product_id)?.config.name ?? row.product_id,
    accountNumber: row.account_number,
    fundedOn: row.funded_on,
  }));
}

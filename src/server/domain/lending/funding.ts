import type { Transaction } from 'kysely';
import { paymentDueDayOf } from '../../../../engine/core/amortisation';
import type { ApiError, LoanAcceptanceRequest, LoanApplication } from '../../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import { errorsManifest, type ErrorCatalogue } from '../../../manifests';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem, errorMessage } from '../../errors';
import { manifestIn } from '../../i18n/localized-manifest';
import { wordsForReader, type Reader } from '../../i18n/reader-words';
import { languageOf } from '../../i18n/user-language';
import { lockedAccountRefusal } from '../certificates/in-term';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal } from '../postings/post-journal';
import { maskAccountNumber } from '../product-summary';
import type { MemberScope } from '../member-scope';
import { sharedOnly } from '../visible-arrangements';
import { addEvent, applicationView, reachableApplication } from './applications';
import { lendingProduct } from './catalogue';
import { loanOffer, storeDisclosure } from './disclosure';
import { openArrangement } from './new-arrangement';

export type AcceptOutcome = { ok: true; application: LoanApplication } | { ok: false; status: 400 | 409; errors: ApiError[] };

/**
 * Accepts an APPROVED offer, all inside the caller's transaction. A loan is booked only with the member's consent to
 * electronic records and signatures and naming the Truth in Lending disclosure they reviewed, which must still be the
 * offer's disclosure today (same version, same figures and payment dates; else 409 and nothing is booked). It then
 * opens an autoLoan arrangement (its product type, principal, rate, level payment and due day), disburses the principal
 * through the ledger — one balanced journal, the loan debited and the chosen deposit account credited —, stores the
 * schedule the disclosure was computed from and the disclosure with the consent. A card opens a creditCard arrangement
 * with the approved limit. The application becomes FUNDED. A certificate in its term takes no loan money: refused
 * (400, the catalogue copy) before anything opens.
 */
export async function acceptOffer(
  trx: Transaction<Database>,
  input: { scope: MemberScope; applicationId: string; body: LoanAcceptanceRequest; now: Date; today: string; reader?: Reader },
): Promise<AcceptOutcome> {
  const { scope, now, today } = input;
  const application = await reachableApplication(trx, scope, input.applicationId, true);
  const product = lendingProduct(application.product_id);
  // A refusal's copy in the reader's language, read only for a refusal: the lending page's, or the catalogue's.
  const refused = async (status: 400 | 409, path: string, words: (lending: typeof lendingManifest, catalogue: ErrorCatalogue, locale: string) => string): Promise<AcceptOutcome> => {
    const lending = await wordsForReader(trx, input.reader, 'lending.json', lendingManifest);
    const catalogue = await wordsForReader(trx, input.reader, 'errors.json', errorsManifest);
    return { ok: false, status, errors: [{ path, message: words(lending.manifest, catalogue.manifest, catalogue.locale) }] };
  };
  const notApproved = (lending: typeof lendingManifest) => lending.copy.application.errors.notApproved;
  if (application.status !== 'APPROVED' || !product || application.rate_offered_bps === null) return refused(409, '', notApproved);
  let arrangementId: string;

  if (product.kind === 'creditCard') {
    ({ id: arrangementId } = await openArrangement(trx, {
      agreementId: application.agreement_id,
      kind: 'creditCard',
      productTypeName: product.config.productTypeName,
      externalProductId: product.config.externalProductId,
      name: product.config.name,
      openedOn: today,
      now,
      principalCents: null,
      creditLimitCents: application.amount_cents,
      terms: { interestRateBps: application.rate_offered_bps, paymentDueDay: paymentDueDayOf(today), minimumPaymentCents: product.config.minimumPaymentFloorCents, minimumPaymentPercentBps: product.config.minimumPaymentPercentBps },
    }));
  } else {
    const { body } = input;
    if (body.esignConsent !== true) return refused(400, '/esignConsent', (_lending, catalogue, locale) => errorMessage('LOAN_ESIGN_CONSENT_REQUIRED', undefined, catalogue, locale));
    if (!body.disclosure) return refused(400, '/disclosure', (_lending, catalogue, locale) => errorMessage('LOAN_DISCLOSURE_REQUIRED', undefined, catalogue, locale));
    const offer = loanOffer(application, today);
    if (!offer) return refused(409, '', notApproved);
    if (body.disclosure.version !== offer.disclosure.version || body.disclosure.fingerprint !== offer.disclosure.fingerprint) {
      return refused(409, '/disclosure', (_lending, catalogue, locale) => errorMessage('LOAN_DISCLOSURE_CHANGED', undefined, catalogue, locale));
    }
    const funding =
      body.fundingAccountId === undefined
        ? undefined
        : await trx
            .selectFrom('arrangements')
            .select(['id', 'name', 'account_number', 'product_kind'])
            .where('id', '=', body.fundingAccountId)
            .where('agreement_id', '=', application.agreement_id)
            .$call(sharedOnly(scope, 'id'))
            .where('state', '=', 'ACTIVE')
            .where('product_kind', 'in', lendingManifest.facts.depositKinds)
            .executeTakeFirst();
    if (!funding) {
      if (body.fundingAccountId === undefined) return refused(400, '/fundingAccountId', (lending) => lending.copy.application.errors.fundingAccount);
      throw new ApiProblem(404, 'NOT_FOUND', '/fundingAccountId');
    }
    const locked = await lockedAccountRefusal(trx, funding.id, '/fundingAccountId', input.reader);
    if (locked) return { ok: false, status: 400, errors: [locked] };
    const { dueDay, installments: schedule } = offer;
    const opened = await openArrangement(trx, {
      agreementId: application.agreement_id,
      kind: 'autoLoan',
      productTypeName: product.config.productTypeName,
      externalProductId: product.config.externalProductId,
      name: product.config.name,
      openedOn: today,
      now,
      principalCents: application.amount_cents,
      creditLimitCents: null,
      terms: { interestRateBps: application.rate_offered_bps, paymentDueDay: dueDay, minimumPaymentCents: schedule[0]?.paymentCents ?? 0, minimumPaymentPercentBps: null },
    });
    arrangementId = opened.id;
    await lockArrangements(trx, [funding.id, arrangementId]);
    const { ledger } = lendingManifest;
    const loanLine = resolveTemplate(ledger.disbursementDescription, { account: `${funding.name} ${maskAccountNumber(funding.account_number)}` });
    const proceedsLine = resolveTemplate(ledger.proceedsDescription, { loan: `${product.config.name} ${maskAccountNumber(opened.accountNumber)}` });
    // The loan is owed to the credit union (a debit, > 0); the deposit account is the credit union's liability (a credit, < 0).
    await postJournal(trx, {
      kind: 'LOAN_DISBURSEMENT',
      description: proceedsLine,
      postedAt: now,
      bookingDate: today,
      lines: [
        { arrangementId, amountCents: application.amount_cents },
        { arrangementId: funding.id, amountCents: -application.amount_cents },
      ],
      memberLines: [
        { arrangementId, amountCents: application.amount_cents, creditDebit: 'DEBIT', description: loanLine, category: ledger.category },
        { arrangementId: funding.id, amountCents: application.amount_cents, creditDebit: 'CREDIT', description: proceedsLine, category: ledger.category },
      ],
    });
    await trx
      .insertInto('loan_payment_schedules')
      .values(
        schedule.map((row) => ({
          arrangement_id: arrangementId,
          installment: row.installment,
          due_date: row.dueDate,
          payment_cents: row.paymentCents,
          principal_cents: row.principalCents,
          interest_cents: row.interestCents,
          balance_after_cents: row.balanceAfterCents,
        })),
      )
      .execute();
    // The consent as the member read it: in their language.
    const consentText = manifestIn(lendingManifest, 'lending.json', await languageOf(trx, scope.userId)).copy.acceptance.consent;
    await storeDisclosure(trx, { offer, arrangementId, consentText, userId: scope.userId, now });
  }
  await trx.updateTable('loan_applications').set({ status: 'FUNDED', arrangement_id: arrangementId, updated_at: now }).where('id', '=', application.id).execute();
  await addEvent(trx, application.id, 'FUNDED', now, null, scope.userId);
  return { ok: true, application: await applicationView(trx, application.id, true) };
}

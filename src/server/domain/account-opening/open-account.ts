import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AccountOpeningCatalogue, AccountOpeningReceipt, AccountOpeningRequest, PaymentApiError } from '../../../../engine/core/generated/api.gen';
import type { AccountOpeningProduct } from '../../../../engine/core/generated/manifests.gen';
import { onOrAfterBusinessDay } from '../../../../engine/core/business-days';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core';
import { accountOpeningManifest } from '../../../manifests/account-opening-manifest';
import type { Arrangement, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { availableBalance, ledgerTotals } from '../balances';
import { placePaymentOrder, type OrderContext } from '../payments/payment-orders';
import { maskAccountNumber } from '../product-summary';
import { visibleArrangements, type AccountReach } from '../visible-arrangements';
import { maturityDateOf } from '../certificates/term';
import { inheritDelivery } from '../statement-delivery';
import { newAccountNumber } from './account-number';
import { disclosuresOf, productsFor, type OpeningAudience } from './catalogue';

const copy = accountOpeningManifest.copy;
const FUNDING_KINDS: ReadonlySet<string> = new Set(['checking', 'savings']);

export type OpeningAnswer = { status: 201; body: AccountOpeningReceipt } | { status: 400; body: { errors: PaymentApiError[] } };

const refusal = (path: string, message: string): OpeningAnswer => ({ status: 400, body: { errors: [{ path, message }] } });

/** Open checking and savings accounts that are not certificates: what may fund a new account (or receive a certificate's balance). */
export async function fundingAccounts(db: Kysely<Database>, reach: AccountReach | readonly string[]): Promise<Arrangement[]> {
  const open = (await visibleArrangements(db, reach)).filter((arrangement) => FUNDING_KINDS.has(arrangement.product_kind));
  if (open.length === 0) return [];
  const certificates = new Set(
    (await db.selectFrom('certificate_terms').select('arrangement_id').where('arrangement_id', 'in', open.map((arrangement) => arrangement.id)).execute()).map((row) => row.arrangement_id),
  );
  return open.filter((arrangement) => !certificates.has(arrangement.id));
}

/** The catalogue of an audience with today's maturity dates, and the member's funding accounts with what is available. */
export async function loadCatalogue(db: Kysely<Database>, input: { audience: OpeningAudience; reach: AccountReach; today: string }): Promise<AccountOpeningCatalogue> {
  const products = productsFor(input.audience);
  const openedOn = onOrAfterBusinessDay(input.today);
  const accounts = await fundingAccounts(db, input.reach);
  const totals = await ledgerTotals(db, accounts.map((account) => account.id));
  return {
    audience: input.audience,
    groups: accountOpeningManifest.groups.flatMap((group) => {
      const inGroup = products.filter((product) => product.group === group.id);
      if (inGroup.length === 0) return [];
      return [
        {
          id: group.id,
          label: group.label,
          products: inGroup.map((product) => ({
            id: product.id,
            name: product.name,
            description: product.description,
            productKind: product.productKind,
            ...(product.rateBps === undefined ? {} : { rateBps: product.rateBps }),
            ...(product.apyBps === undefined ? {} : { apyBps: product.apyBps }),
            minimumOpeningCents: product.minimumOpeningCents,
            ...(product.terms === undefined ? {} : { terms: product.terms.map((term) => ({ ...term, maturityDate: maturityDateOf(openedOn, term.months) })) }),
            disclosures: disclosuresOf(product).map(({ id, title, version, text }) => ({ id, title, version, text })),
          })),
        },
      ];
    }),
    fundingAccounts: accounts.map((account) => ({
      id: account.id,
      name: account.name,
      maskedNumber: maskAccountNumber(account.account_number),
      productKind: account.product_kind,
      availableBalanceCents: availableBalance(account.product_kind, totals.get(account.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 }, account.credit_limit_cents),
    })),
  };
}

/** The product, its rate and (certificates) its term, or the refusal naming the field at fault. */
function pickProduct(audience: OpeningAudience, body: AccountOpeningRequest): { product: AccountOpeningProduct; rateBps: number; apyBps: number; termMonths: number | null } | OpeningAnswer {
  const product = productsFor(audience).find((candidate) => candidate.id === body.productId);
  if (!product) return refusal('/productId', copy.errorChooseProduct);
  if (product.terms === undefined) {
    if (body.termMonths !== undefined) return refusal('/termMonths', copy.errorChooseTerm);
    return { product, rateBps: product.rateBps ?? 0, apyBps: product.apyBps ?? 0, termMonths: null };
  }
  const term = product.terms.find((candidate) => candidate.months === body.termMonths);
  if (!term) return refusal('/termMonths', copy.errorChooseTerm);
  return { product, rateBps: term.rateBps, apyBps: term.apyBps, termMonths: term.months };
}

/**
 * Opens an account inside the caller's (idempotent) transaction: checks the product, that every disclosure the
 * product needs was accepted in its current version, the funding account and the minimum; creates the arrangement
 * after the member's others, funds it with an immediate internal transfer through placePaymentOrder (its limits,
 * balance check and ledger posting), then records the certificate's terms and the opening. Any refusal answers 400
 * and, the transaction rolling back, leaves nothing behind.
 */
export async function openAccount(
  trx: Transaction<Database>,
  input: { context: OrderContext; audience: OpeningAudience; body: AccountOpeningRequest; idempotencyKey: string },
): Promise<OpeningAnswer> {
  const { context, body } = input;
  const picked = pickProduct(input.audience, body);
  if ('status' in picked) return picked;
  const { product, rateBps, apyBps, termMonths } = picked;

  const required = disclosuresOf(product);
  const accepted = body.acceptedDisclosures;
  if (!required.every((disclosure) => accepted.some((item) => item.id === disclosure.id && item.version === disclosure.version))) {
    return refusal('/acceptedDisclosures', copy.errorAccept);
  }
  if (body.amountCents < product.minimumOpeningCents) {
    return refusal('/amountCents', resolveTemplate(copy.errorMinimum, { amount: formatCents(product.minimumOpeningCents) }));
  }
  const funding = (await fundingAccounts(trx, context)).find((account) => account.id === body.fundingAccountId);
  if (!funding) throw new ApiProblem(404, 'NOT_FOUND', '/fundingAccountId');

  const certificate = termMonths !== null;
  const openedOn = onOrAfterBusinessDay(context.today);
  const accountNumber = await newAccountNumber(trx, product.productKind, certificate);
  const last = await trx
    .selectFrom('arrangements')
    .select((eb) => eb.fn.max('display_order').as('order'))
    .where('agreement_id', '=', funding.agreement_id)
    .executeTakeFirst();
  const arrangementId = randomUUID();
  const name = certificate ? `${termMonths}-Month ${product.name}` : product.name;
  const arrangement = await trx
    .insertInto('arrangements')
    .values({
      id: arrangementId,
      agreement_id: funding.agreement_id,
      external_arrangement_id: `AR-${accountNumber}`,
      external_legal_entity_id: funding.external_legal_entity_id,
      external_product_id: certificate ? `${product.externalProductId}-${termMonths}M` : product.externalProductId,
      product_kind: product.productKind,
      product_type_name: product.productTypeName,
      name,
      account_number: accountNumber,
      credit_limit_cents: null,
      principal_cents: null,
      opened_on: openedOn,
      display_order: Number(last?.order ?? 0) + 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('arrangement_terms')
    .values({ arrangement_id: arrangementId, interest_rate_bps: rateBps, apy_bps: apyBps, payment_due_day: null, minimum_payment_cents: null, minimum_payment_percent_bps: null })
    .execute();
  await inheritDelivery(trx, { agreementId: funding.agreement_id, arrangementId, now: context.now });

  const order = await placePaymentOrder(trx, context, { fromAccountId: funding.id, toAccountId: arrangementId, amountCents: body.amountCents, memo: `Opening deposit ${name}` });
  if (order.status === 400) return order;
  const { paymentOrder } = order.body;

  // Certificate terms only after the opening deposit: from here on the certificate takes no more deposits until it matures.
  const maturityDate = certificate ? maturityDateOf(openedOn, termMonths) : null;
  if (certificate && maturityDate !== null) {
    await trx
      .insertInto('certificate_terms')
      .values({ arrangement_id: arrangementId, product_id: product.id, term_months: termMonths, rate_bps: rateBps, apy_bps: apyBps, opened_on: openedOn, maturity_date: maturityDate, updated_at: context.now })
      .execute();
  }
  const openingId = randomUUID();
  await trx
    .insertInto('account_openings')
    .values({
      id: openingId,
      user_id: context.userId,
      agreement_id: funding.agreement_id,
      product_id: product.id,
      term_months: termMonths,
      disclosures: JSON.stringify(required.map(({ id, version }) => ({ id, version }))),
      accepted_at: context.now,
      amount_cents: body.amountCents,
      funding_arrangement_id: funding.id,
      payment_order_id: paymentOrder.id,
      arrangement_id: arrangementId,
      idempotency_key: input.idempotencyKey,
      created_at: context.now,
    })
    .execute();
  return {
    status: 201,
    body: {
      openingId,
      paymentOrderId: paymentOrder.id,
      confirmationNumber: paymentOrder.confirmationNumber,
      account: {
        id: arrangement.id,
        name: arrangement.name,
        productKind: arrangement.product_kind,
        productTypeName: arrangement.product_type_name,
        maskedNumber: maskAccountNumber(arrangement.account_number),
        openedOn,
        balanceCents: body.amountCents,
      },
      ...(certificate && maturityDate !== null ? { certificate: { termMonths, rateBps, apyBps, maturityDate, renewalChoice: 'RENEW' as const } } : {}),
    },
  };
}

import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { decideAuthorization } from '../../../../engine/core/card-protections';
import type { CardNetworkAuthorization, CardNetworkAuthorizationRequest } from '../../../../engine/core/generated/api.gen';
import { cardsManifest } from '../../../manifests/card-manifest';
import type { Database } from '../../db/schema';
import { activePhones } from '../../messaging/contact-points';
import { availableBalance, ledgerTotals } from '../balances';
import { lockArrangements } from '../ledger/post-journal';
import { evaluateCardPurchaseAlerts } from '../member-alerts/evaluate';
import { DEFAULT_LOCALE, type LocaleTag } from '../../i18n/locales';
import { languageOf } from '../../i18n/user-language';
import { outboxMessageSender } from '../../messaging/message-sender';
import { recordCardAlertMessage } from '../messages/alert-messages';
import type { OwnedCard } from './owned-card';
import { alertText, reasonText } from './authorization-copy';
import { readProtections } from './protections-store';
import { travelWindowsOfCard } from './travel-windows';

/**
 * The demo card network's authorization of one purchase, inside the caller's transaction: the account and card rows
 * are locked so two purchases at once cannot both fit under a monthly limit or one balance; the pure rules decide; an approval becomes a PENDING
 * line on the card's account (it posts to the card settlement GL when the network settles, which the demo does not
 * play); every answer is recorded; the alerts go by SMS to the cardholder (the account owner for a card whose holder
 * is not a member) through the demo outbox.
 */
export async function authorizePurchase(
  trx: Transaction<Database>,
  input: { card: OwnedCard; request: CardNetworkAuthorizationRequest; now: Date; today: string },
): Promise<CardNetworkAuthorization> {
  const { card, request } = input;
  // The account first, as every posting locks it, then the card: a hold and a payment cannot both spend one balance.
  await lockArrangements(trx, [card.arrangementId]);
  const current = await trx.selectFrom('cards').select(['status', 'lock_status']).where('id', '=', card.id).forUpdate().executeTakeFirstOrThrow();
  const account = await trx.selectFrom('arrangements').select(['product_kind', 'credit_limit_cents', 'state']).where('id', '=', card.arrangementId).executeTakeFirstOrThrow();
  const totals = (await ledgerTotals(trx, [card.arrangementId])).get(card.arrangementId) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
  const spent = await trx
    .selectFrom('card_authorizations')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents'))
    .where('card_id', '=', card.id)
    .where('decision', '=', 'APPROVED')
    .where('business_date', '>=', `${input.today.slice(0, 7)}-01`)
    .executeTakeFirstOrThrow();

  const answer = decideAuthorization(
    { amountCents: request.amountCents, merchantCategoryCode: request.merchantCategoryCode, channel: request.channel, countryCode: request.countryCode, date: input.today },
    { status: current.status, lockStatus: current.lock_status },
    await readProtections(trx, card.id),
    {
      homeCountry: cardsManifest.homeCountry,
      categories: cardsManifest.merchantCategories,
      spentThisMonthCents: Number(spent.cents),
      travelPlans: await travelWindowsOfCard(trx, card.id, input.today),
      availableCents: account.state === 'ACTIVE' ? availableBalance(account.product_kind, totals, account.credit_limit_cents) : 0,
    },
  );

  const merchantName = request.merchantName.trim();
  let transactionId: string | null = null;
  if (answer.decision === 'APPROVED') {
    transactionId = randomUUID();
    const category = cardsManifest.merchantCategories.find((entry) => entry.id === answer.category);
    await trx
      .insertInto('transactions')
      .values({
        id: transactionId,
        arrangement_id: card.arrangementId,
        journal_id: null,
        booking_date: input.today,
        transaction_date: input.today,
        description: merchantName,
        category: category?.transactionCategory ?? cardsManifest.otherTransactionCategory,
        amount_cents: request.amountCents,
        credit_debit: 'DEBIT',
        status: 'PENDING',
        counterparty_name: merchantName,
        counterparty_account: null,
        created_at: input.now,
      })
      .execute();
  }
  const authorizationId = randomUUID();
  await trx
    .insertInto('card_authorizations')
    .values({
      id: authorizationId,
      card_id: card.id,
      at: input.now,
      business_date: input.today,
      merchant_name: merchantName,
      merchant_category_code: request.merchantCategoryCode,
      category: answer.category,
      amount_cents: request.amountCents,
      channel: request.channel,
      country_code: request.countryCode,
      decision: answer.decision,
      reason_code: answer.reasonCode,
      transaction_id: transactionId,
    })
    .execute();
  if (answer.decision === 'APPROVED') {
    await evaluateCardPurchaseAlerts(trx, { cardId: card.id, lastFour: card.lastFour, authorizationId, amountCents: request.amountCents, merchantName, now: input.now });
  }

  const facts = { lastFour: card.lastFour, amountCents: request.amountCents, merchantName, countryCode: request.countryCode, category: answer.category, channel: request.channel, decision: answer.decision };
  const alertsSent = answer.alerts.length === 0 ? 0 : await sendAlerts(trx, input.now, card, (locale) => answer.alerts.map((reason) => alertText(reason, facts, locale)));
  return {
    authorizationId,
    decision: answer.decision,
    reasonCode: answer.reasonCode,
    reason: reasonText(answer.reasonCode),
    ...(transactionId ? { transactionId } : {}),
    alertsSent,
  };
}

/**
 * Each alert is left in the membership's message center; texts go to the member's first active phone on
 * file, and a member without one gets none (the decision stands). Both are in the recipient's language: the
 * cardholder's, else the account owner's.
 */
async function sendAlerts(trx: Transaction<Database>, now: Date, card: OwnedCard, textsIn: (locale: LocaleTag) => string[]): Promise<number> {
  const recipient = card.holderUserId ?? (await trx.selectFrom('service_agreements').select('primary_user_id').where('id', '=', card.agreementId).executeTakeFirst())?.primary_user_id;
  const texts = textsIn(recipient ? await languageOf(trx, recipient) : DEFAULT_LOCALE);
  for (const text of texts) await recordCardAlertMessage(trx, { agreementId: card.agreementId, lastFour: card.lastFour, text, now });
  if (!recipient) return 0;
  const [phone] = await activePhones(trx, recipient);
  if (!phone) return 0;
  const sender = outboxMessageSender(trx, () => now);
  for (const text of texts) await sender.sendSms({ userId: recipient, number: phone.number }, text);
  return texts.length;
}

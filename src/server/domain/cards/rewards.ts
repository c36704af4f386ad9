import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CardRedemptionReceipt, CardRewards } from '../../../../engine/core/generated/api.gen';
import { canReceiveRewards } from '../../../../engine/core/card-rewards';
import { formatCents } from '../../../../engine/core/money';
import { CERTIFICATE_IN_TERM, paymentsLocked } from '../../../../engine/core/payment-rules';
import { limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { ApiProblem, type ErrorCode } from '../../errors';
import { GL } from '../../../manifests/gl-accounts-manifest';
import { certificatesInTerm } from '../certificates/in-term';
import { lockArrangements } from '../ledger/post-journal';
import { postJournal } from '../postings/post-journal';
import { sharedOnly } from '../visible-arrangements';
import type { CardRow } from './card-scope';

type Db = Kysely<Database> | Transaction<Database>;

/** A refusal whose message carries an amount (errors.json templates). */
class RewardsProblem extends ApiProblem {
  constructor(code: ErrorCode, path: string, values: Record<string, string>) {
    super(422, code, path, values);
  }
}

const cashValue = (points: number, centsPerPoint: number): number => Math.floor(points * centsPerPoint);

async function rewardsRow(db: Db, arrangementId: string): Promise<{ points: number; centsPerPoint: number } | undefined> {
  const row = await db.selectFrom('card_rewards').selectAll().where('arrangement_id', '=', arrangementId).executeTakeFirst();
  return row ? { points: row.points_balance, centsPerPoint: Number(row.cents_per_point) } : undefined;
}

/** A credit card's points, what they are worth, the redemption rules and the history, newest first. */
export async function loadRewards(db: Kysely<Database>, card: CardRow): Promise<CardRewards> {
  const rewards = (await rewardsRow(db, card.arrangement_id)) ?? { points: 0, centsPerPoint: 1 };
  const events = await db
    .selectFrom('card_reward_events')
    .select(['id', 'occurred_on', 'description', 'points', 'kind'])
    .where('arrangement_id', '=', card.arrangement_id)
    .orderBy('occurred_on', 'desc')
    .orderBy('id')
    .execute();
  return {
    cardId: card.id,
    pointsBalance: rewards.points,
    centsPerPoint: rewards.centsPerPoint,
    cashValueCents: cashValue(rewards.points, rewards.centsPerPoint),
    minimumRedemptionCents: limitsManifest.cards.rewards.minimumRedemptionCents,
    stepCents: limitsManifest.cards.rewards.stepCents,
    history: events.map((event) => ({ id: event.id, date: event.occurred_on, description: event.description, points: event.points, kind: event.kind })),
  };
}

/**
 * Redeems points as cash inside the caller's idempotent transaction: one balanced journal (rewards expense debited,
 * the destination credited: a deposit grows, the card's balance owed shrinks), a REDEEM event, the balance lowered.
 */
export async function redeemRewards(
  trx: Transaction<Database>,
  input: { card: CardRow; amountCents: number; destinationAccountId: string; agreementIds: readonly string[]; arrangementIds: readonly string[] | null; now: Date; today: string },
): Promise<CardRedemptionReceipt> {
  const { card, amountCents } = input;
  const destination = await trx
    .selectFrom('arrangements')
    .select(['id', 'product_kind', 'state'])
    .where('id', '=', input.destinationAccountId)
    .where('agreement_id', 'in', [...input.agreementIds])
    .$call(sharedOnly(input, 'id'))
    .executeTakeFirst();
  if (!destination) throw new ApiProblem(404, 'NOT_FOUND', '/destinationAccountId');
  const maturesOn = (await certificatesInTerm(trx, [destination.id])).get(destination.id);
  const candidate = { id: destination.id, productKind: destination.product_kind, ...(maturesOn === undefined ? {} : { certificateMaturesOn: maturesOn }) };
  if (destination.state !== 'ACTIVE' || !canReceiveRewards(candidate, [card.arrangement_id], limitsManifest.cards.rewards.destinationKinds)) {
    throw new ApiProblem(422, paymentsLocked(candidate) ? CERTIFICATE_IN_TERM : 'REWARDS_DESTINATION_INVALID', '/destinationAccountId');
  }
  const rules = limitsManifest.cards.rewards;
  if (amountCents < rules.minimumRedemptionCents) throw new RewardsProblem('REWARDS_BELOW_MINIMUM', '/amountCents', { amount: formatCents(rules.minimumRedemptionCents) });
  if (amountCents % rules.stepCents !== 0) throw new RewardsProblem('REWARDS_STEP', '/amountCents', { amount: formatCents(rules.stepCents) });

  await lockArrangements(trx, [card.arrangement_id, destination.id]);
  await trx.selectFrom('card_rewards').select('arrangement_id').where('arrangement_id', '=', card.arrangement_id).forUpdate().execute();
  const rewards = (await rewardsRow(trx, card.arrangement_id)) ?? { points: 0, centsPerPoint: 1 };
  const points = Math.ceil(amountCents / rewards.centsPerPoint);
  if (points > rewards.points) {
    throw new RewardsProblem('REWARDS_INSUFFICIENT_POINTS', '/amountCents', { amount: formatCents(cashValue(rewards.points, rewards.centsPerPoint)) });
  }

  const description = 'Cash rewards redemption';
  const journalId = await postJournal(trx, {
    kind: 'REWARDS_REDEMPTION',
    description,
    postedAt: input.now,
    bookingDate: input.today,
    lines: [
      { glAccountId: GL.rewardsExpense, amountCents },
      { arrangementId: destination.id, amountCents: -amountCents },
    ],
    memberLines: [{ arrangementId: destination.id, amountCents, creditDebit: 'CREDIT', description, category: 'Income' }],
  });
  const balance = rewards.points - points;
  await trx.updateTable('card_rewards').set({ points_balance: balance }).where('arrangement_id', '=', card.arrangement_id).execute();
  await trx
    .insertInto('card_reward_events')
    .values({ id: randomUUID(), arrangement_id: card.arrangement_id, occurred_on: input.today, description, points: -points, kind: 'REDEEM', journal_id: journalId })
    .execute();
  return {
    confirmationNumber: `RW-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`,
    amountCents,
    pointsRedeemed: points,
    pointsBalance: balance,
    cashValueCents: cashValue(balance, rewards.centsPerPoint),
    destinationAccountId: destination.id,
  };
}

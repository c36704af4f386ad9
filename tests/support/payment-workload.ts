/**
 * A random, reproducible mix of payment orders for the concurrency test: what each order is, who sends it, with
 * which Idempotency-Key, and what the server must answer when the answer does not depend on timing (over a limit,
 * over the balance, a view-only user). Fired by many clients at once with `firePaymentOrders`.
 */
import { performance } from 'node:perf_hooks';
import { addBusinessDays } from '../../engine/core/business-days';
import type { ProductKind } from '../../src/server/db/schema';
import { createPrng, type Prng } from '../../src/server/seed/prng';
import type { HttpAnswer, HttpSession } from './http-session';

export const PAYMENT_ORDERS_PATH = '/api/payment-order-service/client-api/v2/payment-orders';

/** The flat PaymentOrderRequest of the move-money contract. */
export interface PaymentOrderBody {
  fromAccountId: string;
  toAccountId?: string;
  toMemberAccountNumber?: string;
  toMemberLastName?: string;
  amountCents: number;
  timing: 'IMMEDIATE' | 'FUTURE';
  executionDate?: string;
  frequency: 'ONCE';
  memo?: string;
  acknowledgements?: ('LATE_FEE' | 'DUE_AMOUNT' | 'OVERDRAWN_AMOUNT')[];
}

/** One service agreement whose people move money, and the accounts they reach. */
export interface AgreementActors {
  name: string;
  /** Sessions grouped by user: a shared Idempotency-Key only means something for one user (keys are per user). */
  users: HttpSession[][];
  accounts: Partial<Record<ProductKind, string>>;
  /** A VERIFIED external account of the agreement, for ACH. */
  externalAccountId?: string;
  /** How another member names this agreement's checking account in a member-to-member transfer. */
  m2m: { accountNumber: string; lastName: string };
}

/** What the server must answer whatever the timing; `undefined` when it depends on the race (balance, daily limit). */
export interface Expectation {
  status: number;
  /** The 400 answer must carry one of these messages (or a message starting with one) among its errors. */
  messages?: string[];
}

export interface PlannedOrder {
  label: string;
  session: HttpSession;
  body: PaymentOrderBody;
  idempotencyKey: string;
  expect?: Expectation;
}

/** Orders fired together by one client (several when they share a key: a double submit from two tabs). */
export type PlannedShot = PlannedOrder[];

export interface OrderOutcome {
  order: PlannedOrder;
  answer: HttpAnswer<{ status?: string; paymentOrder?: { id: string; state: string; amountCents: number; kind: string; executionDate: string; from: { id: string }; to: { id: string } }; errors?: { path: string; message: string }[]; code?: string }>;
}

export interface WorkloadInput {
  seed: number;
  /** At least this many orders (shared-key shots add a few more). */
  count: number;
  /** The server's business "today" (ISO date). */
  today: string;
  agreements: readonly AgreementActors[];
  /** A view-only user and two accounts it can see: every order it sends must be refused 403. */
  viewOnly?: { session: HttpSession; fromAccountId: string; toAccountId: string };
  messages: { overBalance: string[]; perTransfer: string; achMinimum: string; cashAdvanceMinimum: string };
}

const ACK_ALL: PaymentOrderBody['acknowledgements'] = ['LATE_FEE', 'DUE_AMOUNT'];

/** Random orders, the same list for the same seed. Shots of several orders share one key and body. */
export function planPaymentOrders(input: WorkloadInput): PlannedShot[] {
  const prng = createPrng(input.seed);
  const shots: PlannedShot[] = [];
  let planned = 0;
  let serial = 0;
  const key = () => `stress-${input.seed}-${(serial += 1)}`;
  const withMember = input.agreements.filter((agreement) => agreement.accounts.checking);
  const future = (p: Prng) => addBusinessDays(input.today, p.int(1, 20));

  const single = (label: string, session: HttpSession, body: PaymentOrderBody, expect?: Expectation) => {
    shots.push([{ label, session, body, idempotencyKey: key(), ...(expect ? { expect } : {}) }]);
    planned += 1;
  };

  while (planned < input.count) {
    const agreement = prng.pick(withMember);
    const user = prng.pick(agreement.users);
    const session = prng.pick(user);
    const { accounts } = agreement;
    const checking = accounts.checking as string;
    const timing = prng.chance(0.08) ? 'FUTURE' : 'IMMEDIATE';
    const when = timing === 'FUTURE' ? { timing, executionDate: future(prng) } as const : ({ timing } as const);
    const roll = prng.next();

    if (roll < 0.05) {
      // Double submit: the same key and body from two or three of this user's tabs at once.
      const to = accounts.savings ?? accounts.creditCard;
      if (!to) continue;
      const body: PaymentOrderBody = { fromAccountId: checking, toAccountId: to, amountCents: prng.int(100, 20_000), frequency: 'ONCE', acknowledgements: ACK_ALL, ...when };
      const shared = key();
      const copies = prng.int(2, 3);
      shots.push(Array.from({ length: copies }, () => ({ label: 'double submit', session: prng.pick(user), body, idempotencyKey: shared })));
      planned += copies;
    } else if (roll < 0.07) {
      // The same key with another body at once: one of them may win, never both.
      const to = accounts.savings ?? accounts.creditCard;
      if (!to) continue;
      const shared = key();
      const first: PaymentOrderBody = { fromAccountId: checking, toAccountId: to, amountCents: prng.int(100, 5_000), frequency: 'ONCE', acknowledgements: ACK_ALL, timing: 'IMMEDIATE' };
      const second: PaymentOrderBody = { ...first, amountCents: first.amountCents + 1 };
      shots.push([
        { label: 'key reuse', session: prng.pick(user), body: first, idempotencyKey: shared },
        { label: 'key reuse', session: prng.pick(user), body: second, idempotencyKey: shared },
      ]);
      planned += 2;
    } else if (roll < 0.30 && accounts.savings) {
      const up = prng.chance(0.5);
      single(up ? 'internal checking→savings' : 'internal savings→checking', session, {
        fromAccountId: up ? checking : accounts.savings,
        toAccountId: up ? accounts.savings : checking,
        amountCents: prng.int(100, up ? 30_000 : 40_000),
        frequency: 'ONCE',
        ...when,
      });
    } else if (roll < 0.42) {
      const others = input.agreements.filter((other) => other !== agreement);
      if (others.length === 0) continue;
      const other = prng.pick(others);
      single('member to member', session, { fromAccountId: checking, toMemberAccountNumber: other.m2m.accountNumber, toMemberLastName: other.m2m.lastName, amountCents: prng.int(100, 40_000), frequency: 'ONCE', ...when });
    } else if (roll < 0.54 && agreement.externalAccountId) {
      // ACH below the step-up threshold; the $5,000 daily limit is contested by every client of this agreement.
      const out = prng.chance(0.6);
      single(out ? 'ACH out' : 'ACH in', session, {
        fromAccountId: out ? checking : agreement.externalAccountId,
        toAccountId: out ? agreement.externalAccountId : checking,
        amountCents: prng.int(500, 90_000),
        frequency: 'ONCE',
        ...when,
      });
    } else if (roll < 0.66) {
      const owed = (['creditCard', 'autoLoan', 'heloc'] as const).filter((kind) => accounts[kind]);
      if (owed.length === 0) continue;
      const target = prng.pick(owed);
      single(`payment to ${target}`, session, { fromAccountId: checking, toAccountId: accounts[target] as string, amountCents: prng.int(100, 20_000), frequency: 'ONCE', acknowledgements: ACK_ALL, ...when });
    } else if (roll < 0.76) {
      const source = accounts.heloc && prng.chance(0.5) ? 'heloc' : 'creditCard';
      const from = accounts[source];
      if (!from) continue;
      single(source === 'heloc' ? 'HELOC advance' : 'cash advance', session, {
        fromAccountId: from,
        toAccountId: checking,
        amountCents: source === 'heloc' ? prng.int(100, 50_000) : prng.int(5_000, 30_000),
        frequency: 'ONCE',
        ...when,
      });
    } else if (roll < 0.80) {
      // Far over any balance these accounts hold, and under the $100,000 other-transfer maximum.
      const to = accounts.savings ?? accounts.creditCard;
      if (!to) continue;
      single('over balance', session, { fromAccountId: checking, toAccountId: to, amountCents: prng.int(9_000_000, 9_900_000), frequency: 'ONCE', acknowledgements: ACK_ALL, timing: 'IMMEDIATE' }, {
        status: 400,
        messages: input.messages.overBalance,
      });
    } else if (roll < 0.84) {
      const others = input.agreements.filter((other) => other !== agreement);
      if (others.length === 0) continue;
      const other = prng.pick(others);
      single('member to member over $5,000', session, { fromAccountId: checking, toMemberAccountNumber: other.m2m.accountNumber, toMemberLastName: other.m2m.lastName, amountCents: prng.int(500_001, 900_000), frequency: 'ONCE', timing: 'IMMEDIATE' }, {
        status: 400,
        messages: [input.messages.perTransfer],
      });
    } else if (roll < 0.87 && agreement.externalAccountId) {
      single('ACH under $5', session, { fromAccountId: checking, toAccountId: agreement.externalAccountId, amountCents: prng.int(1, 499), frequency: 'ONCE', timing: 'IMMEDIATE' }, { status: 400, messages: [input.messages.achMinimum] });
    } else if (roll < 0.90 && accounts.creditCard) {
      single('cash advance under $50', session, { fromAccountId: accounts.creditCard, toAccountId: checking, amountCents: prng.int(1, 4_999), frequency: 'ONCE', timing: 'IMMEDIATE' }, { status: 400, messages: [input.messages.cashAdvanceMinimum] });
    } else if (roll < 0.93 && input.viewOnly) {
      const { viewOnly } = input;
      single('view-only user', viewOnly.session, { fromAccountId: viewOnly.fromAccountId, toAccountId: viewOnly.toAccountId, amountCents: prng.int(100, 10_000), frequency: 'ONCE', timing: 'IMMEDIATE' }, { status: 403 });
    } else if (accounts.savings) {
      single('internal checking→savings', session, { fromAccountId: checking, toAccountId: accounts.savings, amountCents: prng.int(100, 30_000), frequency: 'ONCE', ...when });
    }
  }
  return shots;
}

/** Fires every shot from `clients` concurrent clients (each takes the next shot when its last one is answered). */
export async function firePaymentOrders(shots: readonly PlannedShot[], clients: number): Promise<{ outcomes: OrderOutcome[]; elapsedMs: number }> {
  const outcomes: OrderOutcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < shots.length; index = next++) {
        const shot = shots[index] as PlannedShot;
        const answers = await Promise.all(
          shot.map((order) => order.session.call<OrderOutcome['answer']['body']>('POST', PAYMENT_ORDERS_PATH, { body: order.body, idempotencyKey: order.idempotencyKey })),
        );
        shot.forEach((order, position) => outcomes.push({ order, answer: answers[position] as OrderOutcome['answer'] }));
      }
    }),
  );
  return { outcomes, elapsedMs: performance.now() - started };
}

/**
 * Many members moving money at once over real HTTP: the app listens on a loopback port over a fresh database with the
 * demo seed, 50 clients fire over a thousand random payment orders (internal, member-to-member, ACH both ways, loan
 * and card payments, advances, double submits with one Idempotency-Key, future-dated, over-limit, over-balance and
 * view-only ones), then SQL checks the books. PostgreSQL is the real race; PGlite runs a smaller mix.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { isOwedKind } from '../../src/server/domain/balances';
import { errorMessage } from '../../src/server/errors';
import { businessDate } from '../../src/server/domain/business-date';
import { limitsManifest, riskManifest } from '../../src/manifests';
import { signInOverHttp, type HttpSession } from '../support/http-session';
import {
  achTotalsByDay,
  arrangementSums,
  depositOverdrafts,
  emptyJournals,
  executionsByOrder,
  ledgerSnapshot,
  movementSince,
  ordersSince,
  unbalancedJournals,
  type LedgerSnapshot,
} from '../support/ledger-audit';
import { firePaymentOrders, planPaymentOrders, type AgreementActors, type OrderOutcome, type PlannedShot } from '../support/payment-workload';
import { createTestApp, type TestApp } from '../support/test-app';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';
import type { DatabaseKind } from '../support/test-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=false';
const EXTERNAL_ACCOUNTS = '/api/payment-order-service/client-api/v2/external-accounts';
const REFUSALS = new Set([400, 403, 404, 409, 422]);

interface Variant {
  kind: DatabaseKind;
  orders: number;
  clients: number;
  skip: boolean;
}

const variants: Variant[] = [
  { kind: 'postgres', orders: 1_000, clients: 50, skip: !process.env.DATABASE_URL },
  { kind: 'pglite', orders: 150, clients: 10, skip: false },
];

type Accepted = NonNullable<OrderOutcome['answer']['body']['paymentOrder']>;

for (const variant of variants) {
  describe.skipIf(variant.skip)(`payment orders under ${variant.clients} concurrent clients (${variant.kind})`, () => {
    let t: TestApp;
    let baseUrl: string;
    let sessions: Record<string, HttpSession[]>;
    let agreements: AgreementActors[];
    let shots: PlannedShot[];
    let before: LedgerSnapshot;
    let outcomes: OrderOutcome[];
    const seed = Number(process.env.STRESS_SEED ?? 20_261_121);

    const products = async (session: HttpSession): Promise<ProductSummaryEntry[]> => {
      const answer = await session.call<ProductSummary>('GET', SUMMARY);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.groups.flatMap((group) => group.products);
    };
    const firstOfKind = (list: ProductSummaryEntry[]) => {
      const byKind: AgreementActors['accounts'] = {};
      for (const product of list) byKind[product.productKind] ??= product.id;
      return byKind;
    };

    beforeAll(async () => {
      t = await createTestApp(variant.kind);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

      // Two sessions for most people (two tabs); sign-ins one at a time, all successful, so no throttle applies.
      const plan: [string, number][] = [['member', 2], ['trusted-mover', 2], ['business', 2], ['paperless', 1], ['trusted', 1]];
      sessions = {};
      for (const [username, count] of plan) {
        sessions[username] = [];
        for (let i = 0; i < count; i += 1) sessions[username].push(await signInOverHttp(baseUrl, username));
      }
      const [member, business, paperless] = await Promise.all([products(sessions.member![0]!), products(sessions.business![0]!), products(sessions.paperless![0]!)]);
      const checkingOf = (list: ProductSummaryEntry[]) => list.find((product) => product.productKind === 'checking')!;
      const external = await sessions.member![0]!.call<{ items: { id: string; status: string }[] }>('GET', EXTERNAL_ACCOUNTS);
      expect(external.status, JSON.stringify(external.body)).toBe(200);
      const verified = external.body.items.find((account) => account.status === 'VERIFIED');
      expect(verified, 'the demo seed gives member a VERIFIED external account').toBeDefined();

      agreements = [
        {
          name: 'member',
          users: [sessions.member!, sessions['trusted-mover']!],
          accounts: firstOfKind(member),
          externalAccountId: verified!.id,
          m2m: { accountNumber: checkingOf(member).accountNumber, lastName: 'Morgan' },
        },
        { name: 'business', users: [sessions.business!], accounts: firstOfKind(business), m2m: { accountNumber: checkingOf(business).accountNumber, lastName: 'Whitfield' } },
        { name: 'paperless', users: [sessions.paperless!], accounts: firstOfKind(paperless), m2m: { accountNumber: checkingOf(paperless).accountNumber, lastName: 'Fischer' } },
      ];
      const memberAccounts = agreements[0]!.accounts;
      shots = planPaymentOrders({
        seed,
        count: variant.orders,
        today: businessDate(t.clock.now()),
        agreements,
        viewOnly: { session: sessions.trusted![0]!, fromAccountId: memberAccounts.checking!, toAccountId: memberAccounts.savings! },
        messages: {
          // A drained account gets the zero-balance message instead of the available-balance one.
          overBalance: [limitsManifest.messages.availableBalanceExceeded.split('{amount}')[0]!, limitsManifest.messages.zeroBalanceMustSchedule],
          perTransfer: limitsManifest.messages.perTransferLimitExceeded,
          achMinimum: limitsManifest.messages.achMinimum,
          cashAdvanceMinimum: limitsManifest.messages.cashAdvanceMinimum,
        },
      });
      before = await ledgerSnapshot(t.database.db);
      const fired = await firePaymentOrders(shots, variant.clients);
      outcomes = fired.outcomes;

      const tally = new Map<string, number>();
      for (const { order, answer } of outcomes) {
        const name = `${answer.status} ${order.label}`;
        tally.set(name, (tally.get(name) ?? 0) + 1);
      }
      const accepted = outcomes.filter((outcome) => outcome.answer.status === 201).length;
      console.log(
        `[${variant.kind}] ${outcomes.length} payment orders from ${variant.clients} clients in ${(fired.elapsedMs / 1000).toFixed(1)} s ` +
          `(${((outcomes.length / fired.elapsedMs) * 1000).toFixed(0)}/s): ${accepted} accepted, ${outcomes.length - accepted} refused; seed ${seed}\n` +
          [...tally.entries()].sort().map(([name, n]) => `  ${String(n).padStart(4)} × ${name}`).join('\n'),
      );
    }, 180_000);

    afterAll(async () => {
      await t?.close();
    });

    it('fires the planned mix and answers every order with an acceptance or a clean refusal', () => {
      expect(outcomes.length).toBeGreaterThanOrEqual(variant.orders);
      const achStepUp = riskManifest.rules.find((rule) => rule.event === 'achTransfer')?.minAmountCents ?? Infinity;
      expect(Math.max(...shots.flat().filter((order) => order.label.startsWith('ACH')).map((order) => order.body.amountCents))).toBeLessThan(achStepUp);
      const unexpected = outcomes.filter(({ answer }) => answer.status !== 201 && !REFUSALS.has(answer.status));
      expect(unexpected.map(({ order, answer }) => `${order.label}: ${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
      for (const { answer } of outcomes.filter((outcome) => outcome.answer.status === 201)) expect(answer.body.status).toBe('ACCEPTED');
      // What timing alone may refuse: money or daily room taken by a parallel order, a schedule or key already taken.
      const m = limitsManifest.messages;
      const raceMessages = [m.availableBalanceExceeded.split('{amount}')[0]!, m.zeroBalanceMustSchedule, m.dailyLimitExceeded, errorMessage('TRANSFER_LIMIT_EXCEEDED'), m.maximumBalanceReached, m.achMaxExceeded, m.payoffExceeded];
      const conflictMessages = [errorMessage('SCHEDULED_PAYMENT_EXISTS'), errorMessage('IDEMPOTENCY_KEY_IN_PROGRESS')];
      const unexplained = outcomes.filter(({ order, answer }) => {
        if (order.expect || answer.status === 201) return false;
        const errors = answer.body.errors ?? [];
        if (answer.status === 409) return !errors.every((error) => conflictMessages.includes(error.message));
        if (answer.status === 422) return order.label !== 'key reuse';
        if (answer.status !== 400) return true;
        return errors.length === 0 || !errors.every((error) => raceMessages.some((message) => error.message.startsWith(message)));
      });
      expect(unexplained.map(({ order, answer }) => `${order.label}: ${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
      // Some of every kind got through (a server refusing everything would pass the money checks below).
      const acceptedLabels = new Set(outcomes.filter((outcome) => outcome.answer.status === 201).map((outcome) => outcome.order.label));
      for (const label of ['internal checking→savings', 'member to member', 'ACH out', 'ACH in', 'payment to creditCard', 'cash advance', 'double submit']) {
        expect(acceptedLabels, label).toContain(label);
      }
    });

    it('refuses over-limit, over-balance and view-only orders whatever else is running', () => {
      const determined = outcomes.filter((outcome) => outcome.order.expect);
      expect(determined.length).toBeGreaterThan(0);
      for (const { order, answer } of determined) {
        const expected = order.expect!;
        expect(answer.status, `${order.label}: ${JSON.stringify(answer.body)}`).toBe(expected.status);
        if (expected.messages) {
          const messages = answer.body.errors?.map((error) => error.message) ?? [];
          expect(messages.some((message) => expected.messages!.some((wanted) => message.startsWith(wanted))), `${order.label}: ${messages.join(' | ')}`).toBe(true);
        }
      }
    });

    it('keeps the books whole: every journal balances and all money sums to zero before and after', async () => {
      const db = t.database.db;
      expect(before.totalCents).toBe(0);
      expect((await ledgerSnapshot(db)).totalCents).toBe(0);
      expect(await unbalancedJournals(db)).toEqual([]);
      expect(await emptyJournals(db)).toEqual([]);
      const movement = await movementSince(db, before);
      expect(movement.totalCents).toBe(0);
    });

    it('answers each accepted order once, and a shared key never makes a second order or a second movement', async () => {
      const accepted = outcomes.filter((outcome) => outcome.answer.status === 201);
      const byKey = new Map<string, Set<string>>();
      for (const { order, answer } of accepted) {
        const ids = byKey.get(order.idempotencyKey) ?? new Set<string>();
        ids.add(answer.body.paymentOrder!.id);
        byKey.set(order.idempotencyKey, ids);
      }
      expect([...byKey.entries()].filter(([, ids]) => ids.size !== 1)).toEqual([]);

      const orders = await ordersSince(t.database.db, before);
      const acceptedIds = new Set(accepted.map((outcome) => outcome.answer.body.paymentOrder!.id));
      expect(orders.map((order) => order.id).sort()).toEqual([...acceptedIds].sort());
      expect(new Set(orders.map((order) => order.confirmation_number)).size).toBe(orders.length);

      // Money moved exactly as the distinct accepted immediate orders say: one journal each, from −amount, to +amount.
      const distinct = new Map<string, Accepted>();
      for (const { answer } of accepted) distinct.set(answer.body.paymentOrder!.id, answer.body.paymentOrder!);
      const posted = [...distinct.values()].filter((order) => order.state === 'POSTED');
      const arrangementIds = new Set((await arrangementSums(t.database.db)).keys());
      const expected = new Map<string, number>();
      const add = (id: string, cents: number) => {
        if (arrangementIds.has(id)) expected.set(id, (expected.get(id) ?? 0) + cents);
      };
      for (const order of posted) {
        add(order.from.id, order.amountCents);
        add(order.to.id, -order.amountCents);
      }
      const movement = await movementSince(t.database.db, before);
      const actual = new Map([...movement.byAccount].filter(([account]) => arrangementIds.has(account) && movement.byAccount.get(account) !== 0));
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries([...expected].filter(([, cents]) => cents !== 0)));
      expect(movement.journals).toBe(posted.length);
      const executions = await executionsByOrder(t.database.db);
      const once = posted.filter((order) => executions.get(order.id)?.executions === 1 && executions.get(order.id)?.journals.length === 1);
      expect(once.length).toBe(posted.length);
      expect(new Set(posted.flatMap((order) => executions.get(order.id)?.journals ?? [])).size).toBe(posted.length);
      const scheduled = [...distinct.values()].filter((order) => order.state === 'SCHEDULED');
      expect(posted.length + scheduled.length).toBe(distinct.size);
    });

    it('shows every balance the API reports equal to its ledger entries, and no deposit account ever overdrawn', async () => {
      const db = t.database.db;
      const sums = await arrangementSums(db);
      for (const session of [sessions.member![0]!, sessions.business![0]!, sessions.paperless![0]!]) {
        for (const product of await products(session)) {
          const ledger = sums.get(product.id) ?? 0;
          expect(product.bookedBalanceCents, `${session.username} ${product.productKind}`).toBe(isOwedKind(product.productKind) ? ledger : -ledger);
          if (product.productKind === 'checking' || product.productKind === 'savings') expect(product.availableBalanceCents, `${session.username} ${product.productKind}`).toBeGreaterThanOrEqual(0);
        }
      }
      expect(await depositOverdrafts(db, before)).toEqual([]);
    });

    it('never lets parallel ACH orders of one agreement pass $5,000.00 on one day', async () => {
      const totals = await achTotalsByDay(t.database.db);
      expect(totals.length).toBeGreaterThan(0);
      expect(totals.filter((row) => row.cents > limitsManifest.amounts.achDailyMaxCents)).toEqual([]);
    });

    it("never lets parallel transfers to other members pass the member's daily transfer limit", async () => {
      const totals = await achTotalsByDay(t.database.db, ['MEMBER_TRANSFER']);
      expect(totals.length).toBeGreaterThan(0);
      expect(totals.filter((row) => row.cents > limitsManifest.amounts.memberToMemberDailyMaxCents)).toEqual([]);
    });

    it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
      expect(await storedSumDrifts(t.database.db)).toEqual([]);
    });
  });
}

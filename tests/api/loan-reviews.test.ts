import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from '../../engine/core/amortisation';
import type { LoanApplication, LoanApplicationList, LoanReview, LoanReviewList, MessageList, ProductSummary, StaffAuditSearchResult } from '../../engine/core/generated/api.gen';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { acceptLoan } from './lending.support';
import { databaseKinds } from '../support/test-database';

const LENDING = '/api/lending/client-api/v1';
const REVIEWS = '/api/service-desk/client-api/v1/loan-reviews';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const AUDIT = '/api/service-desk/client-api/v1/audit/search';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const { review } = lendingManifest;
const aprOf = (productId: string, term: number) => lendingManifest.loanProducts.find((product) => product.id === productId)!.rates.find((rate) => rate.termMonths === term)!.aprBps;
const largeAmount = lendingManifest.decision.review.find((rule) => rule.id === 'large-amount')!.reason;
const declineReason = review.declineReasons[0]!;

describe.each(databaseKinds())("the loan officer's review (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  let supervisor: string;
  const db = () => t.database.db;

  const get = (url: string, sid: string) => t.app.inject({ method: 'GET', url, cookies: { sid } });
  const decide = (id: string, body: object, sid = supervisor, key: string = randomUUID()) =>
    t.app.inject({ method: 'POST', url: `${REVIEWS}/${id}/decision`, cookies: { sid }, payload: body, headers: { 'idempotency-key': key } });
  const applyInReview = async (overrides: object = {}): Promise<LoanApplication> => {
    const payload = { productId: 'auto-new', amountCents: 6_000_000, termMonths: 60, statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED', consent: true, ...overrides };
    const response = await t.app.inject({ method: 'POST', url: `${LENDING}/applications`, cookies: { sid: member }, payload, headers: { 'idempotency-key': randomUUID() } });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json() as LoanApplication;
    expect(application.status).toBe('IN_REVIEW');
    return application;
  };
  const counts = async (id: string) => ({
    events: Number((await db().selectFrom('loan_application_events').select(sql<number>`count(*)::int`.as('n')).where('application_id', '=', id).executeTakeFirstOrThrow()).n),
    messages: Number((await db().selectFrom('messages').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n),
    row: await db().selectFrom('loan_applications').select(['status', 'decision_reason', 'rate_offered_bps', 'monthly_payment_cents', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow(),
  });
  const userId = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signInAs(t.app, 'member');
    supervisor = await signInAs(t.app, 'msr-supervisor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the applications in review across members, oldest first, with what the officer decides on', async () => {
    const fresh = await applyInReview();
    const response = await get(REVIEWS, supervisor);
    expect(response.statusCode, response.body).toBe(200);
    const { applications } = response.json() as LoanReviewList;
    expect(applications.every((entry) => entry.status === 'IN_REVIEW')).toBe(true);
    const times = applications.map((entry) => entry.submittedAt);
    expect(times).toEqual([...times].sort());
    const seeded = applications.find((entry) => entry.productId === 'auto-new' && entry.amountCents === 6_500_000)!;
    expect(seeded).toMatchObject({ member: { fullName: expect.any(String), memberNumber: expect.any(String) }, productName: 'New Auto Loan', termMonths: 72, reason: largeAmount, statedAnnualIncomeCents: 11_400_000 });
    expect(applications.indexOf(seeded)).toBeLessThan(applications.findIndex((entry) => entry.id === fresh.id));
    const mine = applications.find((entry) => entry.id === fresh.id)!;
    expect(mine).toMatchObject({ amountCents: 6_000_000, termMonths: 60, reason: largeAmount, statedAnnualIncomeCents: 15_000_000 });
    expect(mine.debtToIncomeBps).toBeGreaterThan(0);

    const detail = (await get(`${REVIEWS}/${fresh.id}`, supervisor)).json() as LoanReview;
    expect(detail.factsSource).toBe('submit');
    expect(detail.facts).toMatchObject({ amountCents: 6_000_000, termMonths: 60, statedMonthlyIncomeCents: 1_250_000, debtToIncomeBps: mine.debtToIncomeBps });
    expect(detail.answers).toMatchObject({ statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED' });
    expect(detail.offer).toEqual({ aprBps: aprOf('auto-new', 60), paymentCents: monthlyPaymentCents(6_000_000, aprOf('auto-new', 60), 60) });
    expect(detail.history.map((event) => event.status)).toEqual(['SUBMITTED', 'IN_REVIEW']);
    // Filed before the facts were kept (the seed): read from the member's accounts now.
    const older = (await get(`${REVIEWS}/${seeded.id}`, supervisor)).json() as LoanReview;
    expect(older.factsSource).toBe('now');
    expect(older.facts.amountCents).toBe(6_500_000);
    expect((await get(`${REVIEWS}/${randomUUID()}`, supervisor)).statusCode).toBe(404);
  });

  it('approves with the offer of the term, once: a repeat answers the same, a second decision 409 and changes nothing', async () => {
    const application = await applyInReview();
    const key = randomUUID();
    const body = { decision: 'APPROVE', note: 'Verified two pay stubs; income supports the payment.' };
    const first = await decide(application.id, body, supervisor, key);
    expect(first.statusCode, first.body).toBe(200);
    const decided = first.json() as LoanReview;
    const payment = monthlyPaymentCents(6_000_000, aprOf('auto-new', 60), 60);
    expect(decided.application.status).toBe('APPROVED');
    expect(decided.history.at(-1)).toMatchObject({ status: 'APPROVED', actor: 'Grace Okafor', note: body.note });
    const after = await counts(application.id);
    expect(after.row).toMatchObject({ status: 'APPROVED', decision_reason: null, rate_offered_bps: aprOf('auto-new', 60) });
    expect(Number(after.row.monthly_payment_cents)).toBe(payment);
    const event = await db().selectFrom('loan_application_events').selectAll().where('application_id', '=', application.id).where('status', '=', 'APPROVED').executeTakeFirstOrThrow();
    expect(event.actor_user_id).toBe(await userId('msr-supervisor'));

    const replay = await decide(application.id, body, supervisor, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await counts(application.id)).toEqual(after);

    const again = await decide(application.id, { decision: 'DECLINE', declineReasonId: declineReason.id, note: 'Second thoughts.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ path: '', message: review.errors.notInReview }] });
    expect(await counts(application.id)).toEqual(after);

    // The member sees it approved with its history, has the message, and accepts it: the loan is funded.
    const mine = (await get(`${LENDING}/applications/${application.id}`, member)).json() as LoanApplication;
    expect(mine).toMatchObject({ status: 'APPROVED', aprBps: aprOf('auto-new', 60), monthlyPaymentCents: payment });
    expect(mine.history.map((entry) => entry.status)).toEqual(['SUBMITTED', 'IN_REVIEW', 'APPROVED']);
    const messages = (await get(MESSAGES, member)).json() as MessageList;
    const subject = review.message.subjects.APPROVED.replace('{product}', 'New Auto Loan');
    const message = messages.messages.find((entry) => entry.subject === subject)!;
    expect(message).toMatchObject({ direction: 'inbound', topicId: review.message.topicId, messageStatus: expect.anything() });
    expect(message.preview).toContain('New Auto Loan');
    const checking = (await get(SUMMARY, member)).json() as ProductSummary;
    const account = checking.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!;
    const accepted = await acceptLoan(t.app, member, application.id, account.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as LoanApplication).status).toBe('FUNDED');

    // The staff audit names the officer's decision and the member it was about.
    const audit = await t.app.inject({ method: 'POST', url: AUDIT, cookies: { sid: supervisor }, payload: { staffUsername: 'msr-supervisor' } });
    const decisions = (audit.json() as StaffAuditSearchResult).rows.filter((row) => row.route.endsWith('/decision'));
    const named = { action: 'Decided a loan application', method: 'POST', member: { fullName: decided.application.member.fullName } };
    expect(decisions.find((row) => row.status === 200)).toMatchObject(named);
    expect(decisions.find((row) => row.status === 409)).toMatchObject(named);
  });

  it('declines with a configured reason the member is told, and refuses a decision that is not well formed', async () => {
    const application = await applyInReview({ amountCents: 5_500_000 });
    const before = await counts(application.id);
    const unknown = await decide(application.id, { decision: 'DECLINE', declineReasonId: 'no-such-reason', note: 'Reviewed.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: [{ path: '/declineReasonId', message: review.errors.declineReason }] });
    const missing = await decide(application.id, { decision: 'DECLINE', note: 'Reviewed.' });
    expect(missing.statusCode).toBe(400);
    const approvalWithReason = await decide(application.id, { decision: 'APPROVE', declineReasonId: declineReason.id, note: 'Reviewed.' });
    expect(approvalWithReason.statusCode).toBe(400);
    const shortNote = await decide(application.id, { decision: 'APPROVE', note: ' x ' });
    expect(shortNote.statusCode).toBe(400);
    expect(shortNote.json()).toMatchObject({ errors: [{ path: '/note' }] });
    expect(await counts(application.id)).toEqual(before);

    const declined = await decide(application.id, { decision: 'DECLINE', declineReasonId: declineReason.id, note: 'Two collections accounts on the credit report.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as LoanReview).application).toMatchObject({ status: 'DECLINED', reason: declineReason.reason });
    const mine = (await get(`${LENDING}/applications`, member)).json() as LoanApplicationList;
    const listed = mine.applications.find((entry) => entry.id === application.id)!;
    expect(listed).toMatchObject({ status: 'DECLINED', decisionReason: declineReason.reason });
    expect(listed.aprBps).toBeUndefined();
    expect(listed.history.map((entry) => entry.status)).toEqual(['SUBMITTED', 'IN_REVIEW', 'DECLINED']);
    const messages = (await get(MESSAGES, member)).json() as MessageList;
    expect(messages.messages.some((entry) => entry.subject === review.message.subjects.DECLINED.replace('{product}', 'New Auto Loan'))).toBe(true);
    const queue = (await get(REVIEWS, supervisor)).json() as LoanReviewList;
    expect(queue.applications.some((entry) => entry.id === application.id)).toBe(false);
  });

  it('is refused to everyone but a supervisor, and then changes nothing', async () => {
    const application = await applyInReview({ amountCents: 5_200_000 });
    const before = await counts(application.id);
    const body = { decision: 'APPROVE', note: 'Looks fine to me.' };
    for (const username of ['msr', 'msr-viewer', 'member', 'business']) {
      const sid = username === 'member' ? member : await signInAs(t.app, username);
      expect((await get(REVIEWS, sid)).statusCode, username).toBe(403);
      expect((await get(`${REVIEWS}/${application.id}`, sid)).statusCode, username).toBe(403);
      expect((await decide(application.id, body, sid)).statusCode, username).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: REVIEWS })).statusCode).toBe(401);
    expect(await counts(application.id)).toEqual(before);
  });
});

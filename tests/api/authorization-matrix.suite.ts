import { maturityDateOf } from '../../src/server/domain/certificates/term';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Insertable, type Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPreferenceList, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import type { CardsTable } from '../../src/server/db/schema';
import { businessDate } from '../../src/server/domain/business-date';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import { loanOffer } from '../../src/server/domain/lending/disclosure';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { tokenHash } from '../../src/server/token-hash';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import type { DatabaseKind } from '../support/test-database';
import { decide } from '../../engine/core/policy';
import { policyManifest } from '../../src/manifests';
import { personaAccess, profilePermissionSummary } from '../../src/server/seed/persona-access';
import { personas } from '../../src/server/seed/personas';
import { personaPolicySubject } from '../support/persona-policy';
import { expectedCell, type DeclaredRoute, type PersonaFacts } from './authorization-matrix.expect';
import { FOREIGN, PERSONAS, ROUTES, type Expected, type Persona, type Username } from './authorization-matrix.table';

/** The Truth in Savings disclosure's current version: what an account opening must accept. */
const TRUTH_IN_SAVINGS_VERSION = accountOpeningManifest.disclosures.find((disclosure) => disclosure.id === 'truth-in-savings')?.version ?? '';

/**
 * The authorization matrix: every route the OpenAPI document lists (cross-checked against the route-guard
 * declarations, so an undocumented route fails too) crossed with the personas (members, trusted users, each staff
 * role, anonymous), each cell's answer derived from config/policy.json (authorization-matrix.expect.ts); then the same
 * under every member condition of the policy, raised on `member`; then `member` handed `business`'s ids on every route
 * that takes an owned id (under each condition too), and the lists checked for anything of business's. Refused writes
 * and foreign probes must leave the data exactly as it was. Runs on the demo configuration (DEMO_SEED on), so /api/dev
 * is in the route table.
 */

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const STATEMENTS = '/api/statements/client-api';
const FORM = 'application/x-www-form-urlencoded';
/** Path parameters that name something a member owns (the others name configuration: envId, portal, target, ...). */
const OWNED_PARAMS = new Set(['id', 'docId', 'debitId', 'transactionId', 'messageId', 'attachmentId', 'uploadId', 'trustedUserId', 'disputeId', 'applicationId', 'goalId']);
/** The OpenAPI document's own route, which the document does not list. */
const OPENAPI_DOCUMENT = 'GET /api/openapi.json';
const CARD_API = '/api/cards/client-api/v2/cards';
const TRAVEL_API = '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary';
const NOTIFICATION_PREFS = '/api/profile-manager/client-api/v1/member-notifications-preferences';
const CARDS_V2 = '/api/cards/client-api/v2';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const DISPUTES = '/api/claims-manager-service/client-api/v1/disputes';
const CHAT_TOKENS = '/api/chatbot/api/tokens';
const CHAT_CHANNEL = 'channelPlatform=V7&channelID=OLB';
const TRUSTED_USERS = '/api/access-control/client-api/v3/trusted-users';
const INVITATIONS = '/api/access-control/client-api/v3/trusted-user-invitations';
const NO_FEATURES = { BILL_PAY: 'NO_ACCESS', PROFILE: 'NO_ACCESS', MESSAGES: 'NO_ACCESS', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' };
/** POST routes that take no body at all. */
const BODILESS = new Set([
  'POST /api/session/confirm-device',
  'POST /api/session/memberlogout',
  'POST /api/session/passkey/options',
  'POST /api/security-hub/member/passkeys/registration-options',
]);
/** A well-formed passkey answer no ceremony issued: what the matrix sends where an authenticator would answer. */
const FORGED_CREDENTIAL = { id: 'bWF0cml4', rawId: 'bWF0cml4', type: 'public-key', clientExtensionResults: {} };
const FORGED_ASSERTION = { ...FORGED_CREDENTIAL, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'REPORT';

/**
 * How the matrix raises each condition of config/policy.json on `member`: the stored condition code of an account
 * condition (it binds member and the trusted users acting for them), or the person's own pending onboarding or
 * disclosure (it binds member alone). The test fails when the policy has a condition this list does not raise.
 */
const RAISE: Readonly<Record<string, { readonly code: string; readonly person?: true } | { readonly disclosure: true }>> = {
  fatal: { code: 'FTL' },
  'level-7-severe': { code: 'L7S' },
  'level-7': { code: 'L7L' },
  litigation: { code: 'LIT' },
  bankruptcy: { code: 'BKR' },
  'charge-off': { code: 'CHO' },
  delinquent: { code: 'DEL' },
  'cease-and-desist': { code: 'CND' },
  'onboarding-pending': { code: 'ONBOARDING', person: true },
  'disclosures-pending': { disclosure: true },
};
/** The personas a condition raised on `member` binds: member's own, and for an account condition the trusted users. */
const BOUND_BY_MEMBER: readonly Persona[] = ['member', 'trusted', 'trusted-mover'];

interface Route {
  key: string;
  method: Method;
  /** As the OpenAPI document writes it: /a/{id}. */
  path: string;
}

interface Request {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The caller's address, where the route limits calls per address (sign-in help starts). */
  remoteAddress?: string;
  /** Run on the answer (foreign probes): a failure message, or undefined. */
  check?: (response: LightMyRequestResponse) => Promise<string | undefined> | string | undefined;
}

type AccountKind = 'checking' | 'savings' | 'creditCard' | 'heloc' | 'ira';

/** Account-bound ids: what one holder's agreement reaches (`member`'s also serve trusted, trusted-mover, msr, anonymous). */
interface Scope {
  holder: 'member' | 'business';
  agreementId: string;
  holderUserId: string;
  /** A session of the holder, for arranging their objects (never a matrix session). */
  holderSid: string;
  accounts: Record<AccountKind, { id: string; number: string }>;
  debitCardId: string;
  /** The primary credit card and its last four digits (for the card calls). */
  creditCardId: string;
  creditLastFour: string;
  transactionId: string;
  /** A paid check's transaction, which has a stored check image. */
  checkTransactionId: string;
  statementDocId: string;
  tax: { uid: string; accountNumber: string };
  orphan: { docId: string; accountNumber: string };
}

/** User-bound ids: the signed-in user's own (push devices, challenges, disclosures, reports, tokens). */
interface User {
  username: Username;
  userId: string;
  externalId: string;
  /** The agreement the user's sessions start in. */
  agreementId: string;
  phoneId: string;
  /** A push device the matrix never deletes, for push requests. */
  deviceId: string;
}

/** What one request is built from: who calls, and whose ids fill it. */
interface Cell {
  caller: Persona;
  sid: string | undefined;
  user: User;
  /** A live session of `user`: the caller's own in matrix cells (challenges belong to a session). */
  userSid: string;
  scope: Scope;
}

const routeKey = (method: string, path: string): string => `${method} ${path}`;
const openApiPath = (url: string): string => url.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
const paramsOf = (path: string): string[] => [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1] as string);
const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();
const isMutating = (method: Method): boolean => method !== 'GET';
const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** How a response reads in the table's vocabulary. */
function classify(response: LightMyRequestResponse): Expected | number {
  const status = response.statusCode;
  let body: Record<string, unknown> | undefined;
  try {
    body = response.json() as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  if (status === 307) return body?.status === 'CHALLENGE' ? 'step-up' : status;
  if ((status >= 200 && status < 300) || status === 303) {
    return typeof body?.validationError === 'string' && body.validationError !== '' ? 'refused' : 'allow';
  }
  return status;
}

/**
 * The matrix on one database kind. Each kind has its own test file (authorization-matrix*.test.ts), so the two run on
 * both test workers at once: the matrix is the longest API file, and on one worker the kinds ran one after the other.
 */
export function authorizationMatrix(kind: DatabaseKind): void {
  describe(`authorization matrix (${kind})`, () => {
    let t: TestApp;
    let routes: Route[] = [];
    const sessions = new Map<Username, string>();
    const users = new Map<Username, User>();
    const scopes = new Map<'member' | 'business', Scope>();
    let categoryId: number;
    let businessFraudReference: string;
    const figures = { routes: 0, cells: 0, conditionCells: 0, foreign: 0, lists: 0 };
    let declarations = new Map<string, DeclaredRoute>();
    const facts = new Map<Persona, PersonaFacts>();
    let started = 0;

    const db = () => t.database.db;
    const inject = (method: Method, url: string, sid: string | undefined, payload?: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
      t.app.inject({
        method: method as 'GET',
        ...(remoteAddress === undefined ? {} : { remoteAddress }),
        url,
        ...(sid === undefined ? {} : { cookies: { sid } }),
        ...(payload === undefined ? {} : { payload: payload as string }),
        headers: { ...(typeof payload === 'string' ? { 'content-type': FORM } : {}), ...(isMutating(method) ? { 'idempotency-key': randomUUID() } : {}), ...headers },
      });
    const okJson = async <T>(method: Method, url: string, sid: string, payload?: unknown): Promise<T> => {
      const response = await inject(method, url, sid, payload);
      if (response.statusCode >= 300) throw new Error(`arranging the matrix: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json() as T;
    };

    // ---- Arranging what each persona owns (through the API where it can, else as the API would write it) ----------

    const today = (): string => businessDate(t.clock.now());
    const daysFromToday = (days: number): string => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    const addArrangement = async (agreementId: string, productKind: 'savings' | 'heloc' | 'ira', name: string, state = 'ACTIVE'): Promise<{ id: string; number: string }> => {
      const id = randomUUID();
      const number = `49${String(randomInt(10_000_000, 99_999_999))}`;
      await db()
        .insertInto('arrangements')
        .values({
          id,
          agreement_id: agreementId,
          external_arrangement_id: `AR-${number}`,
          external_legal_entity_id: `LE-${number}`,
          external_product_id: 'MATRIX',
          product_kind: productKind,
          product_type_name: name,
          name,
          account_number: number,
          credit_limit_cents: productKind === 'heloc' ? 1_000_000 : null,
          principal_cents: null,
          opened_on: '2015-01-05',
          state,
          display_order: 90,
        })
        .execute();
      return { id, number };
    };

    /** A certificate of the agreement: member's seeded one; business gets one on a savings arrangement of its own. */
    const certificateOf = async (agreementId: string): Promise<string> => {
      const existing = await db().selectFrom('certificate_terms').innerJoin('arrangements', 'arrangements.id', 'certificate_terms.arrangement_id').select('arrangements.id').where('arrangements.agreement_id', '=', agreementId).where('certificate_terms.state', '=', 'ACTIVE').orderBy('arrangements.id').executeTakeFirst();
      if (existing) return existing.id;
      return freshCertificateOf(agreementId);
    };
    /** A new (empty) certificate of the agreement, for a cell that closes one early. */
    const freshCertificateOf = async (agreementId: string): Promise<string> => {
      const created = await addArrangement(agreementId, 'savings', 'Matrix Certificate');
      const today = businessDate(t.clock.now());
      await db().insertInto('certificate_terms').values({ arrangement_id: created.id, product_id: 'certificate', term_months: 12, rate_bps: 425, apy_bps: 433, opened_on: today, maturity_date: maturityDateOf(today, 12), updated_at: t.clock.now() }).execute();
      return created.id;
    };
    /** A booked dividend on an account, dated `day`, with its balanced journal (as statements.test.ts arranges one). */
    const addDividend = async (arrangementId: string, day: string, cents: number): Promise<void> => {
      const journalId = randomUUID();
      await db().insertInto('journals').values({ id: journalId, kind: 'DIVIDEND', description: 'Dividend', posted_at: `${day}T17:00:00Z` }).execute();
      await db()
        .insertInto('ledger_entries')
        .values([
          { journal_id: journalId, arrangement_id: arrangementId, gl_account_id: null, amount_cents: -cents },
          { journal_id: journalId, arrangement_id: null, gl_account_id: GL.dividendExpense, amount_cents: cents },
        ])
        .execute();
      await db()
        .insertInto('transactions')
        .values({ id: randomUUID(), arrangement_id: arrangementId, journal_id: journalId, booking_date: day, description: 'Dividend earned', category: 'Dividends', amount_cents: cents, credit_debit: 'CREDIT', status: 'BOOKED' })
        .execute();
    };

    const freshDevice = async (userId: string): Promise<string> => {
      const id = randomUUID();
      await db().insertInto('push_devices').values({ id, user_id: userId, device_name: 'Matrix phone', push_device: 'Pixel 9', push_token: `matrix-${randomUUID()}`, registered_at: t.clock.now(), last_login_at: null }).execute();
      return id;
    };
    /** A browser the user is recognised on at sign-in (known_devices), as the security hub lists them. */
    const freshKnownDevice = async (userId: string): Promise<string> => {
      const id = randomUUID();
      const now = t.clock.now();
      await db().insertInto('known_devices').values({ id, user_id: userId, token_hash: randomUUID(), name: 'Matrix browser', created_at: now, last_seen_at: now }).execute();
      return id;
    };
    const freshPayee = async (scope: Scope): Promise<string> => {
      const id = randomUUID();
      await db()
        .insertInto('payees')
        .values({ id, agreement_id: scope.agreementId, name: 'Matrix Utility', nickname: null, account_number: `MX${randomInt(100_000, 999_999)}`, address_line1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701', phone: null, created_at: t.clock.now(), deleted_at: null })
        .execute();
      return id;
    };
    /** An approved loan application of the scope's holder, waiting to be accepted. */
    const freshLoanApplication = async (scope: Scope): Promise<string> => {
      const id = randomUUID();
      const now = t.clock.now();
      await db()
        .insertInto('loan_applications')
        .values({
          id, user_id: scope.holderUserId, agreement_id: scope.agreementId, product_id: 'personal', product_kind: 'loan', amount_cents: 300_000, term_months: 12, answers: JSON.stringify({ consent: true }),
          status: 'APPROVED', decision_reason: null, rate_offered_bps: 899, monthly_payment_cents: 26_235, idempotency_key: `matrix-${id}`, created_at: now, updated_at: now,
        })
        .execute();
      return id;
    };
    /** What accepting an application names: the disclosure of its offer today and the e-sign consent. */
    const reviewedDisclosureOf = async (applicationId: string) => {
      const row = await db().selectFrom('loan_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow();
      const offer = loanOffer(row, businessDate(t.clock.now()));
      if (!offer) throw new Error(`Application ${applicationId} has no loan offer`);
      return { disclosure: { version: offer.disclosure.version, fingerprint: offer.disclosure.fingerprint }, esignConsent: true };
    };
    /** A loan of the scope's holder accepted with its signed disclosure, funded once and reused (its PDF is only read). */
    const fundedLoans = new Map<string, string>();
    const fundedLoanApplication = async (scope: Scope): Promise<string> => {
      const known = fundedLoans.get(scope.agreementId);
      if (known) return known;
      const id = await freshLoanApplication(scope);
      await okJson('POST', `/api/lending/client-api/v1/applications/${id}/acceptance`, scope.holderSid, { fundingAccountId: scope.accounts.checking.id, ...(await reviewedDisclosureOf(id)) });
      fundedLoans.set(scope.agreementId, id);
      return id;
    };
    /** The account of that funded loan (it has a stored payment schedule, so a payoff quote). */
    const fundedLoanOf = async (scope: Scope): Promise<string> => {
      const row = await db().selectFrom('loan_applications').select('arrangement_id').where('id', '=', await fundedLoanApplication(scope)).executeTakeFirstOrThrow();
      if (row.arrangement_id === null) throw new Error('The funded loan has no account');
      return row.arrangement_id;
    };
    const freshExternalAccount = async (scope: Scope, status: 'VERIFIED' | 'PENDING_VERIFICATION'): Promise<string> => {
      const id = randomUUID();
      const pending = status === 'PENDING_VERIFICATION';
      await db()
        .insertInto('external_accounts')
        .values({
          id,
          agreement_id: scope.agreementId,
          created_by: scope.holderUserId,
          nickname: 'Matrix Bank',
          institution_name: 'Other Bank',
          routing_number: '011000015',
          account_number: `55${randomInt(1_000_000, 9_999_999)}`,
          account_type: 'CHECKING',
          owner_name: 'Matrix Owner',
          status,
          verification_method: pending ? 'MICRO_DEPOSITS' : 'INSTANT',
          micro_deposit_1_cents: pending ? 12 : null,
          micro_deposit_2_cents: pending ? 34 : null,
          failed_verifications: 0,
          created_at: t.clock.now(),
          deleted_at: null,
        })
        .execute();
      return id;
    };
    /** A goal's fields: a target day twenty business days ahead of the pinned day. */
    const savingsGoal = () => ({ name: 'Matrix goal', targetCents: 100_000, targetDate: addBusinessDays(onOrAfterBusinessDay(today()), 20) });
    /** A goal on the holder's savings account, written directly (the cell is about the goal's id). */
    const savingsGoalOf = async (scope: Scope): Promise<string> => {
      const id = randomUUID();
      const now = t.clock.now();
      await db()
        .insertInto('savings_goals')
        .values({ id, arrangement_id: scope.accounts.savings.id, created_by: scope.holderUserId, name: 'Matrix goal', target_cents: 100_000, target_date: savingsGoal().targetDate, created_at: now, updated_at: now })
        .execute();
      return id;
    };
    const transfer = (scope: Scope, amountCents = 1_000) => ({ fromAccountId: scope.accounts.checking.id, toAccountId: scope.accounts.savings.id, amountCents, memo: 'matrix' });
    const scheduled = (scope: Scope, amountCents = 1_500) => ({ ...transfer(scope, amountCents), timing: 'FUTURE', executionDate: daysFromToday(10), frequency: 'MONTHLY' });
    /** A SCHEDULED order of the scope's holder, placed through the API. */
    const freshOrder = async (scope: Scope): Promise<string> => (await okJson<{ paymentOrder: { id: string } }>('POST', ORDERS, scope.holderSid, scheduled(scope))).paymentOrder.id;
    /** Opens a step-up challenge in a session (registering a push device asks for one) and returns its id. */
    const freshChallenge = async (sid: string): Promise<string> => {
      const response = await inject('POST', '/api/auth/esi/devices/device', sid, { deviceName: 'Challenge opener', pushDevice: 'Pixel 9', pushToken: randomUUID() });
      const challengeId = (response.json() as { data?: { challengeId?: string } }).data?.challengeId;
      if (response.statusCode !== 307 || !challengeId) throw new Error(`arranging a challenge answered ${response.statusCode}: ${response.body}`);
      return challengeId;
    };
    /** Lets the user's waiting push requests expire, so a new one stays within the outstanding-push limit. */
    const expirePushes = async (userId: string): Promise<void> => {
      await db().updateTable('step_up_deliveries').set({ expires_at: t.clock.now() }).where('user_id', '=', userId).where('kind', '=', 'PUSH').where('push_status', '=', 'IN_PROGRESS').execute();
    };
    const freshPush = async (user: User, sid: string): Promise<string> => {
      await expirePushes(user.userId);
      const challengeId = await freshChallenge(sid);
      return (await okJson<{ transactionId: string }>('POST', '/api/auth/tfa/challenge/push', sid, { credentialId: user.deviceId, workflow: 'HR', challengeId })).transactionId;
    };
    const latestCode = async (userId: string): Promise<string> => {
      const sms = await db().selectFrom('outbox_messages').select('body').where('user_id', '=', userId).where('channel', '=', 'SMS').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
      if (!code) throw new Error(`no code in ${sms.body}`);
      return code;
    };
    const freshDisclosure = async (userId: string): Promise<string> => {
      const id = `matrix-${randomUUID().slice(0, 8)}`;
      await db().insertInto('disclosure_notices').values({ id, title: 'Matrix notice', body: 'Read me.', version: 1, effective_on: today() }).execute();
      await db().insertInto('member_disclosures').values({ user_id: userId, notice_id: id, version: 1, required_at: t.clock.now(), accepted_at: null }).execute();
      return id;
    };
    /** A hand-off token minted for the session's user (GET /api/partnership/disputes, no partner configured). */
    /**
     * A new card beside the scope's primary debit or credit card (a copy with its own id, token and number), so a cell
     * that closes, activates or locks a card never changes the card other cells use. `extra` sets its status, parent, role.
     */
    const freshCard = async (scope: Scope, kind: 'debit' | 'credit', extra: Partial<Insertable<CardsTable>> = {}): Promise<Selectable<CardsTable>> => {
      const template = await db().selectFrom('cards').selectAll().where('id', '=', kind === 'debit' ? scope.debitCardId : scope.creditCardId).executeTakeFirstOrThrow();
      const id = randomUUID();
      const row = { ...template, id, card_token: `tok_${id.replace(/-/g, '').slice(0, 24)}`, card_policy_ref_id: `CP-${randomInt(10_000_000, 99_999_999)}`, last_four: String(randomInt(1000, 9999)), ...extra };
      await db().insertInto('cards').values(row).execute();
      return { ...template, ...row } as Selectable<CardsTable>;
    };
    /** A new Unread Email with a PDF attachment in the scope holder's message center, so a cell that reads, marks or deletes one changes no other cell's. */
    const freshMessage = async (scope: Scope): Promise<{ id: string; attachmentId: string }> => {
      const id = randomUUID();
      const attachmentId = randomUUID();
      const now = t.clock.now();
      await db()
        .insertInto('messages')
        .values({ id, owner_id: scope.holderUserId, author_id: null, thread_id: id, message_type: 'Email', status: 'Unread', direction: 'inbound', confirmation_number: `MX${randomInt(1_000_000_000, 9_999_999_999)}`, topic_id: 'notices', subject: 'Matrix notice', body: 'Read me.', sent_at: now })
        .execute();
      const content = Buffer.from('%PDF-1.4\n%%EOF\n');
      await db()
        .insertInto('message_attachments')
        .values({ id: attachmentId, owner_id: scope.holderUserId, uploaded_by: null, message_id: id, file_name: 'matrix.pdf', content_type: 'application/pdf', size_bytes: content.length, sha256: '0'.repeat(64), content, created_at: now })
        .execute();
      return { id, attachmentId };
    };
    /** A new document in the scope holder's uploads, so each cell reads one of its own. */
    const freshUpload = async (scope: Scope): Promise<string> => {
      const id = randomUUID();
      const content = Buffer.from('%PDF-1.4\n%%EOF\n');
      await db()
        .insertInto('document_uploads')
        .values({ id, user_id: scope.holderUserId, member_id: scope.holderUserId, portal_id: 'disputes', reference: null, file_name: 'matrix.pdf', media_type: 'application/pdf', size_bytes: content.length, sha256: '0'.repeat(64), receipt_number: `DX${randomInt(1_000_000_000, 9_999_999_999)}`, scan_status: 'clean', content, created_at: t.clock.now() })
        .execute();
      return id;
    };
    /** A posted card purchase on the scope's checking account, with its balanced journal (each dispute needs its own). */
    const freshDebit = async (scope: Scope): Promise<string> => {
      const journalId = randomUUID();
      const id = randomUUID();
      await db().insertInto('journals').values({ id: journalId, kind: 'CARD_PURCHASE', description: 'Matrix purchase', posted_at: t.clock.now() }).execute();
      await db()
        .insertInto('ledger_entries')
        .values([
          { journal_id: journalId, arrangement_id: scope.accounts.checking.id, gl_account_id: null, amount_cents: 2_500 },
          { journal_id: journalId, arrangement_id: null, gl_account_id: GL.cardSettlement, amount_cents: -2_500 },
        ])
        .execute();
      await db()
        .insertInto('transactions')
        .values({ id, arrangement_id: scope.accounts.checking.id, journal_id: journalId, booking_date: today(), description: 'Matrix purchase', category: 'Shopping', amount_cents: 2_500, credit_debit: 'DEBIT', status: 'BOOKED' })
        .execute();
      return id;
    };
    let disputesMade = 0;
    /** An open dispute of a fresh purchase of the scope's holder, under a case number of its own (a serial, not drawn). */
    const freshDispute = async (scope: Scope): Promise<string> => {
      const id = randomUUID();
      disputesMade += 1;
      const now = t.clock.now();
      await db()
        .insertInto('disputes')
        .values({
          id, case_number: `MTX${today().replaceAll('-', '')}-${String(disputesMade).padStart(6, '0')}`, member_id: scope.holderUserId, user_id: scope.holderUserId, transaction_id: await freshDebit(scope),
          arrangement_id: scope.accounts.checking.id, reason_id: 'not-authorized', details: null, amount_cents: 1_000, status: 'FILED', outcome: null, filed_on: today(),
          provisional_credit_due: daysFromToday(14), resolution_due: daysFromToday(45), provisional_journal_id: null, final_journal_id: null, filed_at: now, updated_at: now,
        })
        .execute();
      return id;
    };
    /** A waiting trusted-user invitation of the scope's holder, and its link's token (only its hash is stored). */
    const freshInvitation = async (scope: Scope): Promise<{ id: string; token: string }> => {
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      const now = t.clock.now();
      await db()
        .insertInto('trusted_user_invitations')
        .values({ id, agreement_id: scope.agreementId, invited_by: scope.holderUserId, name: 'Matrix Invitee', email: 'matrix.invitee@example.com', user_type: 'Trusted Member', access_level: 'VIEW_ONLY', features: JSON.stringify(NO_FEATURES), token_hash: tokenHash(token), status: 'PENDING', created_at: now, expires_at: new Date(now.getTime() + 3_600_000) })
        .execute();
      return { id, token };
    };
    const freshToken = async (sid: string): Promise<string> => {
      const { ssoPostUrl } = await okJson<{ ssoPostUrl: string }>('GET', '/api/partnership/disputes', sid);
      const token = new URL(ssoPostUrl, 'http://localhost').searchParams.get('token');
      if (!token) throw new Error(`no token in ${ssoPostUrl}`);
      return token;
    };
    /** The chat sign-on's single-use access token for the session's user (GET /api/partnership/chat), and a chat token redeemed from one. */
    const freshChatAccessToken = async (sid: string): Promise<string> => (await okJson<{ accessToken: string }>('GET', '/api/partnership/chat', sid)).accessToken;
    const freshChatToken = async (sid: string): Promise<string> =>
      (await okJson<{ chatToken: string }>('GET', `${CHAT_TOKENS}?accessToken=${encodeURIComponent(await freshChatAccessToken(sid))}&${CHAT_CHANNEL}`, sid)).chatToken;
    /**
     * The session a cell's own tokens are minted in: the caller's, when the policy lets it chat; otherwise the scope
     * holder's (the policy refuses such a caller before any token is read, so whose token it holds does not matter).
     */
    const chatSid = (cell: Cell): string => (cell.caller !== 'anonymous' && allowsCapability(cell.caller, 'chat') ? cell.userSid : cell.scope.holderSid);

    const userIdOf = async (username: string): Promise<string> => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

    const loadUser = async (username: Username, sid: string): Promise<User> => {
      const member = await db().selectFrom('members').select(['id', 'external_id']).where('username', '=', username).executeTakeFirstOrThrow();
      const { id: agreementId } = await okJson<{ id: string }>('GET', '/api/access-control/client-api/v3/accessgroups/service-agreements/context', sid);
      const options = await okJson<{ phoneNumbers: { phoneId: string }[] }>('GET', '/api/auth/tfa/options?workflow=HR', sid);
      const phoneId = options.phoneNumbers[0]?.phoneId;
      if (!phoneId) throw new Error(`${username} has no phone`);
      return { username, userId: member.id, externalId: member.external_id, agreementId, phoneId, deviceId: await freshDevice(member.id) };
    };

    /**
     * The due-date calls find a credit card by its last four digits among the caller's own cards. The matrix's writes
     * issue member new cards with random last fours, so one can match business's by chance (1 in 10,000 a card); the
     * probe would then rightly answer with member's own card. Business's card takes digits member does not hold.
     */
    const keepBusinessLastFourForeign = async (): Promise<void> => {
      const business = scopes.get('business')!;
      const memberScope = scopes.get('member')!;
      const held = new Set((await db().selectFrom('cards').innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id').select('cards.last_four').where('arrangements.agreement_id', '=', memberScope.agreementId).execute()).map((row) => row.last_four));
      if (!held.has(business.creditLastFour)) return;
      let digits = business.creditLastFour;
      while (held.has(digits)) digits = String((Number(digits) + 1) % 10_000).padStart(4, '0');
      await db().updateTable('cards').set({ last_four: digits }).where('id', '=', business.creditCardId).execute();
      scopes.set('business', { ...business, creditLastFour: digits });
    };

    const loadScope = async (holder: 'member' | 'business'): Promise<Scope> => {
      const holderSid = await signInAs(t.app, holder);
      const holderUserId = await userIdOf(holder);
      const agreementId = (await db().selectFrom('service_agreements').select('id').where('primary_user_id', '=', holderUserId).where('is_master', '=', true).executeTakeFirstOrThrow()).id;
      // Every kind of account a route takes, for both holders: business gets the savings, HELOC and IRA it lacks.
      if (holder === 'business') {
        await addArrangement(agreementId, 'savings', 'Business Savings');
        await addArrangement(agreementId, 'heloc', 'Business Line of Credit');
        const ira = await addArrangement(agreementId, 'ira', 'Owner IRA');
        await db().insertInto('account_beneficiaries').values({ id: randomUUID(), arrangement_id: ira.id, full_name: 'Dana Whitfield Jr', relationship: 'Child', designation: 'PRIMARY', share_percent: 100, created_at: t.clock.now() }).execute();
      }
      const products = (await okJson<ProductSummary>('GET', `${SUMMARY}?maskIndicator=false`, holderSid)).groups.flatMap((group) => group.products);
      const account = (productKind: AccountKind): { id: string; number: string } => {
        const found: ProductSummaryEntry | undefined = products.find((product) => product.productKind === productKind);
        if (!found) throw new Error(`${holder} has no ${productKind}`);
        return { id: found.id, number: found.accountNumber };
      };
      const accounts = { checking: account('checking'), savings: account('savings'), creditCard: account('creditCard'), heloc: account('heloc'), ira: account('ira') };
      // A 1099-INT whatever the day: a dividend in the last completed year.
      const lastYear = Number(today().slice(0, 4)) - 1;
      await addDividend(holder === 'member' ? accounts.savings.id : accounts.checking.id, `${lastYear}-12-28`, 1_234);
      // Orphan statements: a closed account with a posting two months back.
      const closed = await addArrangement(agreementId, 'savings', 'Closed Savings', 'CLOSED');
      await addDividend(closed.id, `${daysFromToday(-62).slice(0, 7)}-10`, 500);

      const debitCard = await db().selectFrom('cards').select('id').where('arrangement_id', '=', accounts.checking.id).where('card_kind', '=', 'debit').where('status', '=', 'AC').where('parent_card_id', 'is', null).executeTakeFirstOrThrow();
      const creditCard = await db().selectFrom('cards').select(['id', 'last_four']).where('arrangement_id', '=', accounts.creditCard.id).where('card_kind', '=', 'credit').where('parent_card_id', 'is', null).executeTakeFirstOrThrow();
      const [transaction] = await okJson<{ id: string }[]>('GET', `/api/transaction-manager/client-api/v2/transactions?arrangementId=${accounts.checking.id}&state=COMPLETED`, holderSid);
      const checks = await okJson<{ id: string; checkImage?: boolean }[]>('GET', `/api/transaction-manager/client-api/v2/transactions?arrangementId=${accounts.checking.id}&type=CHECK_PAID`, holderSid);
      const check = checks.find((candidate) => candidate.checkImage === true);
      if (!check) throw new Error(`${holder}: no paid check with an image to point at`);
      const [statement] = await okJson<{ id: string }[]>('GET', `${STATEMENTS}/v2/account/${accounts.checking.id}/statements`, holderSid);
      const [taxForm] = await okJson<{ uid: string; accountId: string }[]>('GET', `${STATEMENTS}/v3/account/tax-statements`, holderSid);
      const [orphan] = await okJson<{ id: string }[]>('GET', `${STATEMENTS}/v2/orphans`, holderSid);
      if (!transaction || !statement || !taxForm || !orphan) throw new Error(`${holder}: no transaction, statement, tax form or orphan statement to point at`);
      const taxAccount = Object.values(accounts).find((candidate) => candidate.id === taxForm.accountId);
      return {
        holder,
        agreementId,
        holderUserId,
        holderSid,
        accounts,
        debitCardId: debitCard.id,
        creditCardId: creditCard.id,
        creditLastFour: creditCard.last_four,
        transactionId: transaction.id,
        checkTransactionId: check.id,
        statementDocId: statement.id,
        tax: { uid: taxForm.uid, accountNumber: taxAccount?.number ?? '' },
        orphan: { docId: orphan.id, accountNumber: closed.number },
      };
    };

    // ---- The request each route gets, filled from a cell's ids (routes without an entry: GET path, no body) -------

    // A phone number no profile holds: the seed's are 404-555-xxxx, and each cell gets one of its own (a random one
    // now and then met a number the seed or an earlier cell had put on the profile, and was refused as a duplicate).
    let phoneSerial = 0;
    const freshPhoneNumber = (): string => `404556${String(1000 + (phoneSerial++ % 9000))}`;

    const REQUESTS: Readonly<Record<string, (cell: Cell) => Promise<Request> | Request>> = {
      'POST /api/session/login': (cell) => ({ url: '/api/session/login', payload: { username: cell.caller === 'anonymous' ? 'member' : cell.caller, password: DEMO_PASSWORD } }),
      'GET /sdk/evalx/{envId}/contexts/{context}': () => ({ url: `/sdk/evalx/local/contexts/${base64url({ kind: 'user', key: 'matrix', anonymous: true })}` }),
      'REPORT /sdk/evalx/{envId}/context': () => ({ url: '/sdk/evalx/local/context', payload: { kind: 'user', key: 'matrix', anonymous: true } }),
      'GET /sdk/goals/{envId}': () => ({ url: '/sdk/goals/local' }),
      'POST /api/studio/client-api/v2/studio/drafts': () => ({ url: '/api/studio/client-api/v2/studio/drafts', payload: { title: 'Matrix', manifests: {} } }),
      'PUT /api/studio/client-api/v2/studio/drafts/{draftId}': () => ({ url: '/api/studio/client-api/v2/studio/drafts/00000000-0000-4000-8000-000000000067', payload: { title: 'Matrix', manifests: {} } }),
      'POST /api/studio/client-api/v2/studio/check': () => ({ url: '/api/studio/client-api/v2/studio/check', payload: { title: 'Matrix', manifests: {} } }),
      'POST /api/studio/client-api/v2/studio/drafts/{draftId}/publish': () => ({ url: '/api/studio/client-api/v2/studio/drafts/00000000-0000-4000-8000-000000000067/publish', payload: { reason: 'Matrix' } }),
      'POST /api/studio/client-api/v2/studio/drafts/{draftId}/preview': () => ({ url: '/api/studio/client-api/v2/studio/drafts/00000000-0000-4000-8000-000000000067/preview', payload: { member: 'member' } }),
      'POST /api/studio/client-api/v2/studio/versions/{number}/restore': () => ({ url: '/api/studio/client-api/v2/studio/versions/0/restore', payload: { reason: 'Matrix' } }),
      'GET /api/studio/client-api/v2/studio/drafts/{draftId}': () => ({ url: '/api/studio/client-api/v2/studio/drafts/00000000-0000-4000-8000-000000000067' }),
      'GET /api/studio/client-api/v2/studio/drafts/{draftId}/check': () => ({ url: '/api/studio/client-api/v2/studio/drafts/00000000-0000-4000-8000-000000000067/check' }),
      'POST /api/information-pages/v1/bill-pay-access': () => ({ url: '/api/information-pages/v1/bill-pay-access', payload: { termsVersion: 1, agreed: true } }),
      'POST /events/bulk/{envId}': () => ({ url: '/events/bulk/local', payload: [] }),
      'POST /events/diagnostic/{envId}': () => ({ url: '/events/diagnostic/local', payload: {} }),
      // The language every persona already has: the write is real (204) and leaves later cells reading English.
      'PUT /api/user-manager/client-api/v2/users/me/language': () => ({ url: '/api/user-manager/client-api/v2/users/me/language', payload: { language: 'en-US' } }),
      'GET /api/user-manager/client-api/v2/users/{id}': (cell) => ({ url: `/api/user-manager/client-api/v2/users/${cell.user.userId}` }),
      'GET /api/user-manager/client-api/v2/users/{id}/service-agreements': (cell) => ({ url: `/api/user-manager/client-api/v2/users/${cell.user.userId}/service-agreements` }),
      'POST /api/access-control/client-api/v3/trusted-users/invitations': () => ({ url: `${TRUSTED_USERS}/invitations`, payload: { name: 'Matrix Invitee', email: 'matrix.invitee@example.com', userType: 'Trusted Member', accessLevel: 'VIEW_ONLY', features: NO_FEATURES } }),
      'PUT /api/access-control/client-api/v3/trusted-users/{trustedUserId}': async (cell) => ({ url: `${TRUSTED_USERS}/${(await freshInvitation(cell.scope)).id}`, payload: { accessLevel: 'VIEW_ONLY', features: NO_FEATURES } }),
      'DELETE /api/access-control/client-api/v3/trusted-users/{trustedUserId}': async (cell) => ({ url: `${TRUSTED_USERS}/${(await freshInvitation(cell.scope)).id}` }),
      'POST /api/access-control/client-api/v3/trusted-users/{trustedUserId}/resend': async (cell) => ({ url: `${TRUSTED_USERS}/${(await freshInvitation(cell.scope)).id}/resend` }),
      'POST /api/access-control/client-api/v3/trusted-user-invitations/details': async (cell) => ({ url: `${INVITATIONS}/details`, payload: { token: (await freshInvitation(cell.scope)).token } }),
      'POST /api/access-control/client-api/v3/trusted-user-invitations/acceptance': async (cell) => ({
        url: `${INVITATIONS}/acceptance`,
        payload: { token: (await freshInvitation(cell.scope)).token, mode: 'NEW_USER', username: `matrix.${randomInt(100_000, 999_999)}`, password: 'Matrix-pass-2026', mobilePhone: '8005550123' },
      }),
      'POST /api/access-control/client-api/v3/accessgroups/usercontext': (cell) => ({ url: '/api/access-control/client-api/v3/accessgroups/usercontext', payload: { serviceAgreementId: cell.user.agreementId } }),
      'POST /api/member-disclosures/v1/members/disclosures/statuses/upd': async (cell) => ({
        url: '/api/member-disclosures/v1/members/disclosures/statuses/upd',
        payload: { acceptances: [{ noticeId: await freshDisclosure(cell.user.userId), version: 1 }] },
      }),
      'POST /api/profile-manager/client-api/profile/v1/remind-me-later': (cell) => ({ url: '/api/profile-manager/client-api/profile/v1/remind-me-later', payload: { externalId: cell.user.externalId } }),
      'POST /api/profile-manager/client-api/profile/v1/update-additions': () => ({ url: '/api/profile-manager/client-api/profile/v1/update-additions', payload: { stmtSuppModalResponse: 'RML' } }),
      'POST /api/user-manager/client-api/v2/users/me/profile/postal-addresses': async (cell) => {
        // One home address per person: the cell's earlier one goes first, so each cell adds afresh.
        await db().deleteFrom('member_postal_addresses').where('user_id', '=', cell.user.userId).where('address_type', '=', 'RESIDENTIAL').execute();
        return { url: '/api/user-manager/client-api/v2/users/me/profile/postal-addresses', payload: { type: 'RESIDENTIAL', addressLine1: '12 Oak Lane', city: 'Decatur', state: 'GA', zipCode: '30030' } };
      },
      'PUT /api/user-manager/client-api/v2/users/me/profile/postal-addresses/{id}': async (cell) => {
        const address = await db().selectFrom('member_postal_addresses').select('id').where('user_id', '=', cell.user.userId).where('address_type', '=', 'MAILING').executeTakeFirstOrThrow();
        return { url: `/api/user-manager/client-api/v2/users/me/profile/postal-addresses/${address.id}`, payload: { addressLine1: '100 Peachtree St NW', city: 'Atlanta', state: 'GA', zipCode: '30303' } };
      },
      'POST /api/user-manager/client-api/v2/users/me/profile/phone-addresses': () => ({ url: '/api/user-manager/client-api/v2/users/me/profile/phone-addresses', payload: { number: freshPhoneNumber(), type: 'WORK' } }),
      'PUT /api/user-manager/client-api/v2/users/me/profile/phone-addresses/{id}': (cell) => ({ url: `/api/user-manager/client-api/v2/users/me/profile/phone-addresses/${cell.user.phoneId}`, payload: { number: freshPhoneNumber(), type: 'MOBILE' } }),
      'POST /api/user-manager/client-api/v2/users/me/profile/electronic-addresses': () => ({ url: '/api/user-manager/client-api/v2/users/me/profile/electronic-addresses', payload: { emailAddress: 'matrix@example.com' } }),
      'PUT /api/user-manager/client-api/v2/users/me/profile/electronic-addresses/{id}': async (cell) => {
        const email = await db().selectFrom('member_electronic_addresses').select('id').where('user_id', '=', cell.user.userId).executeTakeFirstOrThrow();
        return { url: `/api/user-manager/client-api/v2/users/me/profile/electronic-addresses/${email.id}`, payload: { emailAddress: 'matrix@example.com' } };
      },
      'POST /api/profile-manager/client-api/v1/address/verify': () => ({ url: '/api/profile-manager/client-api/v1/address/verify', payload: { addressLine1: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' } }),

      'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}': (cell) => ({ url: `${SUMMARY}/arrangements/${cell.scope.accounts.checking.id}` }),
      'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}/payoff-quote': async (cell) => ({ url: `${SUMMARY}/arrangements/${await fundedLoanOf(cell.scope)}/payoff-quote?through=${today()}` }),
      'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}/account-number': (cell) => ({ url: `${SUMMARY}/arrangements/${cell.scope.accounts.checking.id}/account-number` }),
      'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}/direct-deposit-form': (cell) => ({ url: `${SUMMARY}/arrangements/${cell.scope.accounts.checking.id}/direct-deposit-form` }),
      'GET /api/transaction-manager/client-api/v2/transactions': (cell) => ({ url: `/api/transaction-manager/client-api/v2/transactions?arrangementId=${cell.scope.accounts.checking.id}` }),
      'GET /api/transaction-manager/client-api/v2/transactions/export': (cell) => ({ url: `/api/transaction-manager/client-api/v2/transactions/export?arrangementId=${cell.scope.accounts.checking.id}&format=csv` }),
      'GET /api/transaction-manager/client-api/v2/transactions/{id}/check-image': (cell) => ({ url: `/api/transaction-manager/client-api/v2/transactions/${cell.scope.checkTransactionId}/check-image` }),
      'PATCH /api/transaction-manager/client-api/v2/transactions': (cell) => ({ url: '/api/transaction-manager/client-api/v2/transactions', payload: { id: cell.scope.transactionId, categoryId } }),
      'GET /api/arrangement-manager/client-api/v2/service-requests/direct-deposit/eligibility': (cell) => ({
        url: `/api/arrangement-manager/client-api/v2/service-requests/direct-deposit/eligibility?arrangementId=${cell.scope.accounts.checking.id}`,
      }),
      'POST /api/arrangement-manager/client-api/v2/service-requests/add-joint-owner': (cell) => ({
        url: '/api/arrangement-manager/client-api/v2/service-requests/add-joint-owner',
        payload: { accountId: cell.scope.accounts.checking.id, givenName: 'Sam', familyName: 'Rivera', relationship: 'SPOUSE', phone: '5035550142' },
      }),
      'POST /api/arrangement-manager/client-api/v2/service-requests/direct-deposit': (cell) => ({
        url: '/api/arrangement-manager/client-api/v2/service-requests/direct-deposit',
        payload: { accountId: cell.scope.accounts.checking.id, employerName: 'Acme Tools', depositShare: 'FULL' },
      }),
      'POST /api/arrangement-manager/client-api/v2/service-requests/overdraft-protection': (cell) => ({
        url: '/api/arrangement-manager/client-api/v2/service-requests/overdraft-protection',
        payload: { accountId: cell.scope.accounts.checking.id, option: 'DEBIT_CARD_OPT_IN' },
      }),
      // The whole list of the scope's accounts as they are (a full order is required), read with its holder's session.
      'PUT /api/arrangement-manager/client-api/v2/account-preferences': async (cell) => ({
        url: '/api/arrangement-manager/client-api/v2/account-preferences',
        payload: {
          accounts: (await okJson<AccountPreferenceList>('GET', '/api/arrangement-manager/client-api/v2/account-preferences', cell.scope.holderSid)).accounts.map(({ arrangementId, nickname, hidden }) => ({ arrangementId, nickname, hidden })),
        },
      }),
      'POST /api/arrangement-manager/client-api/v2/service-requests/change-checking-account-type': (cell) => ({
        url: '/api/arrangement-manager/client-api/v2/service-requests/change-checking-account-type',
        payload: { accountId: cell.scope.accounts.checking.id, newAccountType: 'REWARDS' },
      }),

      'GET /api/statements/client-api/v2/account/{id}/statements': (cell) => ({ url: `${STATEMENTS}/v2/account/${cell.scope.accounts.checking.id}/statements` }),
      'GET /api/statements/client-api/v2/account/{id}/statements/{docId}': (cell) => ({
        url: `${STATEMENTS}/v2/account/${cell.scope.accounts.checking.id}/statements/${cell.scope.statementDocId}`,
      }),
      'GET /api/statements/client-api/v2/account/{id}/statements/download/{docId}': (cell) => ({
        url: `${STATEMENTS}/v2/account/${cell.scope.accounts.checking.id}/statements/download/${cell.scope.statementDocId}`,
      }),
      'GET /api/statements/client-api/v3/account/tax-statements/download': (cell) => ({
        url: `${STATEMENTS}/v3/account/tax-statements/download`,
        headers: { uid: cell.scope.tax.uid, accountnumber: cell.scope.tax.accountNumber },
      }),
      'GET /api/statements/client-api/v2/orphans/statements/download/{docId}': (cell) => ({
        url: `${STATEMENTS}/v2/orphans/statements/download/${cell.scope.orphan.docId}`,
        headers: { accountnumber: cell.scope.orphan.accountNumber },
      }),
      'POST /api/statements/client-api/v2/account/preferences': (cell) => ({
        url: `${STATEMENTS}/v2/account/preferences`,
        payload: { updates: [{ accountId: cell.scope.accounts.checking.id, delivery: 'ELECTRONIC' }] },
      }),
      'PUT /api/statements/client-api/v2/account/preferences/all': () => ({ url: `${STATEMENTS}/v2/account/preferences/all`, payload: { stmtSuppModalResponse: 'RML' } }),

      'GET /api/auth/tfa/options': () => ({ url: '/api/auth/tfa/options?workflow=HR' }),
      'POST /api/auth/tfa/challenge/otp': async (cell) => ({
        url: '/api/auth/tfa/challenge/otp',
        payload: { otpType: 'SMS', phoneId: cell.user.phoneId, workflow: 'HR', challengeId: await freshChallenge(cell.userSid) },
      }),
      'POST /api/auth/tfa/challenge/push': async (cell) => {
        await expirePushes(cell.user.userId);
        return { url: '/api/auth/tfa/challenge/push', payload: { credentialId: cell.user.deviceId, workflow: 'HR', challengeId: await freshChallenge(cell.userSid) } };
      },
      'POST /api/auth/tfa/challenge/verification': async (cell) => {
        const challengeId = await freshChallenge(cell.userSid);
        await okJson('POST', '/api/auth/tfa/challenge/otp', cell.userSid, { otpType: 'SMS', phoneId: cell.user.phoneId, workflow: 'HR', challengeId });
        return { url: '/api/auth/tfa/challenge/verification', payload: { tfaType: 'otp', otp: await latestCode(cell.user.userId), workflow: 'HR', challengeId } };
      },
      'POST /api/auth/tfa/challenge/verification/push': async (cell) => ({
        url: '/api/auth/tfa/challenge/verification/push',
        payload: { transactionId: await freshPush(cell.user, cell.userSid), workflow: 'HR' },
        check: (response) =>
          response.statusCode === 200 && (response.json() as { pushStatus?: string }).pushStatus !== 'INVALID' ? `another session's push request answered ${response.body}` : undefined,
      }),
      'DELETE /api/auth/esi/devices/device/{id}': async (cell) => ({ url: `/api/auth/esi/devices/device/${await freshDevice(cell.user.userId)}` }),
      'DELETE /api/security-hub/member/devices/{id}': async (cell) => {
        const id = await freshKnownDevice(cell.user.userId);
        return {
          url: `/api/security-hub/member/devices/${id}`,
          check: async (response) => {
            const kept = await db().selectFrom('known_devices').select('id').where('id', '=', id).executeTakeFirst();
            return response.statusCode !== 204 && kept === undefined ? `answered ${response.statusCode} but forgot the device` : undefined;
          },
        };
      },
      'POST /api/auth/esi/devices/device': () => ({ url: '/api/auth/esi/devices/device', payload: { deviceName: 'Matrix tablet', pushDevice: 'iPad', pushToken: randomUUID() } }),
      'POST /api/dev/push/{transactionId}/{answer}': async (cell) => ({ url: `/api/dev/push/${await freshPush(cell.user, cell.userSid)}/approve` }),
      'POST /api/dev/card-network/authorizations': (cell) => ({
        url: '/api/dev/card-network/authorizations',
        payload: { cardId: cell.scope.debitCardId, amountCents: 1_250, merchantName: 'Matrix Market', merchantCategoryCode: 5411, channel: 'IN_STORE', countryCode: 'US' },
      }),

      'GET /api/cards/client-api/v2/cards/{id}/protections': (cell) => ({ url: `${CARD_API}/${cell.scope.debitCardId}/protections` }),
      'PUT /api/cards/client-api/v2/cards/{id}/protections': (cell) => ({
        url: `${CARD_API}/${cell.scope.debitCardId}/protections`,
        payload: { international: 'ALERT', merchantCategories: { gambling: 'BLOCK' }, transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW' }, perTransactionLimitCents: null, monthlyLimitCents: null, alertEveryTransaction: false },
      }),
      'GET /api/cards/client-api/v2/cards/{id}/authorizations': (cell) => ({ url: `${CARD_API}/${cell.scope.debitCardId}/authorizations` }),
      'GET /api/cards/client-api/v2/cards/{id}/wallet-tokens': (cell) => ({ url: `${CARD_API}/${cell.scope.debitCardId}/wallet-tokens` }),
      'POST /api/cards/client-api/v2/cards/{id}/wallet-tokens': (cell) => ({ url: `${CARD_API}/${cell.scope.debitCardId}/wallet-tokens`, payload: { wallet: 'GOOGLE_PAY', deviceName: `Matrix ${randomUUID().slice(0, 8)}` } }),
      'DELETE /api/cards/client-api/v2/cards/{id}/wallet-tokens/{tokenId}': async (cell) => {
        const id = randomUUID();
        await db()
          .insertInto('card_wallet_tokens')
          .values({ id, card_id: cell.scope.debitCardId, wallet: 'SAMSUNG_PAY', device_name: `Matrix ${id.slice(0, 8)}`, token_ref: `dpan_${id.replace(/-/g, '').slice(0, 24)}`, token_last_four: '0042', status: 'ACTIVE', created_at: t.clock.now() })
          .execute();
        return { url: `${CARD_API}/${cell.scope.debitCardId}/wallet-tokens/${id}` };
      },
      'POST /api/cards/client-api/v2/cards/instant-issuance': (cell) => ({ url: `${CARD_API}/instant-issuance`, payload: { checkingAccountId: cell.scope.accounts.checking.id } }),
      'POST /api/cards/client-api/v2/cards/digital-issuance': (cell) => ({ url: `${CARD_API}/digital-issuance`, payload: { checkingAccountId: cell.scope.accounts.checking.id } }),
      // Notification preferences: about the scope's checking account.
      'POST /api/profile-manager/client-api/v1/member-notifications-preferences': (cell) => ({ url: NOTIFICATION_PREFS, payload: { arrangementsId: cell.scope.accounts.checking.id } }),
      'POST /api/profile-manager/client-api/v1/member-notifications-preferences/mod': (cell) => ({
        url: `${NOTIFICATION_PREFS}/mod`,
        payload: {
          arrangementsId: cell.scope.accounts.checking.id,
          notificationPref: {
            categoryName: memberAlertsManifest.categories.account,
            notificationPrefOption: [{ kind: 'deposit-received', enabled: true, channels: { sms: false, email: true, push: false, messageCenter: true } }],
          },
        },
      }),
      'GET /api/profile-manager/client-api/profile/v1/notifications/arrangements-accounts': () => ({ url: '/api/profile-manager/client-api/profile/v1/notifications/arrangements-accounts' }),
      'GET /api/profile-manager/client-api/profile/v1/notifications/history': () => ({ url: '/api/profile-manager/client-api/profile/v1/notifications/history' }),
      'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/retrieve': () => ({ url: `${TRAVEL_API}/retrieve`, payload: {} }),
      'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/add': (cell) => ({
        url: `${TRAVEL_API}/add`,
        payload: { destinations: [{ countryCode: 'CA' }], startDate: daysFromToday(2), endDate: daysFromToday(9), cardIds: [cell.scope.debitCardId] },
      }),
      'PUT /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/{id}': async (cell) => {
        const plan = await okJson<{ id: string }>('POST', `${TRAVEL_API}/add`, cell.scope.holderSid, { destinations: [{ countryCode: 'PE' }], startDate: daysFromToday(3), endDate: daysFromToday(5), cardIds: [cell.scope.debitCardId] });
        return { url: `${TRAVEL_API}/${plan.id}`, payload: { destinations: [{ countryCode: 'CL' }], startDate: daysFromToday(4), endDate: daysFromToday(6), cardIds: [cell.scope.debitCardId] } };
      },
      'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/delete': async (cell) => {
        const plan = await okJson<{ id: string }>('POST', `${TRAVEL_API}/add`, cell.scope.holderSid, { destinations: [{ countryCode: 'MX' }], startDate: daysFromToday(3), endDate: daysFromToday(5), cardIds: [cell.scope.debitCardId] });
        return { url: `${TRAVEL_API}/delete`, payload: { id: plan.id } };
      },

      // The card calls. Cells that change a card get a fresh one (freshCard).
      'GET /api/cards/client-api/v2/cards/details/{id}': (cell) => ({ url: `${CARD_API}/details/${cell.scope.creditCardId}` }),
      'GET /api/cards/client-api/v2/cards/details/{acct}/debit/{debitId}': (cell) => ({ url: `${CARD_API}/details/${cell.scope.accounts.checking.id}/debit/${cell.scope.debitCardId}` }),
      'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}': (cell) => ({ url: `${CARD_API}/100/debit/${cell.scope.debitCardId}` }),
      'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/activation': async (cell) => {
        const card = await freshCard(cell.scope, 'debit', { status: 'IN' });
        return { url: `${CARD_API}/${cell.scope.accounts.checking.id}/debit/${card.id}/activation`, payload: { lastFour: card.last_four, expiryMonth: card.expiry_month, expiryYear: card.expiry_year } };
      },
      'POST /api/cards/client-api/v2/cards/{id}/activation': async (cell) => {
        const card = await freshCard(cell.scope, 'credit', { status: 'IN' });
        return { url: `${CARD_API}/${card.id}/activation`, payload: { lastFour: card.last_four, expiryMonth: card.expiry_month, expiryYear: card.expiry_year } };
      },
      'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/lock-status': async (cell) => {
        const card = await freshCard(cell.scope, 'debit');
        return { url: `${CARD_API}/100/debit/${card.id}/lock-status`, payload: { lockStatus: 'LOCKED', cardPolicyRefId: card.card_policy_ref_id } };
      },
      'POST /api/cards/client-api/v2/cards/{id}/credit/lock-status': async (cell) => {
        const card = await freshCard(cell.scope, 'credit');
        return { url: `${CARD_API}/${card.id}/credit/lock-status`, payload: { lockStatus: 'LOCKED', cardPolicyRefId: card.card_policy_ref_id } };
      },
      'GET /api/cards/client-api/v2/rewards/{id}': (cell) => ({ url: `${CARDS_V2}/rewards/${cell.scope.creditCardId}` }),
      'POST /api/cards/client-api/v2/redeemcashrewards': async (cell) => {
        // Points enough for the redemption, whoever holds the card (business's card earns none in the seed).
        await sql`insert into card_rewards (arrangement_id, points_balance, cents_per_point) values (${cell.scope.accounts.creditCard.id}, 100000, 1)
          on conflict (arrangement_id) do update set points_balance = greatest(card_rewards.points_balance, 100000)`.execute(db());
        return { url: `${CARDS_V2}/redeemcashrewards`, payload: { cardId: cell.scope.creditCardId, amountCents: 2_500, destinationAccountId: cell.scope.accounts.checking.id } };
      },
      'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/pin/reset': (cell) => ({ url: `${CARD_API}/100/debit/${cell.scope.debitCardId}/pin/reset`, payload: { pin: '2468', confirmPin: '2468' } }),
      'POST /api/cards/client-api/v2/cards/{id}/pin': (cell) => ({ url: `${CARD_API}/${cell.scope.creditCardId}/pin`, payload: { pin: '2468', confirmPin: '2468' } }),
      'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance': (cell) => ({ url: `${CARD_API}/100/debit/${cell.scope.debitCardId}/maintenance` }),
      'GET /api/cards/client-api/v2/cards/{id}/maintenance': (cell) => ({ url: `${CARD_API}/${cell.scope.creditCardId}/maintenance` }),
      'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance': async (cell) => ({
        url: `${CARD_API}/100/debit/${(await freshCard(cell.scope, 'debit')).id}/maintenance`,
        payload: { reason: 'STOLEN', expedite: false },
      }),
      'POST /api/cards/client-api/v2/cards/{id}/maintenance': async (cell) => ({ url: `${CARD_API}/${(await freshCard(cell.scope, 'credit')).id}/maintenance`, payload: { reason: 'LOST', expedite: true } }),
      'POST /api/cards/client-api/v2/cards/maintenance': (cell) => ({ url: `${CARD_API}/maintenance`, payload: { cardType: 'DEBIT', accountId: cell.scope.accounts.checking.id, reason: 'NEW', expedite: false } }),
      'GET /api/cards/client-api/v2/change-payment-due-date/dueDateInfo': (cell) => ({ url: `${CARDS_V2}/change-payment-due-date/dueDateInfo?creditCardLastFour=${cell.scope.creditLastFour}` }),
      'POST /api/cards/client-api/v2/change-payment-due-date/submitChangeDueDate': async (cell) => {
        await db().deleteFrom('card_due_date_changes').where('arrangement_id', '=', cell.scope.accounts.creditCard.id).execute();
        return { url: `${CARDS_V2}/change-payment-due-date/submitChangeDueDate`, payload: { creditCardLastFour: cell.scope.creditLastFour, newDueDay: 10 } };
      },
      'POST /api/cards/client-api/v2/change-payment-due-date/cancelChangeDueDate': async (cell) => {
        await db().deleteFrom('card_due_date_changes').where('arrangement_id', '=', cell.scope.accounts.creditCard.id).execute();
        await db()
          .insertInto('card_due_date_changes')
          .values({ id: randomUUID(), arrangement_id: cell.scope.accounts.creditCard.id, previous_due_day: 25, new_due_day: 12, status: 'PENDING', requested_by: cell.scope.holderUserId, requested_at: t.clock.now() })
          .execute();
        return { url: `${CARDS_V2}/change-payment-due-date/cancelChangeDueDate?creditCardLastFour=${cell.scope.creditLastFour}` };
      },
      'GET /api/cards/client-api/v2/cards/{id}/authorized-users': (cell) => ({ url: `${CARD_API}/${cell.scope.creditCardId}/authorized-users` }),
      'POST /api/cards/client-api/v2/cards/{id}/authorized-users': async (cell) => {
        // Room under the limit: earlier cells' authorized users leave.
        await db().updateTable('cards').set({ status: 'CL' }).where('parent_card_id', '=', cell.scope.creditCardId).execute();
        return { url: `${CARD_API}/${cell.scope.creditCardId}/authorized-users`, payload: { firstName: 'Matrix', lastName: 'User', dateOfBirth: '1990-01-01', relationship: 'OTHER' } };
      },
      'DELETE /api/cards/client-api/v2/cards/{id}/authorized-users/{childId}': async (cell) => {
        const child = await freshCard(cell.scope, 'credit', { parent_card_id: cell.scope.creditCardId, role: 'Authorized User', account_summary_type: 'AU', account_ownership_code: 'USR', holder_user_id: null, holder_name: 'Matrix User' });
        return { url: `${CARD_API}/${cell.scope.creditCardId}/authorized-users/${child.id}` };
      },

      'PUT /api/security-hub/member/username': (cell) => ({ url: '/api/security-hub/member/username', payload: { username: `${cell.user.username}-renamed` } }),
      'POST /api/session/passkey/login': () => ({ url: '/api/session/passkey/login', payload: { response: FORGED_ASSERTION } }),
      'POST /api/security-hub/member/passkeys': () => ({ url: '/api/security-hub/member/passkeys', payload: { response: { ...FORGED_CREDENTIAL, response: { clientDataJSON: 'e30', attestationObject: 'oA' } } } }),
      'DELETE /api/security-hub/member/passkeys/{credentialId}': () => ({ url: '/api/security-hub/member/passkeys/bWF0cml4' }),
      'PATCH /api/security-hub/member/passkeys/{credentialId}': () => ({ url: '/api/security-hub/member/passkeys/bWF0cml4', payload: { label: 'Matrix key' } }),
      'POST /api/auth/tfa/challenge/passkey/options': () => ({ url: '/api/auth/tfa/challenge/passkey/options', payload: { workflow: 'HR', challengeId: randomUUID() } }),
      'POST /api/auth/tfa/challenge/verification/passkey': () => ({
        url: '/api/auth/tfa/challenge/verification/passkey',
        payload: { workflow: 'HR', challengeId: randomUUID(), response: FORGED_ASSERTION },
      }),
      'PUT /api/security-hub/member/password': () => ({ url: '/api/security-hub/member/password', payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Matrix-pass-2027' } }),

      'POST /api/payment-order-service/client-api/v2/payment-orders/validate': (cell) => ({ url: `${ORDERS}/validate`, payload: transfer(cell.scope) }),
      'POST /api/payment-order-service/client-api/v2/payment-orders': (cell) => ({ url: ORDERS, payload: transfer(cell.scope) }),
      'GET /api/payment-order-service/client-api/v2/payment-orders/{id}': async (cell) => ({ url: `${ORDERS}/${await freshOrder(cell.scope)}` }),
      'PUT /api/payment-order-service/client-api/v2/payment-orders/{id}': async (cell) => ({ url: `${ORDERS}/${await freshOrder(cell.scope)}`, payload: scheduled(cell.scope, 2_500) }),
      'POST /api/payment-order-service/client-api/v2/payment-orders/{id}/cancel': async (cell) => ({ url: `${ORDERS}/${await freshOrder(cell.scope)}/cancel` }),
      'POST /api/payment-order-service/client-api/v2/external-accounts': () => ({
        url: '/api/payment-order-service/client-api/v2/external-accounts',
        payload: { nickname: 'Matrix Savings', routingNumber: '121000248', accountNumber: String(randomInt(10_000_000, 99_999_999)), accountType: 'SAVINGS', ownerName: 'Alex Morgan', verificationMethod: 'MICRO_DEPOSITS' },
      }),
      'POST /api/payment-order-service/client-api/v2/external-accounts/{id}/verify': async (cell) => ({
        url: `/api/payment-order-service/client-api/v2/external-accounts/${await freshExternalAccount(cell.scope, 'PENDING_VERIFICATION')}/verify`,
        payload: { amountsCents: [12, 34] },
      }),
      'DELETE /api/payment-order-service/client-api/v2/external-accounts/{id}': async (cell) => ({
        url: `/api/payment-order-service/client-api/v2/external-accounts/${await freshExternalAccount(cell.scope, 'VERIFIED')}`,
      }),
      'POST /api/payment-order-service/client-api/v2/payees': () => ({
        url: '/api/payment-order-service/client-api/v2/payees',
        payload: { name: 'Northside Gas Co', nickname: 'Gas', accountNumber: `NG-${randomInt(1000, 9999)}`, addressLine1: '9 Pipeline Ave', city: 'Springfield', state: 'IL', zipCode: '62704', phone: '2175550199' },
      }),
      'PUT /api/payment-order-service/client-api/v2/payees/{id}': async (cell) => ({
        url: `/api/payment-order-service/client-api/v2/payees/${await freshPayee(cell.scope)}`,
        payload: { name: 'Matrix Utility', nickname: 'Renamed', accountNumber: 'MX-0001', addressLine1: '2 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      }),
      'DELETE /api/payment-order-service/client-api/v2/payees/{id}': async (cell) => ({ url: `/api/payment-order-service/client-api/v2/payees/${await freshPayee(cell.scope)}` }),
      'POST /api/payment-order-service/client-api/v2/cashiers-checks': (cell) => ({
        url: '/api/payment-order-service/client-api/v2/cashiers-checks',
        payload: { fromAccountId: cell.scope.accounts.checking.id, amountCents: 1_000, payeeName: 'Matrix Title Co', delivery: 'MAIL' },
      }),
      'POST /api/payment-order-service/client-api/v2/stop-payments': (cell) => ({
        url: '/api/payment-order-service/client-api/v2/stop-payments',
        // A check number of its own per cell, so no cell meets another's stop as a duplicate.
        payload: { kind: 'CHECK', accountId: cell.scope.accounts.checking.id, checkNumber: randomInt(100_000, 999_999_999), reason: 'LOST' },
      }),

      'GET /partner/ira-beneficiaries': (cell) => ({ url: `/partner/ira-beneficiaries?account=${cell.scope.accounts.ira.id}` }),
      'POST /partner/ira-beneficiaries': (cell) => ({
        url: `/partner/ira-beneficiaries?account=${cell.scope.accounts.ira.id}`,
        payload: form({ fullName: 'Matrix Heir', relationship: 'Friend', designation: 'CONTINGENT', sharePercent: '10' }),
      }),
      'POST /partner/ira-beneficiaries/remove': async (cell) => {
        const id = randomUUID();
        await db()
          .insertInto('account_beneficiaries')
          .values({ id, arrangement_id: cell.scope.accounts.ira.id, full_name: 'Matrix Heir', relationship: 'Friend', designation: 'CONTINGENT', share_percent: 5, created_at: t.clock.now() })
          .execute();
        return { url: `/partner/ira-beneficiaries/remove?account=${cell.scope.accounts.ira.id}`, payload: form({ beneficiaryId: id }) };
      },
      'GET /partner/credit-card-fraud': (cell) => {
        if (cell.caller === 'anonymous' || cell.user.username === cell.caller) return { url: '/partner/credit-card-fraud' };
        return {
          url: `/partner/credit-card-fraud?reference=${businessFraudReference}`,
          check: (response) => (response.body.includes(businessFraudReference) ? "another member's fraud report reference was shown" : undefined),
        };
      },
      'POST /partner/credit-card-fraud': (cell) => ({
        url: '/partner/credit-card-fraud',
        payload: form({ arrangementId: cell.scope.accounts.creditCard.id, noticedOn: daysFromToday(-1), description: 'A charge I did not make' }),
      }),

      'POST /api/insights/client-api/v1/insights-offers': (cell) => ({
        url: '/api/insights/client-api/v1/insights-offers',
        payload: { cpid: 'CPID-Online', empId: cell.user.externalId, numberOfInsights: 3, numberOfOffers: 3 },
      }),
      'POST /api/insights/client-api/v1/insight/disposition': (cell) => ({
        url: '/api/insights/client-api/v1/insight/disposition',
        payload: { empId: cell.user.externalId, dispositions: [{ treatmentId: 'OFF-SHARE-CERTIFICATE', disposition: 'impression' }] },
      }),
      'POST /api/account-opening/accounts': (cell) => ({
        url: '/api/account-opening/accounts',
        payload: { productId: 'share-savings', acceptedDisclosures: [{ id: 'truth-in-savings', version: TRUTH_IN_SAVINGS_VERSION }], fundingAccountId: cell.scope.accounts.savings.id, amountCents: 2_500 },
      }),
      'PUT /api/certificates/{id}/renewal': async (cell) => ({ url: `/api/certificates/${await certificateOf(cell.scope.agreementId)}/renewal`, payload: { renewalChoice: 'RENEW' } }),
      'GET /api/certificates/{id}/early-closure': async (cell) => ({ url: `/api/certificates/${await certificateOf(cell.scope.agreementId)}/early-closure` }),
      'POST /api/certificates/{id}/early-closure': async (cell) => ({ url: `/api/certificates/${await freshCertificateOf(cell.scope.agreementId)}/early-closure`, payload: { destinationAccountId: cell.scope.accounts.checking.id } }),
      'GET /api/money-insights/client-api/v1/accounts/{id}/balance-history': (cell) => ({ url: `/api/money-insights/client-api/v1/accounts/${cell.scope.accounts.checking.id}/balance-history` }),
      'PUT /api/money-insights/client-api/v1/budgets/{categoryId}': () => ({ url: '/api/money-insights/client-api/v1/budgets/402', payload: { monthlyLimitCents: 25_000 } }),
      'DELETE /api/money-insights/client-api/v1/budgets/{categoryId}': async (cell) => {
        // The caller's own budget to remove, kept under the agreement its sessions start in.
        await db()
          .insertInto('budgets')
          .values({ user_id: cell.user.userId, agreement_id: cell.user.agreementId, category_id: 401, monthly_limit_cents: 50_000, created_at: new Date(), updated_at: new Date() })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
        return { url: '/api/money-insights/client-api/v1/budgets/401' };
      },
      'POST /api/savings-goals/client-api/v1/goals': async (cell) => {
        // A fresh account each time: the cells of one holder would otherwise pass the most goals an account keeps.
        await db().deleteFrom('savings_goals').where('arrangement_id', '=', cell.scope.accounts.savings.id).execute();
        return { url: '/api/savings-goals/client-api/v1/goals', payload: { accountId: cell.scope.accounts.savings.id, ...savingsGoal() } };
      },
      'PUT /api/savings-goals/client-api/v1/goals/{goalId}': async (cell) => ({ url: `/api/savings-goals/client-api/v1/goals/${await savingsGoalOf(cell.scope)}`, payload: savingsGoal() }),
      'DELETE /api/savings-goals/client-api/v1/goals/{goalId}': async (cell) => ({ url: `/api/savings-goals/client-api/v1/goals/${await savingsGoalOf(cell.scope)}` }),

      'GET /api/partnership/olb': () => ({ url: '/api/partnership/olb?fn=accountsummary' }),
      'GET /api/partnership/memberDeals/{id}': (cell) => ({ url: `/api/partnership/memberDeals/${cell.scope.accounts.creditCard.id}` }),
      'GET /api/partnership/loyaltyRewards/{id}': (cell) => ({ url: `/api/partnership/loyaltyRewards/${cell.scope.accounts.creditCard.id}` }),
      'GET /api/partnership/harlandClarke/{id}': (cell) => ({ url: `/api/partnership/harlandClarke/${cell.scope.accounts.checking.id}` }),
      'GET /api/partnership/visa/{id}/debit/{debitId}': (cell) => ({ url: `/api/partnership/visa/${cell.scope.accounts.checking.id}/debit/${cell.scope.debitCardId}` }),
      'GET /api/partnership/mortgageservicing/{id}': (cell) => ({ url: `/api/partnership/mortgageservicing/${cell.scope.accounts.heloc.id}` }),
      'GET /api/partnership/{businessMembershipPath}': () => ({ url: '/api/partnership/business-lending' }),
      'GET /api/partnership/docup/{portal}': () => ({ url: '/api/partnership/docup/disputes' }),

      // The message center: ids of a fresh message of the scope's holder; a new message is about the scope's checking account.
      'POST /api/messages-service/client-api/v1/messages': (cell) => ({ url: MESSAGES, payload: { topicId: 'general', subject: 'Matrix', body: 'A question.', reference: { kind: 'account', id: cell.scope.accounts.checking.id } } }),
      'POST /api/messages-service/client-api/v1/messages/attachments': () => ({ url: `${MESSAGES}/attachments?fileName=matrix.pdf`, payload: Buffer.from('%PDF-1.4\n%%EOF\n'), headers: { 'content-type': 'application/octet-stream' } }),
      'GET /api/messages-service/client-api/v1/messages/{messageId}/{messageType}': async (cell) => ({ url: `${MESSAGES}/${(await freshMessage(cell.scope)).id}/Email` }),
      'GET /api/messages-service/client-api/v1/messages/{messageId}/attachments/{attachmentId}': async (cell) => {
        const message = await freshMessage(cell.scope);
        return { url: `${MESSAGES}/${message.id}/attachments/${message.attachmentId}` };
      },
      'POST /api/messages-service/client-api/v1/messages/{messageId}/{messageType}/status': async (cell) => ({ url: `${MESSAGES}/${(await freshMessage(cell.scope)).id}/Email/status`, payload: { newStatus: 'Read' } }),
      'DELETE /api/messages-service/client-api/v1/messages/{messageId}/{messageType}': async (cell) => ({ url: `${MESSAGES}/${(await freshMessage(cell.scope)).id}/Email` }),
      'GET /api/partnership/truv/{id}': (cell) => ({ url: `/api/partnership/truv/${cell.scope.accounts.checking.id}` }),
      'GET /partner/sso/{target}': async (cell) => {
        const token = await freshToken(cell.userSid);
        const foreign = cell.caller !== 'anonymous' && cell.user.username !== cell.caller;
        return {
          url: `/partner/sso/disputes?token=${encodeURIComponent(token)}`,
          // A refused token stays its owner's: redeeming it as them still works.
          ...(foreign
            ? {
                check: async () => {
                  const own = await inject('GET', `/partner/sso/disputes?token=${encodeURIComponent(token)}`, cell.userSid);
                  return own.statusCode === 200 ? undefined : `its owner could no longer redeem the token (${own.statusCode})`;
                },
              }
            : {}),
        };
      },

      // Chat: each cell redeems an access token (and for the conversation, a chat token) of its own user.
      'GET /api/chatbot/api/tokens': async (cell) => {
        const token = await freshChatAccessToken(chatSid(cell));
        const foreign = cell.caller !== 'anonymous' && cell.user.username !== cell.caller;
        const url = `${CHAT_TOKENS}?accessToken=${encodeURIComponent(token)}&${CHAT_CHANNEL}`;
        return {
          url,
          ...(foreign
            ? {
                check: async () => {
                  const own = await inject('GET', url, cell.userSid);
                  if (own.statusCode !== 200) return `its owner could no longer redeem the chat access token (${own.statusCode})`;
                  // The owner's own chat session is this check's doing, not the probe's: remove it again.
                  await db().deleteFrom('chat_sessions').where('token_hash', '=', tokenHash((own.json() as { chatToken: string }).chatToken)).execute();
                  return undefined;
                },
              }
            : {}),
        };
      },
      'GET /api/chatbot/api/conversation': async (cell) => ({ url: '/api/chatbot/api/conversation', headers: { authorization: `Bearer ${await freshChatToken(chatSid(cell))}` } }),
      'POST /api/chatbot/api/conversation/messages': async (cell) => ({
        url: '/api/chatbot/api/conversation/messages',
        payload: { body: 'A matrix question.' },
        headers: { authorization: `Bearer ${await freshChatToken(chatSid(cell))}` },
      }),
      'GET /api/document-upload/client-api/v1/uploads/{uploadId}': async (cell) => ({ url: `/api/document-upload/client-api/v1/uploads/${await freshUpload(cell.scope)}` }),
      'POST /api/document-upload/client-api/v1/portals/{portalId}/uploads': () => ({
        url: '/api/document-upload/client-api/v1/portals/disputes/uploads?fileName=matrix.pdf',
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      // The claims center: each cell disputes a fresh purchase of the scope's holder, or acts on a fresh dispute.
      'GET /api/claims-manager-service/client-api/v1/disputes/disputable-transactions': (cell) => ({ url: `${DISPUTES}/disputable-transactions?arrangementId=${cell.scope.accounts.checking.id}` }),
      'GET /api/claims-manager-service/client-api/v1/disputes/transactions/{transactionId}': async (cell) => ({ url: `${DISPUTES}/transactions/${await freshDebit(cell.scope)}` }),
      'POST /api/claims-manager-service/client-api/v1/disputes': async (cell) => ({ url: DISPUTES, payload: { transactionId: await freshDebit(cell.scope), reasonId: 'not-authorized', amountCents: 1_000 } }),
      'GET /api/claims-manager-service/client-api/v1/disputes/{disputeId}': async (cell) => ({ url: `${DISPUTES}/${await freshDispute(cell.scope)}` }),
      // Lending: each cell applies anew or acts on a fresh approved application of the scope's holder.
      'POST /api/lending/client-api/v1/prequalifications': () => ({ url: '/api/lending/client-api/v1/prequalifications', payload: { statedAnnualIncomeCents: 9_000_000, monthlyHousingCents: 100_000 } }),
      'POST /api/lending/client-api/v1/applications': () => ({
        url: '/api/lending/client-api/v1/applications',
        payload: { productId: 'personal', amountCents: 300_000, termMonths: 12, statedAnnualIncomeCents: 9_000_000, monthlyHousingCents: 100_000, employmentStatus: 'EMPLOYED', consent: true },
      }),
      'GET /api/lending/client-api/v1/applications/{applicationId}': async (cell) => ({ url: `/api/lending/client-api/v1/applications/${await freshLoanApplication(cell.scope)}` }),
      'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure': async (cell) => ({ url: `/api/lending/client-api/v1/applications/${await freshLoanApplication(cell.scope)}/disclosure` }),
      'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure/document': async (cell) => ({ url: `/api/lending/client-api/v1/applications/${await fundedLoanApplication(cell.scope)}/disclosure/document` }),
      'POST /api/lending/client-api/v1/applications/{applicationId}/acceptance': async (cell) => {
        const id = await freshLoanApplication(cell.scope);
        return { url: `/api/lending/client-api/v1/applications/${id}/acceptance`, payload: { fundingAccountId: cell.scope.accounts.checking.id, ...(await reviewedDisclosureOf(id)) } };
      },
      'POST /api/claims-manager-service/client-api/v1/disputes/{disputeId}/documents': async (cell) => ({
        url: `${DISPUTES}/${await freshDispute(cell.scope)}/documents?fileName=matrix.pdf`,
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      'POST /api/dev/disputes/{disputeId}/progress': async (cell) => ({ url: `/api/dev/disputes/${await freshDispute(cell.scope)}/progress`, payload: { action: 'review' } }),
      'PUT /api/profile-manager/client-api/v1/privacy/preferences': () => ({ url: '/api/profile-manager/client-api/v1/privacy/preferences', payload: { marketingOptOut: false, affiliateSharingOptOut: true } }),
      'POST /api/profile-manager/client-api/v1/privacy/requests': () => ({ url: '/api/profile-manager/client-api/v1/privacy/requests', payload: { kind: 'DELETION' } }),
      'POST /api/analytics/client-api/v1/events': () => ({ url: '/api/analytics/client-api/v1/events', payload: { events: [{ type: 'tag', name: 'matrix-tag' }] } }),
      // Sign-in help: facts that vary by caller, so the per-identity start limit is not what the matrix meets.
      // Recovery starts are limited per address: each persona asks from an address of its own.
      'POST /api/sign-in-help/forgot-username': (cell) => ({ url: '/api/sign-in-help/forgot-username', payload: { taxIdLast4: '1234', birthDate: '1980-01-01', accountLast4: String(1000 + PERSONAS.indexOf(cell.caller)) }, remoteAddress: addressOf(cell) }),
      'POST /api/sign-in-help/forgot-password': (cell) => ({ url: '/api/sign-in-help/forgot-password', payload: { username: cell.caller, taxIdLast4: '1234', birthDate: '1980-01-01' }, remoteAddress: addressOf(cell) }),
      'POST /api/sign-in-help/enrolment': (cell) => ({ url: '/api/sign-in-help/enrolment', payload: { taxIdLast4: '1234', birthDate: '1980-01-01', accountLast4: String(2000 + PERSONAS.indexOf(cell.caller)) }, remoteAddress: addressOf(cell) }),
      'POST /api/sign-in-help/verify': () => ({ url: '/api/sign-in-help/verify', payload: { code: '123456' } }),
      'POST /api/sign-in-help/password': () => ({ url: '/api/sign-in-help/password', payload: { newPassword: 'Matrix-password-2027' } }),
      'POST /api/sign-in-help/enrolment/credentials': () => ({ url: '/api/sign-in-help/enrolment/credentials', payload: { username: 'matrix-user', newPassword: 'Matrix-password-2027' } }),
      'POST /api/logout-survey/invitation': () => ({ url: '/api/logout-survey/invitation' }),
      'POST /api/logout-survey/responses': () => ({ url: '/api/logout-survey/responses', payload: { token: 'A'.repeat(43), answers: { satisfaction: 'satisfied' } } }),
      'POST /api/service-desk/client-api/v1/visits': () => ({ url: '/api/service-desk/client-api/v1/visits', payload: { memberId: randomUUID(), reason: 'Matrix probe' } }),
      'POST /api/service-desk/client-api/v1/audit/search': () => ({ url: '/api/service-desk/client-api/v1/audit/search', payload: { staffUsername: 'msr', page: 1 } }),
      // The loan officer's review: each cell names a fresh application of the scope's holder (every persona but a supervisor is refused).
      'GET /api/service-desk/client-api/v1/loan-reviews/{applicationId}': async (cell) => ({ url: `/api/service-desk/client-api/v1/loan-reviews/${await freshLoanApplication(cell.scope)}` }),
      'POST /api/service-desk/client-api/v1/loan-reviews/{applicationId}/decision': async (cell) => ({
        url: `/api/service-desk/client-api/v1/loan-reviews/${await freshLoanApplication(cell.scope)}/decision`,
        payload: { decision: 'APPROVE', note: 'Matrix probe' },
      }),
      'POST /api/service-desk/client-api/v1/members/search': () => ({ url: '/api/service-desk/client-api/v1/members/search', payload: { query: 'Morgan' } }),
      'POST /api/service-desk/client-api/v1/members/current/unlock-sign-in': () => ({ url: '/api/service-desk/client-api/v1/members/current/unlock-sign-in', payload: { reason: 'Matrix probe' } }),
      'POST /api/service-desk/client-api/v1/members/current/unlock-step-up': () => ({ url: '/api/service-desk/client-api/v1/members/current/unlock-step-up', payload: { reason: 'Matrix probe' } }),
      'POST /api/service-desk/client-api/v1/members/current/provider-links': () => ({
        url: '/api/service-desk/client-api/v1/members/current/provider-links',
        payload: { subject: 'matrix-probe', reason: 'Matrix probe' },
      }),
      'DELETE /api/service-desk/client-api/v1/members/current/provider-links/{linkId}': () => ({
        url: `/api/service-desk/client-api/v1/members/current/provider-links/${randomUUID()}`,
        payload: { reason: 'Matrix probe' },
      }),
      'PUT /api/service-desk/client-api/v1/accounts/{arrangementId}/beneficiaries': (cell) => ({
        url: `/api/service-desk/client-api/v1/accounts/${cell.scope.accounts.ira.id}/beneficiaries`,
        payload: { reason: 'Matrix probe', beneficiaries: [{ fullName: 'Matrix Heir', relationship: 'Child', designation: 'PRIMARY', sharePercent: 100 }] },
      }),
      'POST /api/ira/client-api/v1/contributions': (cell) => ({
        url: '/api/ira/client-api/v1/contributions',
        payload: { fromArrangementId: cell.scope.accounts.savings.id, iraArrangementId: cell.scope.accounts.ira.id, amountCents: 100, taxYear: Number(today().slice(0, 4)) },
      }),
      'POST /api/ira/client-api/v1/distribution-requests': async (cell) => {
        // A type the IRA owner's age allows (the overview says which): the probe is about access, not the age rule.
        const overview = await okJson<{ iras: { arrangementId: string; distributionTypes: string[] }[] }>('GET', '/api/ira/client-api/v1/iras', cell.scope.holderSid);
        const type = overview.iras.find((ira) => ira.arrangementId === cell.scope.accounts.ira.id)?.distributionTypes[0] ?? 'EARLY';
        return {
          url: '/api/ira/client-api/v1/distribution-requests',
          payload: { iraArrangementId: cell.scope.accounts.ira.id, amountCents: 100, distributionType: type, federalWithholdingPercent: 10, destinationArrangementId: cell.scope.accounts.checking.id },
        };
      },
      'POST /api/ira/client-api/v1/distribution-requests/{id}/cancel': async (cell) => {
        // A fresh SUBMITTED request of the scope's IRA, written as the request route would (the probe is about access,
        // not the IRA's balance): each cell cancels its own.
        const id = randomUUID();
        await db()
          .insertInto('ira_distribution_requests')
          .values({
            id, arrangement_id: cell.scope.accounts.ira.id, requested_by: cell.scope.holderUserId, amount_cents: 100, distribution_type: 'EARLY', federal_withholding_percent: 10,
            withholding_cents: 10, destination_arrangement_id: cell.scope.accounts.checking.id, status: 'SUBMITTED', pays_on: daysFromToday(1), confirmation_number: `IRD-${id}`, created_at: t.clock.now(),
          })
          .execute();
        return { url: `/api/ira/client-api/v1/distribution-requests/${id}/cancel` };
      },
      'PUT /api/pod-beneficiaries/client-api/v1/accounts/{arrangementId}/beneficiaries': (cell) => ({
        url: `/api/pod-beneficiaries/client-api/v1/accounts/${cell.scope.accounts.checking.id}/beneficiaries`,
        payload: { beneficiaries: [{ fullName: 'Matrix Heir', relationship: 'Child', designation: 'PRIMARY', sharePercent: 100 }] },
      }),
      'GET /api/service-desk/client-api/v1/inbox/{kind}/{threadId}': () => ({ url: `/api/service-desk/client-api/v1/inbox/message/${randomUUID()}` }),
      'PATCH /api/service-desk/client-api/v1/inbox/{kind}/{threadId}': () => ({ url: `/api/service-desk/client-api/v1/inbox/message/${randomUUID()}`, payload: { status: 'CLOSED' } }),
      'POST /api/service-desk/client-api/v1/inbox/{kind}/{threadId}/replies': () => ({ url: `/api/service-desk/client-api/v1/inbox/chat/${randomUUID()}/replies`, payload: { body: 'Matrix probe' } }),
      'POST /api/service-desk/client-api/v1/inbox/{kind}/{threadId}/attachments': () => ({
        url: `/api/service-desk/client-api/v1/inbox/message/${randomUUID()}/attachments?fileName=matrix.pdf`,
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      'GET /api/service-desk/client-api/v1/inbox/{kind}/{threadId}/attachments/{attachmentId}': () => ({ url: `/api/service-desk/client-api/v1/inbox/message/${randomUUID()}/attachments/${randomUUID()}` }),
    };

    const addressOf = (cell: Cell): string => `10.0.0.${PERSONAS.indexOf(cell.caller) + 1}`;

    const requestFor = async (route: Route, cell: Cell): Promise<Request> => {
      const build = REQUESTS[route.key];
      return build ? build(cell) : { url: route.path };
    };

    // ---- "Nothing changed": every table that holds a member's data -----------------------------------------------

    const HASHED_TABLES = [
      'members', 'credentials', 'service_agreements', 'agreement_users', 'function_groups', 'function_group_privileges', 'user_function_groups', 'arrangements',
      'cards', 'member_conditions', 'transaction_category_choices', 'statement_preferences', 'paperless_prompt_responses', 'tutorial_completions',
      'member_postal_addresses', 'member_phone_addresses', 'member_electronic_addresses', 'profile_phone_verifications', 'member_disclosures', 'push_devices', 'service_requests',
      'account_beneficiaries', 'account_preferences', 'card_fraud_reports', 'external_accounts', 'payees', 'cashiers_check_requests', 'stop_payments', 'payment_orders', 'payment_order_executions',
      'card_protections', 'card_authorizations', 'travel_itineraries', 'travel_itinerary_destinations', 'travel_itinerary_cards', 'card_wallet_tokens',
      'card_rewards', 'card_reward_events', 'card_orders', 'card_due_date_changes', 'insight_dispositions',
      'chat_conversations', 'chat_messages', 'chat_sessions',
      'messages', 'message_attachments',
      'alert_preferences', 'alert_member_settings', 'alert_deliveries',
      'trusted_user_invitations', 'trusted_user_invitation_accounts', 'trusted_user_accounts',
      'document_uploads',
      'disputes', 'dispute_events', 'privacy_preferences', 'privacy_requests',
      'member_identity_facts', 'logout_survey_invitations', 'logout_survey_responses',
      'staff_visits', 'staff_inbox_state',
      'ira_contributions', 'ira_distribution_requests', 'dividend_postings',
      'budgets', 'savings_goals',
      'bill_pay_enrollments',
      'account_openings', 'certificate_terms', 'certificate_maturities', 'certificate_early_closures',
      'loan_applications', 'loan_application_events', 'loan_payment_schedules', 'loan_disclosures',
    ] as const;
    /** The ledger and the step-up challenges are watched too, and a session's agreements, visit, creation and end. */
    const WATCHED_TABLES = [...HASHED_TABLES, 'journals', 'transactions', 'ledger_entries', 'step_up_challenges'] as const;
    /**
     * A write log of the test's own (a table and row triggers in the test database, nothing of the product's): every
     * row inserted, updated or deleted in a watched table is logged, so "nothing changed" is "nothing was written"
     * (stricter than comparing contents, and one cheap query per cell).
     */
    const installWriteLog = async (): Promise<void> => {
      await sql.raw('create table matrix_write_log (id bigserial primary key, table_name text not null)').execute(db());
      await sql.raw(`create function matrix_log_write() returns trigger language plpgsql as $$ begin insert into matrix_write_log (table_name) values (TG_TABLE_NAME); return null; end $$`).execute(db());
      for (const table of WATCHED_TABLES) await sql.raw(`create trigger matrix_log_write after insert or update or delete on ${table} for each row execute function matrix_log_write()`).execute(db());
      await sql.raw('create trigger matrix_log_write after insert or delete or update of service_agreement_id, access_agreement_id, staff_visit_id on sessions for each row execute function matrix_log_write()').execute(db());
    };
    /** The position in the write log now. */
    const fingerprint = async (): Promise<number> => Number((await sql<{ last: string | number | null }>`select max(id) as last from matrix_write_log`.execute(db())).rows[0]?.last ?? 0);
    /** The tables written since a position in the write log. */
    const changedTables = async (since: number): Promise<string[]> =>
      (await sql<{ table_name: string }>`select distinct table_name from matrix_write_log where id > ${since} order by table_name`.execute(db())).rows.map((entry) => entry.table_name);

    // ---- Sessions: one per persona, renewed when a cell replaces or ends it -----------------------------------------

    const adoptSession = async (persona: Persona, response: LightMyRequestResponse): Promise<void> => {
      if (persona === 'anonymous') return;
      const cookie = sessionCookieOf(response);
      if (cookie === undefined) return;
      sessions.set(persona, cookie.value !== '' ? cookie.value : await signInAs(t.app, persona));
    };
    const cellOf = (persona: Persona): Cell => {
      const member = scopes.get('member')!;
      if (persona === 'anonymous') return { caller: persona, sid: undefined, user: users.get('member')!, userSid: member.holderSid, scope: member };
      const sid = sessions.get(persona)!;
      // Trusted users act under member's agreement; staff reach no account: member's ids are the ones to try for both.
      return { caller: persona, sid, user: users.get(persona)!, userSid: sid, scope: persona === 'business' ? scopes.get('business')! : member };
    };

    // ---- What the policy says, and the conditions it knows, raised on member --------------------------------------

    /** Whether config/policy.json allows a persona (as the seed makes it, without conditions) a capability. */
    const allowsCapability = (persona: Persona, capability: string): boolean => decide(policyManifest, facts.get(persona)?.subject ?? null, { capability }).allowed;
    /** A persona's facts with the policy conditions a cell runs under. */
    const factsUnder = (persona: Persona, conditions: readonly string[]): PersonaFacts => {
      const known = facts.get(persona)!;
      return known.subject === null ? known : { ...known, subject: { ...known.subject, conditions: [...known.subject.conditions, ...conditions] } };
    };
    const expectationOf = (route: Route, persona: Persona, conditions: readonly string[] = []) => {
      const declared = declarations.get(route.key);
      if (!declared) throw new Error(`${route.key} has no route declaration`);
      return expectedCell(declared, ROUTES[route.key] ?? {}, persona, factsUnder(persona, conditions));
    };

    /** Raises a condition on member (the database's triggers make every session concerned decide anew). */
    const raise = async (condition: string): Promise<void> => {
      const how = RAISE[condition];
      const memberId = scopes.get('member')!.holderUserId;
      if (!how) throw new Error(`the matrix does not know how to raise the policy's condition "${condition}": add it to RAISE`);
      if ('disclosure' in how) {
        await db().insertInto('disclosure_notices').values({ id: `matrix-pending-${condition}`, title: 'Matrix pending notice', body: 'Read me.', version: 1, effective_on: today() }).onConflict((c) => c.doNothing()).execute();
        await db().insertInto('member_disclosures').values({ user_id: memberId, notice_id: `matrix-pending-${condition}`, version: 1, required_at: t.clock.now(), accepted_at: null }).onConflict((c) => c.doNothing()).execute();
        return;
      }
      const present = await db().selectFrom('member_conditions').select('code').where('user_id', '=', memberId).where('code', '=', how.code).executeTakeFirst();
      if (!present) await db().insertInto('member_conditions').values({ user_id: memberId, code: how.code, details: '{}' }).execute();
    };
    const lift = async (condition: string): Promise<void> => {
      const how = RAISE[condition];
      const memberId = scopes.get('member')!.holderUserId;
      if (!how) return;
      if ('disclosure' in how) await db().deleteFrom('member_disclosures').where('user_id', '=', memberId).where('notice_id', '=', `matrix-pending-${condition}`).execute();
      else await db().deleteFrom('member_conditions').where('user_id', '=', memberId).where('code', '=', how.code).execute();
    };
    /**
     * After a cell: a disclosure an arranging step required of the caller and the cell did not accept stays pending no
     * longer (it would raise disclosures-pending on the caller for every later cell), nor an invitation a cell made.
     */
    const settle = async (): Promise<void> => {
      await db().deleteFrom('member_disclosures').where('notice_id', 'like', 'matrix-%').where('notice_id', 'not like', 'matrix-pending-%').where('accepted_at', 'is', null).execute();
      // The invitations cells leave waiting would reach the holder's limit of waiting invitations.
      await db().updateTable('trusted_user_invitations').set({ status: 'CANCELLED' }).where('name', '=', 'Matrix Invitee').where('status', '=', 'PENDING').execute();
    };

    const runCell = async (route: Route, persona: Persona, expected: Expected, problems: string[], label: string, arrange: () => Promise<void> = async () => undefined, rearm: () => Promise<void> = async () => undefined) => {
      const cell = cellOf(persona);
      await arrange();
      const request = await requestFor(route, cell);
      await rearm();
      const before = isMutating(route.method) && typeof expected === 'number' ? await fingerprint() : undefined;
      const response = await inject(route.method, request.url, cell.sid, request.payload, request.headers, request.remoteAddress);
      await adoptSession(persona, response);
      const got = classify(response);
      if (got !== expected) {
        const verdict = got === 'allow' || got === 'step-up' ? 'UNEXPECTED ALLOW' : expected === 'allow' || expected === 'step-up' ? 'UNEXPECTED DENY' : 'WRONG ANSWER';
        problems.push(`${verdict}: ${route.key} as ${persona}${label}: expected ${expected}, got ${got} (${response.statusCode} ${response.body.slice(0, 160)})`);
      }
      if (before !== undefined) {
        const changed = await changedTables(before);
        if (changed.length > 0) problems.push(`REFUSED BUT WROTE: ${route.key} as ${persona}${label} answered ${response.statusCode} and changed ${changed.join(', ')}`);
      }
      await settle();
    };

    beforeAll(async () => {
      started = Date.now();
      t = await createTestApp(kind, { config: { demoMode: true } });
      await installWriteLog();
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
      routes = [
        // The document leaves out its own route; it is served all the same, so it gets a row.
        { key: OPENAPI_DOCUMENT, method: 'GET', path: '/api/openapi.json' },
        ...Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.keys(operations)
            .filter((method) => ['get', 'post', 'put', 'patch', 'delete', 'report'].includes(method))
            .map((method) => ({ key: routeKey(method.toUpperCase(), path), method: method.toUpperCase() as Method, path })),
        ),
      ];
      declarations = new Map(
        t.app
          .routeGuardDeclarations()
          .flatMap((route) => route.method.split(',').map((method) => [routeKey(method, openApiPath(route.url)), { capability: route.capability ?? '', guard: route.guard ?? null, public: route.public }] as const)),
      );
      for (const persona of PERSONAS) {
        const spec = personas.find((candidate) => candidate.username === persona);
        facts.set(persona, spec === undefined ? { subject: null, permissions: [] } : { subject: personaPolicySubject(spec), permissions: profilePermissionSummary(personaAccess(spec).profile) });
      }
      categoryId = (await db().selectFrom('transaction_categories').select('id').where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
      scopes.set('member', await loadScope('member'));
      scopes.set('business', await loadScope('business'));
      for (const persona of PERSONAS) {
        if (persona === 'anonymous') continue;
        const sid = await signInAs(t.app, persona);
        sessions.set(persona, sid);
        users.set(persona, await loadUser(persona, sid));
      }
      const business = scopes.get('business')!;
      const filed = await inject('POST', '/partner/credit-card-fraud', business.holderSid, form({ arrangementId: business.accounts.creditCard.id, noticedOn: daysFromToday(-2), description: 'Not mine' }));
      businessFraudReference = new URL(String(filed.headers.location), 'http://localhost').searchParams.get('reference') ?? '';
      if (!businessFraudReference) throw new Error(`business could not file a fraud report: ${filed.statusCode} ${filed.body}`);
    });
    afterAll(async () => {
      console.log(
        `authorization matrix (${kind}): ${figures.routes} routes × ${PERSONAS.length} personas = ${figures.cells} cells; under ${Object.keys(policyManifest.conditions).length} member conditions ${figures.conditionCells} more cells; ${figures.foreign} foreign-id probes, ${figures.lists} list probes, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      await t?.close();
    });

    it('has a row for every route the server serves, a route for every row, and the OpenAPI document lists every route', () => {
      const documented = new Set(routes.map((route) => route.key));
      const declared = t.app.routeGuardDeclarations().flatMap((route) => route.method.split(',').map((method) => ({ method, url: route.url })));
      const getUrls = new Set(declared.filter((route) => route.method === 'GET').map((route) => route.url));
      const served = new Set(
        declared
          // Fastify adds a HEAD twin to every GET; the GET's row covers it.
          .filter((route) => !(route.method === 'HEAD' && getUrls.has(route.url)))
          .map((route) => routeKey(route.method, openApiPath(route.url))),
      );
      const problems: string[] = [];
      for (const key of served) if (!documented.has(key)) problems.push(`${key} is served but missing from the OpenAPI document (GET /api/openapi.json): give it a schema`);
      for (const key of documented) if (!served.has(key)) problems.push(`${key} is in the OpenAPI document but the server has no such route`);
      for (const route of routes) {
        if (!ROUTES[route.key]) problems.push(`${route.key} has no row in tests/api/authorization-matrix.table.ts ROUTES: declare what an admitted caller gets (row() when it is a plain success)`);
        const needsRequest = paramsOf(route.path).length > 0 || ['POST', 'PUT', 'PATCH', 'REPORT'].includes(route.method);
        if (needsRequest && !REQUESTS[route.key] && !BODILESS.has(route.key)) problems.push(`${route.key} takes parameters or a body: add its request to REQUESTS in tests/api/authorization-matrix.suite.ts`);
        if (paramsOf(route.path).some((name) => OWNED_PARAMS.has(name)) && !FOREIGN[route.key]) problems.push(`${route.key} takes an owned id: add its foreign-id probe to FOREIGN in tests/api/authorization-matrix.table.ts`);
      }
      for (const key of Object.keys(ROUTES)) if (!documented.has(key)) problems.push(`ROUTES row "${key}" names no route the server has: remove or rename it`);
      for (const key of Object.keys(FOREIGN)) if (!documented.has(key)) problems.push(`FOREIGN probe "${key}" names no route the server has: remove or rename it`);
      for (const key of Object.keys(REQUESTS)) if (!documented.has(key)) problems.push(`REQUESTS entry "${key}" names no route the server has: remove or rename it`);
      for (const condition of Object.keys(policyManifest.conditions)) if (!RAISE[condition]) problems.push(`the policy's condition "${condition}" is not in RAISE: say how the matrix raises it on member`);
      figures.routes = routes.length;
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it('answers every route and persona as the policy says, and a refused write changes nothing', async () => {
      const problems: string[] = [];
      for (const route of routes) {
        if (!ROUTES[route.key]) continue; // reported above
        for (const persona of PERSONAS) {
          await runCell(route, persona, expectationOf(route, persona).expected, problems, '');
          figures.cells += 1;
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 900_000);

    it('answers every route as the policy says under each member condition, for member and the trusted users acting for them', async () => {
      const problems: string[] = [];
      for (const condition of Object.keys(policyManifest.conditions)) {
        const how = RAISE[condition];
        if (!how) continue; // reported above
        const bound = 'code' in how && how.person !== true ? BOUND_BY_MEMBER : (['member'] as const);
        await raise(condition);
        for (const route of routes) {
          if (!ROUTES[route.key]) continue;
          for (const persona of bound) {
            // A cell the persona is refused anyway, or that needs no session, a condition cannot change.
            const plain = expectationOf(route, persona);
            if (plain.by !== 'admitted' && plain.by !== 'row') continue;
            const under = expectationOf(route, persona, [condition]);
            // Arranging a cell (a payment order to cancel, a token to redeem) is done without the condition, as it was
            // before it was raised; the cell itself runs under it.
            await runCell(route, persona, under.expected, problems, ` under ${condition}`, () => lift(condition), () => raise(condition));
            figures.conditionCells += 1;
          }
        }
        await lift(condition);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 1_800_000);

    it("refuses member every id that belongs to another member (business), changing nothing, with and without member's conditions", async () => {
      const problems: string[] = [];
      await keepBusinessLastFourForeign();
      for (const condition of [undefined, ...Object.keys(policyManifest.conditions)]) {
        if (condition !== undefined) await raise(condition);
        for (const route of routes) {
          const probe = FOREIGN[route.key];
          if (!probe) continue;
          // Under a condition the policy decides first: a capability it takes away (the route's, or its guard's) is 403
          // whatever the ids.
          const refused = condition !== undefined && ['policy', 'guard'].includes(expectationOf(route, 'member', [condition]).by);
          const expected = refused ? 403 : probe.expected;
          const sid = sessions.get('member');
          const cell: Cell = { caller: 'member', sid, user: users.get('business')!, userSid: scopes.get('business')!.holderSid, scope: scopes.get('business')! };
          if (condition !== undefined) await lift(condition);
          const request = await requestFor(route, cell);
          if (condition !== undefined) await raise(condition);
          const before = await fingerprint();
          const response = await inject(route.method, request.url, sid, request.payload, request.headers);
          await adoptSession('member', response);
          figures.foreign += 1;
          const label = condition === undefined ? '' : ` under ${condition}`;
          const got = classify(response);
          if (got !== expected) {
            problems.push(`${got === 'allow' || got === 'step-up' ? 'UNEXPECTED ALLOW' : 'WRONG ANSWER'}: ${route.key} as member with business's ids${label}: expected ${expected}, got ${got} (${response.statusCode} ${response.body.slice(0, 160)})`);
          }
          // What the probe wrote, read before its check redeems anything as the ids' owner.
          const changed = await changedTables(before);
          if (changed.length > 0) problems.push(`FOREIGN ID WROTE: ${route.key} as member with business's ids${label} answered ${response.statusCode} and changed ${changed.join(', ')}`);
          if (!refused) {
            const failed = await request.check?.(response);
            if (failed) problems.push(`${route.key} as member with business's ids${label}: ${failed}`);
          }
          await settle();
        }
        if (condition !== undefined) await lift(condition);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 900_000);

    it("shows member nothing of business's in any list", async () => {
      const business = scopes.get('business')!;
      // Give every list something of business's to leak: an order, a payee, an external account, a request, a check.
      const owned = [
        ...Object.values(business.accounts).map((account) => account.id),
        business.transactionId,
        business.tax.uid,
        users.get('business')!.deviceId,
        await freshKnownDevice(users.get('business')!.userId),
        businessFraudReference,
        await freshOrder(business),
        (await freshMessage(business)).id,
        await freshPayee(business),
        await freshExternalAccount(business, 'VERIFIED'),
        (await okJson<{ id: string }>('POST', '/api/arrangement-manager/client-api/v2/service-requests/overdraft-protection', business.holderSid, { accountId: business.accounts.checking.id, option: 'STANDARD' })).id,
        (
          await okJson<{ cashiersCheck: { id: string } }>('POST', '/api/payment-order-service/client-api/v2/cashiers-checks', business.holderSid, {
            fromAccountId: business.accounts.checking.id,
            amountCents: 700,
            payeeName: 'Harbor Supply',
            delivery: 'MAIL',
          })
        ).cashiersCheck.id,
        (
          await okJson<{ stopPayment: { id: string } }>('POST', '/api/payment-order-service/client-api/v2/stop-payments', business.holderSid, {
            kind: 'CHECK',
            accountId: business.accounts.checking.id,
            checkNumber: randomInt(100_000, 999_999_999),
            reason: 'STOLEN',
          })
        ).stopPayment.id,
      ];
      const lists = [
        SUMMARY,
        '/api/transaction-manager/client-api/v2/transactions?size=100',
        '/api/arrangement-manager/client-api/v2/service-requests',
        `${STATEMENTS}/v2/account`,
        `${STATEMENTS}/v3/account/tax-statements`,
        `${STATEMENTS}/v2/account/tax-statements`,
        `${STATEMENTS}/v2/orphans`,
        `${STATEMENTS}/v2/account/preferences`,
        `${ORDERS}?size=100`,
        '/api/payment-order-service/client-api/v2/external-accounts',
        '/api/payment-order-service/client-api/v2/payees',
        '/api/payment-order-service/client-api/v2/cashiers-checks',
        '/api/payment-order-service/client-api/v2/stop-payments',
        '/api/auth/tfa/devices',
        '/api/security-hub/member/devices',
        '/api/auth/tfa/options?workflow=HR',
        '/api/dev/outbox',
        '/api/member-disclosures/v1/members/disclosures/statuses/inq',
        '/partner/credit-card-fraud',
        `${CARD_API}/freeze`,
        `${CARD_API}/maintenance`,
        `${MESSAGES}?days=60`,
      ];
      const problems: string[] = [];
      for (const url of lists) {
        const response = await inject('GET', url, sessions.get('member'));
        figures.lists += 1;
        if (response.statusCode !== 200) problems.push(`${url} answered member ${response.statusCode}: ${response.body.slice(0, 160)}`);
        for (const id of owned) if (response.body.includes(id)) problems.push(`${url} shows member business's ${id}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

import { randomInt, randomUUID } from 'node:crypto';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { maturityDateOf } from '../../src/server/domain/certificates/term';
import { businessDate } from '../../src/server/domain/business-date';
import type { TestApp } from '../support/test-app';

/**
 * What the account-scope probes arrange on one member's accounts, written as the API would write it (as the
 * authorization matrix arranges its probes): an account of a kind the seed lacks, a certificate, a fresh purchase and
 * its dispute, an application, a service request, an IRA distribution request.
 */
export function scopeArrangements(t: TestApp) {
  const db = () => t.database.db;
  const today = (): string => businessDate(t.clock.now());
  const daysFromToday = (days: number): string => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  const addArrangement = async (agreementId: string, productKind: 'savings' | 'ira', name: string): Promise<string> => {
    const id = randomUUID();
    const number = `48${String(randomInt(10_000_000, 99_999_999))}`;
    await db()
      .insertInto('arrangements')
      .values({
        id,
        agreement_id: agreementId,
        external_arrangement_id: `AR-${number}`,
        external_legal_entity_id: `LE-${number}`,
        external_product_id: 'SCOPE',
        product_kind: productKind,
        product_type_name: name,
        name,
        account_number: number,
        credit_limit_cents: null,
        principal_cents: null,
        opened_on: '2015-01-05',
        state: 'ACTIVE',
        display_order: 90,
      })
      .execute();
    return id;
  };

  return {
    today,
    daysFromToday,
    addArrangement,
    /** A certificate in its term on a savings arrangement of the agreement. */
    async addCertificate(agreementId: string): Promise<string> {
      const id = await addArrangement(agreementId, 'savings', 'Scope Certificate');
      await db().insertInto('certificate_terms').values({ arrangement_id: id, product_id: 'certificate', term_months: 12, rate_bps: 425, apy_bps: 433, opened_on: today(), maturity_date: maturityDateOf(today(), 12), updated_at: t.clock.now() }).execute();
      return id;
    },
    /** A filed dispute of a purchase booked today on the account. */
    async addDispute(memberId: string, arrangementId: string): Promise<string> {
      const journalId = randomUUID();
      const transactionId = randomUUID();
      await db().insertInto('journals').values({ id: journalId, kind: 'CARD_PURCHASE', description: 'Scope purchase', posted_at: t.clock.now() }).execute();
      await db()
        .insertInto('ledger_entries')
        .values([
          { journal_id: journalId, arrangement_id: arrangementId, gl_account_id: null, amount_cents: 2_500 },
          { journal_id: journalId, arrangement_id: null, gl_account_id: GL.cardSettlement, amount_cents: -2_500 },
        ])
        .execute();
      await db()
        .insertInto('transactions')
        .values({ id: transactionId, arrangement_id: arrangementId, journal_id: journalId, booking_date: today(), description: 'Scope purchase', category: 'Shopping', amount_cents: 2_500, credit_debit: 'DEBIT', status: 'BOOKED' })
        .execute();
      const id = randomUUID();
      const now = t.clock.now();
      await db()
        .insertInto('disputes')
        .values({
          id, case_number: `DSP${today().replaceAll('-', '')}-${randomInt(100_000, 999_999)}`, member_id: memberId, user_id: memberId, transaction_id: transactionId,
          arrangement_id: arrangementId, reason_id: 'not-authorized', details: null, amount_cents: 1_000, status: 'FILED', outcome: null, filed_on: today(),
          provisional_credit_due: daysFromToday(14), resolution_due: daysFromToday(45), provisional_journal_id: null, final_journal_id: null, filed_at: now, updated_at: now,
        })
        .execute();
      return id;
    },
    /** An approved loan application of the user under the agreement, waiting to be accepted. */
    async addApplication(userId: string, agreementId: string): Promise<string> {
      const id = randomUUID();
      const now = t.clock.now();
      await db()
        .insertInto('loan_applications')
        .values({
          id, user_id: userId, agreement_id: agreementId, product_id: 'personal', product_kind: 'loan', amount_cents: 300_000, term_months: 12, answers: JSON.stringify({ consent: true }),
          status: 'APPROVED', decision_reason: null, rate_offered_bps: 899, monthly_payment_cents: 26_235, idempotency_key: `scope-${id}`, created_at: now, updated_at: now,
        })
        .execute();
      return id;
    },
    /** A service request the user submitted on the account. */
    async addServiceRequest(userId: string, arrangementId: string): Promise<string> {
      const id = randomUUID();
      await db()
        .insertInto('service_requests')
        .values({ id, user_id: userId, arrangement_id: arrangementId, kind: 'direct-deposit', payload: JSON.stringify({}), status: 'SUBMITTED', confirmation_number: `SR-${id.slice(0, 8)}`, created_at: t.clock.now() })
        .execute();
      return id;
    },
    /** A SUBMITTED distribution request out of the IRA, paid into `destinationId`. */
    async addDistributionRequest(userId: string, iraId: string, destinationId: string): Promise<string> {
      const id = randomUUID();
      await db()
        .insertInto('ira_distribution_requests')
        .values({
          id, arrangement_id: iraId, requested_by: userId, amount_cents: 100, distribution_type: 'EARLY', federal_withholding_percent: 10,
          withholding_cents: 10, destination_arrangement_id: destinationId, status: 'SUBMITTED', pays_on: daysFromToday(1), confirmation_number: `IRD-${id}`, created_at: t.clock.now(),
        })
        .execute();
      return id;
    },
  };
}

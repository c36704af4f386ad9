import type { Kysely } from 'kysely';
import type { Certificate, CertificateList, CertificateRenewalRequest } from '../../../../engine/core/generated/api.gen';
import type { CertificateTermsTable, Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { ApiProblem } from '../../errors';
import { bookedBalance, ledgerTotals } from '../balances';
import { maskAccountNumber } from '../product-summary';
import { fundingAccounts } from '../account-opening/open-account';
import { reachOf, sharedOnly, type AccountReach } from '../visible-arrangements';

type TermsRow = Selectable<CertificateTermsTable>;

/** Savings accounts (not certificates) of the session: where a maturity may move a certificate's balance. */
async function savingsTargets(db: Kysely<Database>, reach: AccountReach) {
  return (await fundingAccounts(db, reach)).filter((account) => account.product_kind === 'savings');
}

/** The session's certificates, soonest maturity first, with their ledger balances. */
export async function listCertificates(db: Kysely<Database>, reachOrIds: AccountReach | readonly string[]): Promise<CertificateList> {
  const reach = reachOf(reachOrIds);
  if (reach.agreementIds.length === 0) return { certificates: [], savingsAccounts: [] };
  const rows = await db
    .selectFrom('certificate_terms as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .selectAll('t')
    .select(['a.name', 'a.account_number', 'a.product_type_name', 'a.product_kind'])
    .where('a.agreement_id', 'in', reach.agreementIds)
    .$call(sharedOnly(reach, 'a.id'))
    .orderBy('t.state')
    .orderBy('t.maturity_date')
    .orderBy('t.arrangement_id')
    .execute();
  const totals = await ledgerTotals(db, rows.map((row) => row.arrangement_id));
  const certificates: Certificate[] = rows.map((row) => ({
    id: row.arrangement_id,
    name: row.name,
    maskedNumber: maskAccountNumber(row.account_number),
    productTypeName: row.product_type_name,
    balanceCents: bookedBalance(row.product_kind, totals.get(row.arrangement_id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 }),
    termMonths: row.term_months,
    rateBps: row.rate_bps,
    apyBps: row.apy_bps,
    openedOn: row.opened_on,
    maturityDate: row.maturity_date,
    renewalChoice: row.renewal_choice,
    transferAccountId: row.transfer_arrangement_id ?? null,
    state: row.state,
    lastMaturedOn: row.last_matured_on ?? null,
  }));
  const savings = await savingsTargets(db, reach);
  return { certificates, savingsAccounts: savings.map((account) => ({ id: account.id, name: account.name, maskedNumber: maskAccountNumber(account.account_number) })) };
}

/**
 * Sets what a certificate does at its next maturity. 404 for a certificate the session does not reach (another
 * member's id answers exactly as an unknown one); a transfer needs one of the session's own savings accounts.
 */
export async function setRenewalChoice(
  db: Kysely<Database>,
  input: { agreementIds: readonly string[]; arrangementIds: readonly string[] | null; id: string; body: CertificateRenewalRequest; now: Date },
): Promise<Certificate> {
  if (input.agreementIds.length === 0) throw new ApiProblem(404, 'NOT_FOUND');
  const own = await db
    .selectFrom('certificate_terms as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .select('t.arrangement_id')
    .where('t.arrangement_id', '=', input.id)
    .where('a.agreement_id', 'in', input.agreementIds)
    .$call(sharedOnly(input, 'a.id'))
    .executeTakeFirst();
  if (!own) throw new ApiProblem(404, 'NOT_FOUND');
  let transferId: string | null = null;
  if (input.body.renewalChoice === 'TRANSFER_TO_SAVINGS') {
    if (input.body.transferAccountId === undefined) throw new ApiProblem(400, 'BAD_REQUEST', '/transferAccountId');
    const target = (await savingsTargets(db, input)).find((account) => account.id === input.body.transferAccountId);
    if (!target) throw new ApiProblem(404, 'NOT_FOUND', '/transferAccountId');
    transferId = target.id;
  }
  const updated: TermsRow | undefined = await db
    .updateTable('certificate_terms')
    .set({ renewal_choice: input.body.renewalChoice, transfer_arrangement_id: transferId, updated_at: input.now })
    .where('arrangement_id', '=', input.id)
    .where('state', '=', 'ACTIVE')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiProblem(409, 'UNABLE_TO_COMPLETE');
  const list = await listCertificates(db, input);
  const certificate = list.certificates.find((item) => item.id === input.id);
  if (!certificate) throw new ApiProblem(404, 'NOT_FOUND');
  return certificate;
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { checkBeneficiaries, type BeneficiaryIssue } from '../../../../engine/core/beneficiary-rules';
import type { StaffBeneficiariesUpdate, StaffBeneficiaryAccount } from '../../../../engine/core/generated/api.gen';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Arrangement, BeneficiaryDesignation, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { findVisibleArrangement, visibleArrangements } from '../visible-arrangements';

const rules = staffManifest.memberService.beneficiaries;

/** An account that names beneficiaries: an IRA, or a payable-on-death account. */
const namesBeneficiaries = (arrangement: Arrangement): boolean => arrangement.product_kind === 'ira' || arrangement.payable_on_death;

/** The rule's issues as the API answers them: `{path, message}`, each message from `messages` (config/staff.json's by default). */
export function beneficiaryErrors(issues: readonly BeneficiaryIssue[], messages: Readonly<Record<BeneficiaryIssue['kind'], string>> = rules.errors): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path, message: messages[issue.kind] }));
}

/** An account's beneficiaries as the API answers them: primaries first, each designation in the order it was saved. */
export async function beneficiariesOf(db: Kysely<Database>, arrangementId: string): Promise<StaffBeneficiaryAccount['beneficiaries']> {
  const rows = await db
    .selectFrom('account_beneficiaries')
    .select(['id', 'full_name', 'relationship', 'designation', 'share_percent'])
    .where('arrangement_id', '=', arrangementId)
    .orderBy('designation', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.full_name, relationship: row.relationship, designation: row.designation, sharePercent: row.share_percent }));
}

async function toAccount(db: Kysely<Database>, arrangement: Arrangement): Promise<StaffBeneficiaryAccount> {
  return {
    arrangementId: arrangement.id,
    name: arrangement.name,
    lastFour: arrangement.account_number.slice(-4),
    kind: arrangement.product_kind === 'ira' ? 'IRA' : 'POD',
    beneficiaries: await beneficiariesOf(db, arrangement.id),
  };
}

/** Replaces an account's whole (already checked) list inside `trx`; answers how many rows it removed. */
export async function writeBeneficiaryList(trx: Transaction<Database>, arrangementId: string, list: StaffBeneficiariesUpdate['beneficiaries'], now: Date): Promise<number> {
  const removed = await trx.deleteFrom('account_beneficiaries').where('arrangement_id', '=', arrangementId).executeTakeFirst();
  if (list.length > 0) {
    await trx
      .insertInto('account_beneficiaries')
      .values(
        list.map((row, index) => ({
          id: randomUUID(),
          arrangement_id: arrangementId,
          full_name: row.fullName.trim(),
          relationship: row.relationship,
          designation: row.designation as BeneficiaryDesignation,
          share_percent: row.sharePercent,
          // One instant per row, in the order given, so the list reads back as it was sent.
          created_at: new Date(now.getTime() + index),
        })),
      )
      .execute();
  }
  return Number(removed.numDeletedRows);
}

/** The IRA and payable-on-death accounts the agreements reach (a visit: the served member's), with their beneficiaries. */
export async function beneficiaryAccounts(db: Kysely<Database>, agreementIds: readonly string[]): Promise<StaffBeneficiaryAccount[]> {
  const accounts = (await visibleArrangements(db, agreementIds)).filter(namesBeneficiaries);
  return Promise.all(accounts.map((account) => toAccount(db, account)));
}

/**
 * Replaces an account's whole beneficiary list in one transaction. The account must be one the agreements reach (a
 * visit: the served member's) and an
 * IRA or payable-on-death account (404 otherwise, before the list is looked at); a list that breaks a rule is a 400
 * with an error per field, and nothing changes either way.
 */
export async function replaceBeneficiaries(
  db: Kysely<Database>,
  now: Date,
  agreementIds: readonly string[],
  arrangementId: string,
  update: StaffBeneficiariesUpdate,
): Promise<{ ok: true; account: StaffBeneficiaryAccount; before: number } | { ok: false; errors: { path: string; message: string }[] }> {
  const arrangement = await findVisibleArrangement(db, agreementIds, arrangementId);
  if (!arrangement || arrangement.state !== 'ACTIVE' || !namesBeneficiaries(arrangement)) throw new ApiProblem(404, 'NOT_FOUND');
  const issues = checkBeneficiaries(update.beneficiaries, rules);
  if (issues.length > 0) return { ok: false, errors: beneficiaryErrors(issues) };
  const before = await db.transaction().execute((trx) => writeBeneficiaryList(trx, arrangement.id, update.beneficiaries, now));
  return { ok: true, account: await toAccount(db, arrangement), before };
}

import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AccountBeneficiariesTable } from '../db/schema';
import type { DemoRows } from './build-rows';

/**
 * The demo member's IRA names two primary beneficiaries and one contingent, so the partner page has rows to show,
 * and their payable-on-death savings names one.
 */
export function demoBeneficiaries(rows: Pick<DemoRows, 'accounts'>, now: Date): Insertable<AccountBeneficiariesTable>[] {
  const ira = rows.accounts.get('member')?.get('ira');
  const savings = rows.accounts.get('member')?.get('savings');
  if (!ira || !savings) return [];
  const beneficiary = (full_name: string, relationship: string, designation: 'PRIMARY' | 'CONTINGENT', share_percent: number, arrangement_id = ira.id) => ({
    id: randomUUID(),
    arrangement_id,
    full_name,
    relationship,
    designation,
    share_percent,
    created_at: now,
  });
  return [beneficiary('Jordan Morgan', 'Spouse', 'PRIMARY', 60), beneficiary('Casey Morgan', 'Child', 'PRIMARY', 40), beneficiary('Riley Morgan', 'Sibling', 'CONTINGENT', 100), beneficiary('Jordan Morgan', 'Spouse', 'PRIMARY', 100, savings.id)];
}

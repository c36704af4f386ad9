import type { LoanScheduleRow } from '../../engine/core/generated/api.gen';
import { ScheduleTable } from '../shared/ScheduleTable';
import { copy, resolveTemplate } from './copy';

const text = copy.myApplications;

/** A funded loan's amortisation as stored: each installment's due date (a business day), payment, split and balance. */
export function PaymentSchedule({ name, rows }: { name: string; rows: readonly LoanScheduleRow[] }) {
  const caption = resolveTemplate(text.scheduleCaption, { name });
  return <ScheduleTable block="lending" label={caption} caption={caption} columns={text.columns} rows={rows} />;
}

import type { ReactNode } from 'react';
import type { StaffAuditRow } from '../../engine/core/generated/api.gen';
import { formatAuditTime, text, type AuditTextKey } from './copy';

/** A cell that names its column, for the stacked rows of narrow screens (one child, so the label sits beside it). */
function Cell({ column, children }: { column: AuditTextKey; children: ReactNode }) {
  return (
    <td data-label={text(column)}>
      <div>{children}</div>
    </td>
  );
}

function Detail({ detail }: { detail: StaffAuditRow['detail'] }) {
  if (Object.keys(detail).length === 0) return <>{text('noDetail')}</>;
  return (
    <details className="staff-audit__detail">
      <summary>{text('showDetail')}</summary>
      <pre>{JSON.stringify(detail, null, 2)}</pre>
    </details>
  );
}

function AuditRow({ row }: { row: StaffAuditRow }) {
  return (
    <tr data-testid="staff-audit-row">
      <Cell column="columnWhen">
        <time dateTime={row.at}>{formatAuditTime(row.at)}</time>
      </Cell>
      <Cell column="columnStaff">{text('staffTemplate', { name: row.staff.fullName, username: row.staff.username })}</Cell>
      <Cell column="columnMember">{row.member === null ? text('noMember') : text('memberTemplate', { name: row.member.fullName, memberNumber: row.member.memberNumber })}</Cell>
      <Cell column="columnAction">
        <span className="staff-audit__action">{row.action}</span>
        <code className="staff-audit__route">
          {row.method} {row.route}
        </code>
      </Cell>
      <Cell column="columnStatus">{row.status ?? text('noStatus')}</Cell>
      <Cell column="columnReason">{row.reason ?? text('noReason')}</Cell>
      <Cell column="columnSource">{row.sourceIp}</Cell>
      <Cell column="columnDetail">
        <Detail detail={row.detail} />
      </Cell>
    </tr>
  );
}

/**
 * The audit rows as a table; on narrow screens (staff-audit.css) each row stacks into a card whose cells carry their
 * column's name, so nothing scrolls sideways at 375 px.
 */
export function AuditResults({ rows }: { rows: readonly StaffAuditRow[] }) {
  return (
    <table className="staff-audit__table">
      <caption className="visually-hidden">{text('resultsLabel')}</caption>
      <thead>
        <tr>
          {(['columnWhen', 'columnStaff', 'columnMember', 'columnAction', 'columnStatus', 'columnReason', 'columnSource', 'columnDetail'] as const).map((key) => (
            <th key={key} scope="col">
              {text(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <AuditRow key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import type { StaffAuditSearchRequest } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { messageOf } from '../shared/flow/flow-errors';
import { StepHeading } from '../shared/flow/StepHeading';
import { AuditFilters } from './AuditFilters';
import { AuditResults } from './AuditResults';
import { text } from './copy';
import { useStaffAudit } from './staff-audit-api';
import './staff-audit.css';

/**
 * /servicedesk/audit (guard canSearchStaffAudit): a staff supervisor searches the append-only staff audit
 * by staff user, member number and days, newest first, a page at a time. The search is itself audited by the server.
 */
export default function StaffAuditScreen() {
  const [filters, setFilters] = useState<StaffAuditSearchRequest>({});
  const [page, setPage] = useState(1);
  const audit = useStaffAudit({ ...filters, page });
  const result = audit.data;

  const search = (next: StaffAuditSearchRequest) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="staff-audit">
      <StepHeading level={1} className="flow-heading">
        {text('heading')}
      </StepHeading>
      <p className="staff-audit__intro">{text('intro')}</p>
      <AuditFilters onSearch={search} />
      <section className="staff-audit__results" aria-label={text('resultsLabel')} aria-busy={audit.isFetching || undefined}>
        {audit.isPending ? <FlowLoading text={text('loading')} /> : null}
        {audit.isError ? <FlowError text={audit.error === null ? text('loadFailed') : messageOf(audit.error)} retryLabel={text('retry')} onRetry={() => void audit.refetch()} /> : null}
        {result !== undefined && result.rows.length === 0 ? (
          <p className="staff-audit__empty card" role="status">
            {text('empty')}
          </p>
        ) : null}
        {result !== undefined && result.rows.length > 0 ? <AuditResults rows={result.rows} /> : null}
        {result !== undefined && (result.page > 1 || result.hasMore) ? (
          <nav className="staff-audit__pager" aria-label={text('pagingLabel')}>
            <button type="button" className="button button--secondary" disabled={page <= 1 || audit.isFetching} onClick={() => setPage((current) => Math.max(1, current - 1))}>
              {text('previousPage')}
            </button>
            <p role="status">{text('pageStatus', { page: result.page })}</p>
            <button type="button" className="button button--secondary" disabled={!result.hasMore || audit.isFetching} onClick={() => setPage((current) => current + 1)}>
              {text('nextPage')}
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

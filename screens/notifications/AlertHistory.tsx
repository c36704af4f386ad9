import { useId } from 'react';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { useAlertHistory } from './notifications-api';
import { formatDayTime } from '../shared/format-day';

const { copy, kinds, channels } = memberAlertsManifest;

const sentAt = formatDayTime;

/** The alerts sent to the member, newest first: when, which alert, about what, the text and how it went out. */
export function AlertHistory() {
  const headingId = useId();
  const history = useAlertHistory();
  let body;
  if (history.isPending) body = <FlowLoading text={copy.historyLoading} />;
  else if (history.isError) body = <FlowError text={copy.historyError} retryLabel={copy.retry} onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0) body = <FlowNotice text={copy.historyEmpty} />;
  else {
    body = (
      <ol className="alerts__history" data-testid="alert-history">
        {history.data.map((alert) => (
          <li key={alert.id} className="alerts__sent">
            <p className="alerts__sent-title">
              <strong>{kinds.find((kind) => kind.id === alert.kind)?.label ?? alert.kind}</strong> · {alert.subjectLabel}
            </p>
            <p>{alert.text}</p>
            <dl className="alerts__facts">
              <div>
                <dt>{copy.historyWhen}</dt>
                <dd>{sentAt(alert.sentAt)}</dd>
              </div>
              <div>
                <dt>{copy.historyChannels}</dt>
                <dd>{alert.channels.map((id) => channels.find((channel) => channel.id === id)?.label ?? id).join(', ')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="alerts__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.historyTitle}</h2>
      {body}
    </section>
  );
}

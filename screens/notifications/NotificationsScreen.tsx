import { useId } from 'react';
import { useRouteAccess } from '../../engine/react';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { StepHeading } from '../shared/flow/StepHeading';
import { AlertHistory } from './AlertHistory';
import { useAlertHistory, usePreferences, type NotificationPref } from './notifications-api';
import { PreferenceForm } from './PreferenceForm';
import './notifications.css';

const { copy, categories } = memberAlertsManifest;

function Group({ title, prefs, canEdit, emptyText, open = false }: { title: string; prefs: readonly NotificationPref[]; canEdit: boolean; emptyText?: string; open?: boolean }) {
  const headingId = useId();
  if (prefs.length === 0 && emptyText === undefined) return null;
  return (
    <section className="alerts__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {prefs.length === 0 && emptyText !== undefined ? <FlowNotice text={emptyText} /> : null}
      {prefs.map((pref) => (
        <PreferenceForm key={`${pref.arrangementsId ?? 'member'}:${pref.cardId ?? ''}`} pref={pref} canEdit={canEdit} open={open} />
      ))}
    </section>
  );
}

/**
 * /settings/notifications: the alerts of the member (Security), of each account and each card, with amounts,
 * channels and on/off, and the history of alerts sent. A session that may look but not change alerts sees them
 * read-only (the server refuses changes with 403 either way).
 */
export default function NotificationsScreen() {
  const access = useRouteAccess();
  const canEdit = access.ready && access.guards('canEditNotifications');
  const prefs = usePreferences();
  const history = useAlertHistory();
  // The preferences and the alert history appear together on the first load, so the history answering first is not
  // pushed down by the preferences.
  const firstLoading = useFirstLoad(prefs.isPending || history.isPending);
  let content;
  if (prefs.isPending) content = <FlowLoading text={copy.loading} />;
  else if (prefs.isError) content = <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void prefs.refetch()} />;
  else {
    const of = (category: string) => prefs.data.filter((pref) => pref.categoryName === category);
    content = (
      <>
        {canEdit ? null : <FlowNotice text={copy.viewOnly} role="status" />}
        <Group title={copy.memberSection} prefs={of(categories.member)} canEdit={canEdit} open />
        <Group title={copy.accountSection} prefs={of(categories.account)} canEdit={canEdit} emptyText={copy.empty} />
        <Group title={copy.cardSection} prefs={of(categories.card)} canEdit={canEdit} />
      </>
    );
  }
  return (
    <div className="alerts">
      <StepHeading level={1} className="flow-heading">
        {copy.title}
      </StepHeading>
      <p className="alerts__intro">{copy.intro}</p>
      {firstLoading ? (
        <PageSkeleton label={copy.loading} />
      ) : (
        <>
          {content}
          <AlertHistory />
        </>
      )}
    </div>
  );
}

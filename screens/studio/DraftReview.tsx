import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCan } from '../../engine/react';
import type { StudioDraft } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { messageOf } from '../shared/flow/flow-errors';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { CheckReport } from './CheckReport';
import { DraftPreview } from './DraftPreview';
import { text } from './copy';
import { publishDraft, useDraftCheck } from './studio-api';

/** One pending draft for an approver: its problems and changes, its preview in the member app, and publishing it with a reason. */
export function DraftReview({ draft }: { draft: StudioDraft }) {
  const id = useId();
  const queryClient = useQueryClient();
  const check = useDraftCheck(draft.id);
  // What the policy (config/policy.json) lets this caller do with the draft, by the decision the server applies.
  const canPreview = useCan('studio-preview');
  const canPublish = useCan('studio-publish');
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<Status | null>(null);

  const publish = async () => {
    try {
      const version = await publishDraft(draft.id, reason);
      setStatus({ text: text('published', { number: version.number }), error: false });
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
    } catch (error) {
      setStatus({ text: text('failed', { message: messageOf(error) }), error: true });
    }
  };

  return (
    <section className="studio__review card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text('reviewHeading', { title: draft.title })}</h2>
      {check.isPending ? <FlowLoading text={text('loading')} /> : null}
      {check.isError ? <FlowError text={messageOf(check.error)} retryLabel={text('retry')} onRetry={() => void check.refetch()} /> : null}
      {check.data ? <CheckReport check={check.data} idPrefix={`${id}-check`} /> : null}
      {canPreview ? <DraftPreview draft={draft} /> : null}
      {canPublish ? (
        <>
          <div className="studio__field">
            <label htmlFor={`${id}-reason`}>{text('reasonLabel')}</label>
            <textarea id={`${id}-reason`} value={reason} rows={2} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </div>
          <div className="studio__actions">
            <button type="button" className="button" disabled={reason.trim() === ''} onClick={() => void publish()}>
              {text('publish')}
            </button>
          </div>
        </>
      ) : null}
      <StatusMessage status={status} />
    </section>
  );
}

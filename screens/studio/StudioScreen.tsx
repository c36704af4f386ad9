import { useState } from 'react';
import { useCan } from '../../engine/react';
import type { StudioDraft } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { messageOf } from '../shared/flow/flow-errors';
import { StepHeading } from '../shared/flow/StepHeading';
import { text } from './copy';
import { DraftEditor } from './DraftEditor';
import { DraftReview } from './DraftReview';
import { useDrafts, useStudioManifests, useVersions } from './studio-api';
import { VersionList } from './VersionList';
import './studio.css';

/**
 * /studio (guard canUseStudio): a product owner edits the menus and the limits and submits a draft; an approver
 * reviews the drafts others wrote (problems, changes) and publishes one with a reason; the versions list restores an
 * earlier one. What each may do the server decides (config/policy.json studio-review, studio-edit, studio-publish,
 * studio-preview); the page offers an action only where the same policy decision allows it.
 */
export default function StudioScreen() {
  const drafts = useDrafts();
  const versions = useVersions();
  const manifests = useStudioManifests();
  // Writing drafts is studio-edit (config/policy.json): the editor is offered only to whom the server allows it.
  const canEdit = useCan('studio-edit');
  // The draft under review is kept as it was chosen: once published it leaves the pending list, and its review stays
  // on the page with the outcome.
  const [selected, setSelected] = useState<StudioDraft | null>(null);

  return (
    <div className="studio">
      <StepHeading level={1} className="flow-heading">
        {text('heading')}
      </StepHeading>
      <p>{text('intro')}</p>
      <section className="studio__drafts card" aria-labelledby="studio-drafts">
        <h2 id="studio-drafts">{text('draftsHeading')}</h2>
        {drafts.isPending ? <FlowLoading text={text('loading')} /> : null}
        {drafts.isError ? <FlowError text={messageOf(drafts.error)} retryLabel={text('retry')} onRetry={() => void drafts.refetch()} /> : null}
        {drafts.data?.drafts.length === 0 ? <p>{text('noDrafts')}</p> : null}
        <ul>
          {drafts.data?.drafts.map((draft) => (
            <li key={draft.id}>
              {text('draftBy', { title: draft.title, author: draft.author.name })}{' '}
              <button type="button" className="button button--secondary" aria-pressed={selected?.id === draft.id} onClick={() => setSelected(draft)}>
                {text('review')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected ? <DraftReview key={selected.id} draft={selected} /> : null}
      {manifests.isPending ? <FlowLoading text={text('loading')} /> : null}
      {manifests.isError ? <FlowError text={messageOf(manifests.error)} retryLabel={text('retry')} onRetry={() => void manifests.refetch()} /> : null}
      {/* A new version starts the editor again from it: an edit never rests on a version no longer in force. */}
      {canEdit && manifests.data ? <DraftEditor key={manifests.data.currentVersion} inForce={manifests.data.manifests} wordsOnly={manifests.data.wordsOnly} /> : null}
      <section className="studio__history card" aria-labelledby="studio-versions">
        <h2 id="studio-versions">{text('versionsHeading')}</h2>
        {versions.isPending ? <FlowLoading text={text('loading')} /> : null}
        {versions.isError ? <FlowError text={messageOf(versions.error)} retryLabel={text('retry')} onRetry={() => void versions.refetch()} /> : null}
        {versions.data ? <VersionList versions={versions.data.versions} currentVersion={versions.data.currentVersion} /> : null}
      </section>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StudioVersion } from '../../engine/core/generated/api.gen';
import { useCan } from '../../engine/react';
import { messageOf } from '../shared/flow/flow-errors';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { text } from './copy';
import { restoreVersion } from './studio-api';

function describe(version: StudioVersion): string {
  if (version.number === 0) return text('versionRelease');
  const author = version.author?.name ?? '';
  if (version.restoredFrom !== null) return text('versionRestoredBy', { from: version.restoredFrom, author, reason: version.reason });
  return text('versionBy', { author, approver: version.approver?.name ?? '', reason: version.reason });
}

/** One version with its Restore (a reason asked), unless it is the one in force. */
function VersionRow({ version, current }: { version: StudioVersion; current: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  // Restoring is a studio-edit action (config/policy.json): offered only to whom the server allows it.
  const canRestore = useCan('studio-edit');
  const restore = async () => {
    try {
      const restored = await restoreVersion(version.number, reason);
      setStatus({ text: text('restored', { number: restored.number, from: version.number }), error: false });
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
    } catch (error) {
      setStatus({ text: text('failed', { message: messageOf(error) }), error: true });
    }
  };
  return (
    <li className="studio__version">
      <h3>
        {version.number === 0 ? text('versionRelease') : text('versionNumber', { number: version.number })}
        {current ? <span className="studio__current"> ({text('versionCurrent')})</span> : null}
      </h3>
      {version.number === 0 ? null : <p>{describe(version)}</p>}
      {current || !canRestore ? null : (
        <div className="studio__restore">
          <label htmlFor={`${id}-reason`}>{text('restoreReasonLabel', { number: version.number })}</label>
          <input id={`${id}-reason`} type="text" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          <button type="button" className="button button--secondary" disabled={reason.trim() === ''} onClick={() => void restore()}>
            {text('restore', { number: version.number })}
          </button>
        </div>
      )}
      <StatusMessage status={status} />
    </li>
  );
}

/** Every published version, newest first, down to the release's own manifests. */
export function VersionList({ versions, currentVersion }: { versions: readonly StudioVersion[]; currentVersion: number }) {
  return (
    <ol className="studio__versions">
      {versions.map((version) => (
        <VersionRow key={version.number} version={version} current={version.number === currentVersion} />
      ))}
    </ol>
  );
}

import { forwardRef } from 'react';
import type { StudioDraftCheck } from '../../engine/core/generated/api.gen';
import { text } from './copy';

const shown = (value: unknown): string => (value === undefined ? text('absent') : JSON.stringify(value));

/**
 * A draft's problems, each by manifest and pointer, and its changes (pointer, before, after). The problems' heading
 * takes focus when a check finds some, so a keyboard or screen-reader user lands on them. Its parts are headed, not
 * landmarks: the editor and a review each show one, inside their own named regions.
 */
export const CheckReport = forwardRef<HTMLHeadingElement, { check: StudioDraftCheck; idPrefix: string }>(function CheckReport({ check, idPrefix }, problemsHeading) {
  return (
    <div className="studio__report">
      <div>
        <h3 id={`${idPrefix}-issues`} ref={problemsHeading} tabIndex={-1}>
          {text('issuesHeading')}
        </h3>
        {check.issues.length === 0 ? (
          <p role="status">{text('noIssues')}</p>
        ) : (
          <ul className="studio__issues">
            {check.issues.map((issue) => (
              <li key={`${issue.manifest}${issue.pointer}${issue.message}`}>{text('issue', { manifest: issue.manifest, pointer: issue.pointer === '' ? '/' : issue.pointer, message: issue.message })}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 id={`${idPrefix}-changes`}>{text('changesHeading')}</h3>
        {check.changes.length === 0 ? (
          <p>{text('noChanges')}</p>
        ) : (
          <div className="studio__table-scroll">
            <table className="studio__changes">
              <thead>
                <tr>
                  <th scope="col">{text('pointerColumn')}</th>
                  <th scope="col">{text('beforeColumn')}</th>
                  <th scope="col">{text('afterColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {check.changes.map((change) => (
                  <tr key={`${change.manifest}${change.pointer}`}>
                    <th scope="row">
                      <code>
                        {change.manifest}
                        {change.pointer}
                      </code>
                    </th>
                    <td>
                      <code>{shown(change.before)}</code>
                    </td>
                    <td>
                      <code>{shown(change.after)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
});

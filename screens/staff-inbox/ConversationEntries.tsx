import type { StaffInboxEntry } from '../../engine/core/generated/api.gen';
import { copy, formatWhen } from './copy';
import { EntryFiles } from './EntryFiles';

/** Every message of the conversation, oldest first, with who wrote it and when, and its files to download. */
export function ConversationEntries({ entries, headingId, fileHref }: { entries: readonly StaffInboxEntry[]; headingId: string; fileHref: (attachmentId: string) => string }) {
  return (
    <section className="staff-inbox__entries" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.entriesHeading}</h3>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} className={`staff-inbox__entry staff-inbox__entry--${entry.author}`} data-testid="inbox-entry">
            <p className="staff-inbox__entry-head">
              <span className="staff-inbox__entry-author">
                {copy.authors[entry.author]}
                {entry.authorName === null ? null : `: ${entry.authorName}`}
              </span>{' '}
              <time dateTime={entry.sentAt}>{formatWhen(entry.sentAt)}</time>
            </p>
            {entry.subject === undefined ? null : <p className="staff-inbox__entry-subject">{entry.subject}</p>}
            <p className="staff-inbox__entry-body">{entry.body}</p>
            {entry.attachments === undefined ? null : <EntryFiles files={entry.attachments} hrefOf={fileHref} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

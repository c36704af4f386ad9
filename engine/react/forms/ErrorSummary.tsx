import { useId } from 'react';
import type { MouseEvent, Ref } from 'react';
import type { ErrorLink } from '../../core/forms/field-errors';

/** One entry of the error summary; `fieldId` links it to its field ("" path errors have none). */
export interface SummaryEntry {
  readonly key: string;
  readonly message: string;
  readonly fieldId?: string;
  readonly link?: ErrorLink;
}

interface ErrorSummaryProps {
  readonly heading: string;
  readonly entries: readonly SummaryEntry[];
  readonly ref?: Ref<HTMLDivElement>;
}

const CONTROLS = 'input, select, textarea, button';

/** A group of controls (a fieldset of checkboxes) cannot take focus itself: its first control does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const target = field.matches(CONTROLS) ? field : (field.querySelector<HTMLElement>(CONTROLS) ?? field);
  target.focus();
}

/**
 * The list of a form's errors after a failed submit: an alert that the form focuses, each entry a link that moves
 * focus to its field.
 */
export function ErrorSummary({ heading, entries, ref }: ErrorSummaryProps) {
  const headingId = useId();
  return (
    <div className="form-error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1} ref={ref}>
      <h2 className="form-error-summary__heading" id={headingId}>
        {heading}
      </h2>
      <ul className="form-error-summary__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.fieldId ? (
              <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId ?? '')}>
                {entry.message}
              </a>
            ) : (
              entry.message
            )}
            {entry.link ? <a href={entry.link.href}>{entry.link.label}</a> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

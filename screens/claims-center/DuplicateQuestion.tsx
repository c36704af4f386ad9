import { formatCents, resolveTemplate } from '../../engine/core';
import type { DisputeDuplicateChoice } from '../../engine/core/generated/api.gen';
import { formatDay } from '../shared/format-day';
import { copy } from './claims-copy';

interface DuplicateQuestionProps {
  readonly id: string;
  readonly choices: readonly DisputeDuplicateChoice[];
  readonly value: string;
  readonly onChange: (transactionId: string) => void;
  readonly error: string | undefined;
}

/**
 * Which charge the disputed one duplicates: the same account's other recent charges as the server offers them, those
 * with the same merchant and amount first and marked so.
 */
export function DuplicateQuestion({ id, choices, value, onChange, error }: DuplicateQuestionProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}>
      <legend>{copy.duplicateLegend}</legend>
      {choices.length === 0 ? (
        <p id={hintId}>{copy.duplicateNone}</p>
      ) : (
        <>
          <span id={hintId} className="member-requests__hint">{copy.duplicateHint}</span>
          {choices.map((choice) => (
            <label key={choice.transactionId} className="member-requests__choice">
              <input
                type="radio"
                name="duplicate-of"
                value={choice.transactionId}
                checked={value === choice.transactionId}
                onChange={() => onChange(choice.transactionId)}
                aria-invalid={error === undefined ? undefined : true}
              />
              <span>
                {resolveTemplate(copy.duplicateOption, { description: choice.description, date: formatDay(choice.bookingDate), amount: formatCents(choice.amountCents) })}
                {choice.sameCharge ? <span className="member-requests__hint">{copy.duplicateSameCharge}</span> : null}
              </span>
            </label>
          ))}
        </>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="member-requests__error">{error}</p>
      )}
    </fieldset>
  );
}

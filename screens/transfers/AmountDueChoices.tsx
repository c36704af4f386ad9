import { useId } from 'react';
import { amountChoices, formatCents, resolveTemplate, type AmountChoice, type AmountChoiceId } from '../../engine/core';
import type { AccountDetail } from '../../engine/core/generated/api.gen';
import { moveMoneyCopy as copy } from './move-money-copy';

function labelOf(choice: AmountChoice): string {
  const amount = formatCents(choice.amountCents ?? 0);
  if (choice.id === 'totalDue') return resolveTemplate(copy.amountChoiceTotalDue, { amount });
  if (choice.id === 'currentDue') return resolveTemplate(copy.amountChoiceCurrentDue, { amount });
  return copy.amountChoiceOther;
}

/** The choices a card or loan being paid offers (engine/core amountChoices), or just another amount. */
export function choicesOf(account: AccountDetail | undefined): AmountChoice[] {
  return amountChoices({ currentDueCents: account?.details.minimumDueCents ?? 0, pastDueCents: account?.details.pastDueCents ?? 0 });
}

/**
 * How much to pay a card or loan: past due plus current, the current amount due, or another amount (typed in the
 * form). A radio group with a legend; shown only when the account has something due.
 */
export function AmountDueChoices(props: { choices: readonly AmountChoice[]; chosen: AmountChoiceId; onChoose: (choice: AmountChoice) => void }) {
  const name = useId();
  if (props.choices.length < 2) return null;
  return (
    <fieldset className="move-money__amount-choices">
      <legend>{copy.amountChoiceLegend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.id} className="move-money__amount-choice">
          <input type="radio" name={name} value={choice.id} checked={props.chosen === choice.id} onChange={() => props.onChoose(choice)} />
          <span>{labelOf(choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}

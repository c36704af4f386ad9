import type { WidgetProps } from '@rjsf/utils';
import { optionId, titleId } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from './described-by';
import { choicesFor } from './choice-list';

const selected = (value: unknown): readonly string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * `"ui:widget": "choice-checkboxes"` on an array of strings, with `"ui:options": { "choiceList": "<name>" }`: one
 * checkbox per choice the screen supplied (cards, countries) in a fieldset named by the field title; the value is
 * the chosen ids in the list's order.
 */
export function ChoiceCheckboxesWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus } = props;
  const choices = choicesFor(props);
  const error = useFormUi().errorFor(id);
  const chosen = selected(value);
  const toggle = (choiceId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choiceId);
    else next.delete(choiceId);
    return choices.map((choice) => choice.id).filter((choiceId2) => next.has(choiceId2));
  };
  return (
    <fieldset
      className="form-choices"
      id={id}
      aria-describedby={describedBy(props, error)}
    >
      <legend className="form-field__label" id={titleId(id)}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className="form-choices__list">
        {choices.map((choice, index) => (
          <div className="form-check" key={choice.id}>
            <input
              type="checkbox"
              className="form-check__input"
              id={optionId(id, index)}
              name={`${id}__${choice.id}`}
              checked={chosen.includes(choice.id)}
              disabled={disabled || readonly}
              onChange={(event) => onChange(toggle(choice.id, event.target.checked))}
              onBlur={() => onBlur(id, chosen)}
              onFocus={() => onFocus(id, chosen)}
            />
            <label className="form-check__label" htmlFor={optionId(id, index)}>
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

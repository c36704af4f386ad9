import type { WidgetProps } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from './described-by';

/** One choice of a picker whose options come from the form context. */
export interface ContextChoice {
  readonly id: string;
  readonly label: string;
  /** The `<optgroup>` the choice is listed under. */
  readonly group?: string;
}

function optionOf(choice: ContextChoice) {
  return (
    <option key={choice.id} value={choice.id}>
      {choice.label}
    </option>
  );
}

/** Choices without a group first, then each group (in order of first appearance) as an `<optgroup>`. */
function groupedOptions(choices: readonly ContextChoice[]) {
  const groups = new Map<string, ContextChoice[]>();
  for (const choice of choices) if (choice.group !== undefined) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [
    ...choices.filter((choice) => choice.group === undefined).map(optionOf),
    ...[...groups].map(([label, members]) => (
      <optgroup key={`group:${label}`} label={label}>
        {members.map(optionOf)}
      </optgroup>
    )),
  ];
}

/** A `<select>` of choices a screen supplied, stored by id; the shared body of the account and payee pickers. */
export function ContextSelect({ choices, describedByIds = [], ...props }: WidgetProps & { readonly choices: readonly ContextChoice[]; readonly describedByIds?: readonly string[] }) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const error = useFormUi().errorFor(id);
  const pick = (choiceId: string) => (choiceId === '' ? undefined : choiceId);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error, ...describedByIds)}
      onChange={(event) => onChange(pick(event.target.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
    >
      <option value="">{placeholder ?? ''}</option>
      {groupedOptions(choices)}
    </select>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { ContextSelect } from './ContextSelect';
import { choicesFor, typedChoice } from './choice-list';

/**
 * `"ui:widget": "choice-picker"` with `"ui:options": { "choiceList": "<name>" }`: a `<select>` of choices the screen
 * supplied at run time (the allowed due days, say), stored by id: as a number when the field is an integer.
 */
export function ChoicePickerWidget(props: WidgetProps) {
  const choices = choicesFor(props);
  const type = props.schema.type;
  return (
    <ContextSelect
      {...props}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      onChange={(value: unknown) => props.onChange(typedChoice(type, typeof value === 'string' ? value : ''))}
      onBlur={(id: string, value: unknown) => props.onBlur(id, typedChoice(type, typeof value === 'string' ? value : ''))}
      onFocus={(id: string, value: unknown) => props.onFocus(id, typedChoice(type, typeof value === 'string' ? value : ''))}
      choices={choices}
    />
  );
}

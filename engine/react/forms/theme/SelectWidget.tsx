import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from '../widgets/described-by';

/** A single-choice `<select>` for enums, with an empty first option holding the placeholder. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const error = useFormUi().errorFor(id);
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={enumOptionSelectedValue(value, enumOptions, false, format, '') as string}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error)}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.target.value))}
      onBlur={(event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event.target.value))}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event.target.value))}
    >
      <option value="">{placeholder ?? ''}</option>
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={enumDisabled?.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}

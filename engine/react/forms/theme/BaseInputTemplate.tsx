import type { ChangeEvent, FocusEvent } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from '../widgets/described-by';

/** The `<input>` behind rjsf's text-like widgets, with aria-invalid and aria-describedby wired to the field. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, placeholder, onBlur, onFocus, onChange } = props;
  const { options, schema, type, onChangeOverride } = props;
  const error = useFormUi().errorFor(id);
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      id={id}
      name={htmlName || id}
      className="form-control"
      {...inputProps}
      value={shown}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}

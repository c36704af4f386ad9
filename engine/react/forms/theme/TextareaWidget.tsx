import type { WidgetProps } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from '../widgets/described-by';

/** A `<textarea>` (`"ui:widget": "textarea"`, rows from `ui:options.rows`). */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  const error = useFormUi().errorFor(id);
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-control"
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

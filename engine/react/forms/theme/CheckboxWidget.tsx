import type { WidgetProps } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from '../widgets/described-by';

/** A single checkbox labelled by its field title (the field template shows no separate label for it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, onChange, onBlur, onFocus } = props;
  const error = useFormUi().errorFor(id);
  return (
    <div className="form-check">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="form-check__input"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props, error)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label className="form-check__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

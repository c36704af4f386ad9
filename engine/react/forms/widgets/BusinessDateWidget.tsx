import type { WidgetProps } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { nonBusinessDayMessage } from '../../../core/forms/business-date-check';
import { describedBy } from './described-by';

/**
 * `"ui:widget": "business-date"`: a native date input (ISO yyyy-mm-dd). A weekend or Federal Reserve holiday gets a
 * notice naming the next business day; with `"ui:options": { "businessDaysOnly": true }` it is an error instead
 * (the same rule runs on the server).
 */
export function BusinessDateWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const ui = useFormUi();
  const error = ui.errorFor(id);
  const hintId = `${id}__hint`;
  const hint = options.businessDaysOnly === true ? undefined : nonBusinessDayMessage(value, ui.copy);
  const pick = (date: string) => (date === '' ? undefined : date);
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        className="form-control"
        type="date"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props, error, ...(hint ? [hintId] : []))}
        onChange={(event) => onChange(pick(event.target.value))}
        onBlur={(event) => onBlur(id, pick(event.target.value))}
        onFocus={(event) => onFocus(id, pick(event.target.value))}
      />
      <p className="form-field__hint" id={hintId} aria-live="polite">
        {hint}
      </p>
    </>
  );
}

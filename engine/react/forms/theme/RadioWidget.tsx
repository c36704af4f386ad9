import type { WidgetProps } from '@rjsf/utils';
import { enumOptionValueEncoder, enumOptionsIsSelected, getOptionValueFormat, optionId, titleId } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';
import { describedBy } from '../widgets/described-by';

/** A radio group named by the field label (the field template gives that label the title id). */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled } = options;
  const error = useFormUi().errorFor(id);
  const format = getOptionValueFormat(options);
  return (
    <div
      className="form-radio-group"
      id={id}
      role="radiogroup"
      aria-labelledby={titleId(id)}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error)}
    >
      {enumOptions.map((option, index) => (
        <div className="form-check" key={String(option.value)}>
          <input
            type="radio"
            className="form-check__input"
            id={optionId(id, index)}
            name={htmlName || id}
            value={enumOptionValueEncoder(option.value, index, format)}
            checked={enumOptionsIsSelected(option.value, value)}
            disabled={disabled || readonly || enumDisabled?.includes(option.value)}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label className="form-check__label" htmlFor={optionId(id, index)}>
            {option.label}
          </label>
        </div>
      ))}
    </div>
  );
}

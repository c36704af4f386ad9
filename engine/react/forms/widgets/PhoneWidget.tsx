import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhone } from '../../../core/phone';
import { useFormUi } from '../form-ui-context';
import { describedBy } from './described-by';

const digitsOf = (text: string) => text.replace(/\D/g, '');
const shown = (value: unknown) => (typeof value === 'string' ? formatPhone(value) : '');

/** `"ui:widget": "phone"`: stores the digits ("8005550199"), shows them formatted ("(800) 555-0199") once left. */
export function PhoneWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const error = useFormUi().errorFor(id);
  const [text, setText] = useState(() => shown(value));

  // A value set from outside replaces the text unless the text already holds those digits.
  useEffect(() => {
    setText((current) => (digitsOf(current) === (typeof value === 'string' ? value : '') ? current : shown(value)));
  }, [value]);

  return (
    <input
      id={id}
      name={htmlName || id}
      className="form-control"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props, error)}
      onChange={(event) => {
        setText(event.target.value);
        const digits = digitsOf(event.target.value);
        onChange(digits === '' ? undefined : digits);
      }}
      onBlur={() => {
        if (typeof value === 'string') setText(formatPhone(value));
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}

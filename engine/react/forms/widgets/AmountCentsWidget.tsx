import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatCents, parseAmountToCents } from '../../../core/money';
import { resolveTemplate } from '../../../core/template';
import { useFormUi } from '../form-ui-context';
import { describedBy } from './described-by';

function dollars(cents: unknown): string {
  return typeof cents === 'number' && Number.isSafeInteger(cents) ? formatCents(cents).replace(/^\$/, '') : '';
}

/**
 * `"ui:widget": "amount-cents"`: the member types dollars ("1,234.5"), the form stores integer cents (123450).
 * Text that is not an amount clears the value and reports the configured format message.
 */
export function AmountCentsWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, label, onChange, onBlur, onFocus } = props;
  const ui = useFormUi();
  const error = ui.errorFor(id);
  const [text, setText] = useState(() => dollars(value));

  // A value set from outside (a reset, a prefilled amount) replaces the text unless the text already means it.
  useEffect(() => {
    setText((current) => {
      const parsed = parseAmountToCents(current);
      if (typeof value === 'number') return parsed === value ? current : dollars(value);
      return parsed === null ? current : '';
    });
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const cents = next.trim() === '' ? undefined : parseAmountToCents(next);
    ui.reportWidgetError(id, cents === null ? resolveTemplate(ui.copy.amountFormat, { label }) : undefined);
    onChange(cents ?? undefined);
  };

  return (
    <div className="form-amount">
      <span className="form-amount__symbol" aria-hidden="true">
        $
      </span>
      <input
        id={id}
        name={htmlName || id}
        className="form-control"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props, error)}
        onChange={handleChange}
        onBlur={() => {
          if (typeof value === 'number') setText(dollars(value));
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}

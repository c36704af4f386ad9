import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId, helpId, titleId } from '@rjsf/utils';
import { useFormUi } from '../form-ui-context';

const CONTAINER_TYPES: ReadonlySet<unknown> = new Set(['object', 'array']);

/**
 * One field: label, description, the widget, its error and help. The error element is always present so that
 * widgets can point aria-describedby at it; it is filled only once the field was touched or a submit was tried.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawDescription, rawHelp, hidden, required, displayLabel, schema } = props;
  const ui = useFormUi();
  if (hidden) return <div hidden>{children}</div>;
  if (id === props.registry.globalFormOptions.idPrefix) return children;
  const error = ui.errorFor(id);
  const container = CONTAINER_TYPES.has(schema.type);
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      {displayLabel && !container && (
        <label className="form-field__label" htmlFor={id} id={titleId(id)}>
          {label}
          {required && (
            <span className="form-field__required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {rawDescription && !container && (
        <p className="form-field__description" id={descriptionId(id)}>
          {rawDescription}
        </p>
      )}
      {children}
      <p className="form-field__error" id={errorId(id)}>
        {error}
      </p>
      {rawHelp && (
        <p className="form-field__help" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
    </div>
  );
}

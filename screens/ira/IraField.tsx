import { useId, type ReactElement, cloneElement } from 'react';

/** A labelled field with its hint and error tied to the control by aria-describedby. */
export function IraField({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="ira__field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="ira__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ira__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

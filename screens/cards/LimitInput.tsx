import { useId } from 'react';
import { cardsManifest } from '../../src/manifests/card-manifest';

const copy = cardsManifest.copy.cardServices.protections;

export interface LimitInputProps {
  readonly label: string;
  /** What the member typed, in dollars ("250.00"); empty for no limit. */
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (text: string) => void;
}

/** A spending limit in dollars, blank for none, with its hint and (after a failed save) its error. */
export function LimitInput({ label, value, error, onChange }: LimitInputProps) {
  const id = useId();
  return (
    <div className="card-services__picker">
      <label className="card-services__label" htmlFor={id}>
        {label}
      </label>
      <p className="card-services__hint" id={`${id}-hint`}>
        {copy.limitHint}
      </p>
      <input
        id={id}
        className="card-services__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="card-services__error" id={`${id}-error`}>
        {error}
      </p>
    </div>
  );
}

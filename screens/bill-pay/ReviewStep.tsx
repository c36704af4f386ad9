import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';

export interface ReviewRow {
  readonly label: string;
  readonly value: string;
}

export interface ReviewStepProps {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly rows: readonly ReviewRow[];
  /** Server notes (date moved to a business day, funds availability). */
  readonly notes?: readonly string[];
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly editLabel: string;
  readonly submitting: boolean;
  readonly onEdit: () => void;
  readonly onConfirm: () => void;
  readonly children?: ReactNode;
}

/** The review step of a money flow: what will be sent, with Submit and Edit (back to the form, data kept). */
export function ReviewStep(props: ReviewStepProps) {
  return (
    <section className="pay-step card" aria-labelledby={props.id}>
      <StepHeading id={props.id}>{props.heading}</StepHeading>
      <p>{props.intro}</p>
      <FactList rows={props.rows} />
      {props.notes && props.notes.length > 0 ? (
        <ul className="pay-notes">
          {props.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {props.children}
      <p className="pay-actions">
        <button type="button" className="button" onClick={props.onConfirm} disabled={props.submitting} aria-busy={props.submitting}>
          {props.submitting ? props.submittingLabel : props.submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onEdit} disabled={props.submitting}>
          {props.editLabel}
        </button>
      </p>
    </section>
  );
}

/** Label/value pairs as a description list that stacks on small screens. */
export function FactList({ rows }: { rows: readonly ReviewRow[] }) {
  return (
    <dl className="pay-facts">
      {rows.map((row) => (
        <div key={row.label} className="pay-fact">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

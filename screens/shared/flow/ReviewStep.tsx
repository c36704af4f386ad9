import type { ReactNode } from 'react';
import { FactList } from './FactList';
import type { Fact } from './FactList';
import { FlowNotes } from './FlowNotes';
import { StepHeading } from './StepHeading';
import './flow.css';

/** The review step's copy: each screen's copy.json section has these keys. */
export interface ReviewCopy {
  readonly reviewHeading: string;
  readonly reviewIntro: string;
  readonly reviewSubmit: string;
  readonly reviewEdit: string;
  readonly submitting: string;
}

export interface ReviewStepProps {
  readonly id: string;
  readonly copy: ReviewCopy;
  readonly rows: readonly Fact[];
  /** Server notes (date moved to a business day, funds availability). */
  readonly notes?: readonly string[];
  readonly notesHeading?: string;
  /** Why the last submit failed, when the member stays on the review to submit again (same Idempotency-Key). */
  readonly error?: string | null;
  readonly submitting: boolean;
  readonly onEdit: () => void;
  readonly onConfirm: () => void;
  readonly children?: ReactNode;
}

/** The review step of a flow: what will be sent, with Submit and Edit (back to the form, data kept). */
export function ReviewStep(props: ReviewStepProps) {
  return (
    <section className="flow-step card" aria-labelledby={props.id}>
      <StepHeading id={props.id}>{props.copy.reviewHeading}</StepHeading>
      <p>{props.copy.reviewIntro}</p>
      <FactList rows={props.rows} />
      <FlowNotes notes={props.notes} heading={props.notesHeading} />
      {props.children}
      {props.error ? (
        <p className="flow-error" role="alert">
          {props.error}
        </p>
      ) : null}
      <p className="flow-actions">
        <button type="button" className="button" onClick={props.onConfirm} disabled={props.submitting} aria-busy={props.submitting}>
          {props.submitting ? props.copy.submitting : props.copy.reviewSubmit}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onEdit} disabled={props.submitting}>
          {props.copy.reviewEdit}
        </button>
      </p>
    </section>
  );
}

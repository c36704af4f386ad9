import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';

export interface ConfirmationStepProps {
  readonly id: string;
  readonly heading: string;
  readonly body: string;
  readonly numberLabel: string;
  readonly confirmationNumber: string;
  /** The ways on (links or buttons). */
  readonly children?: ReactNode;
}

/** The request was recorded: its confirmation number, and the ways on. Takes focus so screen readers hear it. */
export function ConfirmationStep(props: ConfirmationStepProps) {
  return (
    <section className="pay-step card" aria-labelledby={props.id}>
      <StepHeading id={props.id}>{props.heading}</StepHeading>
      <p>{props.body}</p>
      <dl className="pay-facts">
        <div className="pay-fact">
          <dt>{props.numberLabel}</dt>
          <dd data-testid="confirmation-number">{props.confirmationNumber}</dd>
        </div>
      </dl>
      <p className="pay-actions">{props.children}</p>
    </section>
  );
}

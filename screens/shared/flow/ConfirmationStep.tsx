import type { ReactNode } from 'react';
import { resolveTemplate } from '../../../engine/core';
import { FactList } from './FactList';
import type { Fact } from './FactList';
import { FlowNotes } from './FlowNotes';
import { StepHeading } from './StepHeading';
import './flow.css';

export interface ConfirmationStepProps {
  readonly id: string;
  readonly heading: string;
  readonly body: string;
  readonly numberLabel: string;
  readonly confirmationNumber: string;
  /** Facts after the confirmation number (amount, date). */
  readonly rows?: readonly Fact[];
  readonly notes?: readonly string[];
  /** The ways on (links or buttons). */
  readonly children?: ReactNode;
}

/** The confirmation copy of a screen whose copy.json section has these keys (the body names {confirmationNumber}). */
export interface ConfirmationCopy {
  readonly confirmationHeading: string;
  readonly confirmationBody: string;
  readonly confirmationNumberLabel: string;
}

/** Heading, body and number props of a ConfirmationStep from a screen's confirmation copy. */
export const confirmationText = (copy: ConfirmationCopy, confirmationNumber: string) => ({
  heading: copy.confirmationHeading,
  body: resolveTemplate(copy.confirmationBody, { confirmationNumber }),
  numberLabel: copy.confirmationNumberLabel,
  confirmationNumber,
});

/** The request was recorded: its confirmation number, and the ways on. Takes focus so screen readers hear it. */
export function ConfirmationStep(props: ConfirmationStepProps) {
  return (
    <section className="flow-step card" aria-labelledby={props.id}>
      <StepHeading id={props.id}>{props.heading}</StepHeading>
      <p>{props.body}</p>
      <FactList rows={[{ label: props.numberLabel, value: props.confirmationNumber, testId: 'confirmation-number' }, ...(props.rows ?? [])]} />
      <FlowNotes notes={props.notes} />
      <p className="flow-actions">{props.children}</p>
    </section>
  );
}

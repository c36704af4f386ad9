import type { ReactNode } from 'react';
import './flow.css';

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
  /** data-testid on the value, for the one fact tests look up (the confirmation number). */
  readonly testId?: string;
}

/** Label/value pairs as a description list that stacks on small screens. */
export function FactList({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="flow-facts">
      {rows.map((row) => (
        <div key={row.label} className="flow-fact">
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

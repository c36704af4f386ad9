import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface StepHeadingProps {
  readonly id: string;
  readonly children: ReactNode;
  /** Move focus here when the heading appears (a step change), so keyboard and screen-reader users follow along. */
  readonly focusOnMount?: boolean;
  /** Each new value moves focus here again (the step came back, e.g. Edit from a review). */
  readonly focusToken?: number;
}

/** The heading (h2) of one step of a flow: form, review, confirmation. */
export function StepHeading({ id, children, focusOnMount = true, focusToken = 0 }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first ? focusOnMount : true) heading.current?.focus();
  }, [focusOnMount, focusToken]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

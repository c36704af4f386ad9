import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './flow.css';

export interface StepHeadingProps {
  readonly id?: string;
  readonly children: ReactNode;
  /** h1 for a page's own heading, h2 (the default) for one step of a flow: form, review, confirmation. */
  readonly level?: 1 | 2;
  readonly className?: string;
  /** Move focus here when the heading appears (a step change), so keyboard and screen-reader users follow along. */
  readonly focusOnMount?: boolean;
  /** Each new value moves focus here again (the step came back, e.g. Edit from a review). */
  readonly focusToken?: number;
}

/** A heading that takes focus when its step (or page) appears, and again on each new focusToken. */
export function StepHeading({ id, children, level = 2, className, focusOnMount = true, focusToken = 0 }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first ? focusOnMount : true) heading.current?.focus();
  }, [focusOnMount, focusToken]);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} ref={heading} tabIndex={-1} className={className}>
      {children}
    </Tag>
  );
}

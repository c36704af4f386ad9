import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDismiss } from './use-dismiss';

export interface DropdownProps {
  /** Content of the toggle button; its text is the button's accessible name. */
  readonly toggle: ReactNode;
  /** The panel; `close` lets an item close the dropdown once chosen. */
  readonly children: (close: () => void) => ReactNode;
  readonly className?: string;
  /** Extra panel style, e.g. a height cap computed from the window; applied through the DOM, not an attribute. */
  readonly panelStyle?: CSSProperties;
}

/**
 * A disclosure dropdown: a button with aria-expanded/aria-controls and a panel it shows and hides. Closes on a
 * pointer press outside, on Escape (focus returns to the button), when Tab moves focus out of it and on navigation.
 * Native buttons and links inside keep it keyboard operable without roving focus.
 */
export function Dropdown({ toggle, children, className, panelStyle }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  // An open panel left behind by Tab would cover the page the keyboard user moved on to. Focus leaving for nothing
  // (the window losing focus) keeps it open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };
  return (
    <div className={className === undefined ? 'dropdown' : `dropdown ${className}`} ref={container} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {toggle}
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open} style={panelStyle}>
        {children(close)}
      </div>
    </div>
  );
}

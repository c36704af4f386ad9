import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` while `active` when the pointer goes down outside `container` or Escape is pressed anywhere,
 * the closing behaviour of dropdowns. Escape also returns focus to `returnFocusTo`, so keyboard users stay
 * on the control that opened the dropdown.
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && container.current?.contains(target)) return;
      onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, container, onDismiss, returnFocusTo]);
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

/**
 * Keeps Tab inside `container`: from the last tabbable element Tab goes to the first, from the first Shift+Tab to
 * the last, and with nothing tabbable focus stays where it is. Returns true when it moved focus itself.
 */
export function trapTab(event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const tabbable = tabbableWithin(container);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && tabbable.includes(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** How long a modal's opener may stay disabled (its request finishing) before focus gives up returning to it. */
export const RETURN_FOCUS_WAIT_MS = 3_000;

/**
 * Remembers the last element outside any dialog that had focus, for the moment a modal opens: a button that
 * disabled itself while its request ran (and so dropped focus to the body) is still the control that opened it.
 */
export function trackFocusOutsideDialogs(doc: Document): { readonly last: () => Element | null; readonly stop: () => void } {
  let last: Element | null = doc.activeElement === doc.body ? null : doc.activeElement;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]') === null) last = event.target;
  };
  doc.addEventListener('focusin', onFocusIn);
  return { last: () => last, stop: () => doc.removeEventListener('focusin', onFocusIn) };
}

/** Where focus should go back to when a modal closes: what had focus when it opened, or the last control before. */
export function focusOpener(doc: Document, lastOutside: Element | null): Element | null {
  const active = doc.activeElement;
  return active === null || active === doc.body ? lastOutside : active;
}

/**
 * Gives focus back to `target` once the modal has closed. A target still disabled (its request settling in the same
 * moment) takes focus as soon as it is enabled again, unless the member has put focus somewhere else by then.
 * Returns the function that stops waiting.
 */
export function returnFocus(target: Element | null, waitMs = RETURN_FOCUS_WAIT_MS): () => void {
  if (!(target instanceof HTMLElement) || !target.isConnected) return () => undefined;
  const doc = target.ownerDocument;
  target.focus();
  if (doc.activeElement === target || !target.hasAttribute('disabled')) return () => undefined;
  const observer = new MutationObserver(() => {
    if (target.hasAttribute('disabled')) return;
    stop();
    if (target.isConnected && (doc.activeElement === null || doc.activeElement === doc.body)) target.focus();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
  return stop;
}

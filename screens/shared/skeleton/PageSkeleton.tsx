import { useEffect, useState } from 'react';
import './skeleton.css';

/**
 * True while a page's first load is under way: `loading` (any of its queries still without data) until it first turns
 * false, then false for good, so a later refetch shows each section's own loading instead of the placeholder again.
 */
export function useFirstLoad(loading: boolean): boolean {
  const [done, setDone] = useState(!loading);
  useEffect(() => {
    if (!loading) setDone(true);
  }, [loading]);
  return !done && loading;
}

/**
 * Placeholder cards in place of a page's content while its data loads. It is at least as tall as the window, so
 * what follows it (the footer, a later section) starts below the fold and the content replaces it in one paint
 * instead of pushing painted content down section by section (cumulative layout shift). The placeholders are
 * hidden from assistive technology; the busy region announces `label` once, as the accounts summary does.
 */
export function PageSkeleton({ label, cards = [3, 2, 2] }: { readonly label: string; readonly cards?: readonly number[] }) {
  return (
    <div className="page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {cards.map((rows, card) => (
        <div key={card} className="page-skeleton__card card" aria-hidden="true">
          <div className="page-skeleton__line page-skeleton__line--heading" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="page-skeleton__row">
              <div className="page-skeleton__line" />
              <div className="page-skeleton__line page-skeleton__line--short" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

import { useNavigation } from 'react-router-dom';

export interface NavigationPendingProps {
  /** Announced to screen readers while the next page loads. */
  readonly label: string;
}

/**
 * A thin progress bar at the top of the window while a navigation waits for its session check or screen code,
 * announced once through a polite status region that is always present (so the announcement is not missed).
 */
export function NavigationPending({ label }: NavigationPendingProps) {
  const pending = useNavigation().state !== 'idle';
  return (
    <div className="navigation-pending" role="status" aria-live="polite">
      {pending ? (
        <>
          <span className="navigation-pending__bar" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      ) : null}
    </div>
  );
}

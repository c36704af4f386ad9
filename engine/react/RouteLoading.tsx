export interface RouteLoadingProps {
  /** Announced to screen readers while the screen's code loads, e.g. "Loading…". */
  readonly label: string;
}

/** The accessible placeholder shown while a lazily loaded screen or the session check is pending. */
export function RouteLoading({ label }: RouteLoadingProps) {
  return (
    <div className="route-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="route-loading__spinner" aria-hidden="true" />
      <span className="route-loading__label">{label}</span>
    </div>
  );
}

import { errorsManifest } from '../manifests';

/** Shown in place of a screen that failed to load or render: the catalogue's technical-problem message. */
export function RouteError() {
  return (
    <div className="route-error card" role="alert">
      <p>{errorsManifest.errors.TECHNICAL_PROBLEM?.message}</p>
    </div>
  );
}

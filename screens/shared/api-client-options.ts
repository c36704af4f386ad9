import type { ApiClientOptions } from '../../engine/react';
import { appManifest } from '../../src/manifests';

/** The fetch layer's options from app.json (`api`, and the session-storage expiry): pass to `configureApiClient`. */
export const apiClientOptions: ApiClientOptions = {
  profiling: { ...appManifest.api.profiling, ttlMs: appManifest.session.storageExpiryMs },
  stepUp: appManifest.api.stepUp,
  invalidateOnAccepted: appManifest.api.invalidateOnAccepted,
};

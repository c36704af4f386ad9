import { appManifest } from '../../src/manifests';

/**
 * The headers the authentication service and the security hub are called with: the credit union's program id, the
 * platform and the app's version (config/app.json), so the service can tell which app and release is asking.
 */
export const SERVICE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  cid: appManifest.customerProgramId,
  platform: 'WEB',
  appVersion: appManifest.appVersion,
});

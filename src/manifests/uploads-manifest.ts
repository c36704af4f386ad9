import uploadPortalsJson from '../../config/upload-portals.json';
import type { UploadPortalsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/upload-portals.json, in a module of its own (not src/manifests/index.ts) so only the upload-documents and hand-off
 * screens and the server import it and the first page load does not carry it.
 */
export const uploadPortalsManifest = load<UploadPortalsManifest>(uploadPortalsJson, 'upload-portals.json');

import type { ScreenEntry } from '../../engine/react';

// Upload Documents and the document portals' hand-off screens; each loads with its route, never in the
// first page load (config/upload-portals.json comes with them).
export const uploadDocumentsScreens: readonly ScreenEntry[] = [
  { key: 'upload-documents', load: () => import('./UploadDocumentsScreen') },
  { key: 'docup-link', load: () => import('./DocupLinkScreen') },
  { key: 'cgiportal-link', load: () => import('./CgiportalLinkScreen') },
];

import { copyManifest } from '../../manifests';

/** The words printed on statement and tax-form PDFs: config/copy.json's "documents" section. */
export const documentCopy = copyManifest.documents;

import type { CopyManifest } from '../../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../manifests';
import type { LocaleTag } from '../i18n/locales';
import { manifestIn } from '../i18n/localized-manifest';

/** The words printed on statement and tax-form PDFs: config/copy.json's "documents" section. */
export type DocumentCopy = CopyManifest['documents'];

/** The documents' words in English (documents not yet printed in the reader's language). */
export const documentCopy: DocumentCopy = copyManifest.documents;

/** The documents' words in a locale: copy.json's "documents" with that locale's overlay. */
export function documentCopyIn(locale: LocaleTag): DocumentCopy {
  return manifestIn(copyManifest, 'copy.json', locale).documents;
}

import type { Kysely } from 'kysely';
import type { CopyManifest } from '../../../engine/core/generated/manifests.gen';
import { copyManifest } from '../../manifests';
import type { Database } from '../db/schema';
import type { LocaleTag } from '../i18n/locales';
import { manifestInForce } from '../studio/manifest-in-force';

/** The words printed on statement and tax-form PDFs: config/copy.json's "documents" section. */
export type DocumentCopy = CopyManifest['documents'];

/** The release's documents' words in English: for the demo seed, written before any version is published. */
export const documentCopy: DocumentCopy = copyManifest.documents;

/** The documents' words in a locale as the version in force has them: copy.json's "documents" with that locale's overlay. */
export async function documentCopyIn(db: Kysely<Database>, locale: LocaleTag): Promise<DocumentCopy> {
  return (await manifestInForce(db, 'copy.json', copyManifest, locale)).documents;
}

import { copyManifest } from '../../manifests';

/** Id of the `<main>` element every layout renders, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {copyManifest.layout.skipToContent}
    </a>
  );
}

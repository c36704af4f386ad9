import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { HandOffScreen } from './HandOffScreen';

const copy = uploadPortalsManifest.copy;

/** /docup/link?portal=: the document upload portal's hand-off (sso.json docup, /docup/{portal}). */
export default function DocupLinkScreen() {
  return <HandOffScreen ssoKey="docup" title={copy.linkTitleDocup} intro={copy.linkIntroDocup} />;
}

import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { HandOffScreen } from './HandOffScreen';

const copy = uploadPortalsManifest.copy;

/** /cgiportal/link: the business services portal's hand-off (sso.json cgisse, /cgisse/v2), embedded. */
export default function CgiportalLinkScreen() {
  return <HandOffScreen ssoKey="cgisse" title={copy.linkTitleCgiportal} intro={copy.linkIntroCgiportal} />;
}

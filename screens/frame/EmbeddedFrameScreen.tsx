import { useLocation, useNavigate } from 'react-router-dom';
import { FrameWrapper, useRouteHandles } from '../../engine/react';
import { copyManifest, errorsManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import '../shared/frame-wrapper.css';

const copy = copyManifest.screens['embedded-frame'];
const frameCopy = { ...copy, linkExpected: errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? '' };

/** A route's embedded page (routes.json `frame`): its title and link, the app's query string passed on to the link. */
export default function EmbeddedFrameScreen() {
  const frame = useRouteHandles().findLast((handle) => handle.frame !== undefined)?.frame;
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const src = frame?.src === undefined ? undefined : withSearch(frame.src, search);
  // The first page of this tab has nothing to go back to: go home instead of leaving the app.
  const onBack = () => (key === 'default' ? navigate(homePath) : navigate(-1));
  return <FrameWrapper src={src} title={frame?.title} copy={frameCopy} onBack={onBack} />;
}

function withSearch(src: string, search: string): string {
  if (search === '' || search === '?') return src;
  return `${src}${src.includes('?') ? '&' : '?'}${search.slice(1)}`;
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { BannerOutlet, type BannerLinkHandlers } from '../../engine/react';
import { bannersManifest, copyManifest } from '../manifests';
import { contactUsPath } from '../../screens/shared/contact-us';

/** The app's banners where a layout places them, with links that navigate inside the app. */
export function AppBanners() {
  const navigate = useNavigate();
  const handlers = useMemo<BannerLinkHandlers>(
    () => ({ navigate: (to) => void navigate(to), contactUs: () => void navigate(contactUsPath) }),
    [navigate],
  );
  return <BannerOutlet typeLabels={bannersManifest.typeLabels} closeLabel={copyManifest.common.close} handlers={handlers} />;
}

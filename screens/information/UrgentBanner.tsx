import { useNavigate } from 'react-router-dom';
import { Banner, useFlag, useRouteHandles } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { bannersManifest, copyManifest } from '../../src/manifests';
import { URGENT_BANNER_FLAG, URGENT_MORE_INFO_PATH, readUrgentBanner } from './urgent-banner';

const noop = () => undefined;

/**
 * The urgent banner (the banner flag's value): shown when its `show` is true, on the page whose page key is its
 * pageName (every page when it names none), in its banner type's style, with a link to the more-information page
 * when the value carries moreInfoScreen text. Loaded lazily by the layout, so the first page load does not grow.
 */
export default function UrgentBanner() {
  const banner = readUrgentBanner(useFlag(URGENT_BANNER_FLAG));
  const pageKey = useRouteHandles()
    .map((handle) => handle.pageKey)
    .filter((key) => key !== undefined)
    .pop();
  const navigate = useNavigate();
  if (banner === undefined || (banner.pageName !== '' && banner.pageName !== pageKey)) return null;
  const link = banner.moreInfo.length === 0 ? undefined : { label: informationPagesManifest.urgentNotice.moreLink, action: 'navigate' as const, to: URGENT_MORE_INFO_PATH };
  return (
    <Banner
      banner={{ id: 'urgent-banner', type: banner.type, text: banner.text, dismissible: false, ...(link === undefined ? {} : { link }) }}
      typeLabels={bannersManifest.typeLabels}
      closeLabel={copyManifest.common.close}
      handlers={{ navigate: (to) => void navigate(to) }}
      onDismiss={noop}
    />
  );
}

import { Link } from 'react-router-dom';
import { Banner, useFlag } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { bannersManifest, copyManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import { StepHeading } from '../shared/flow/StepHeading';
import { URGENT_BANNER_FLAG, readUrgentBanner, safeBannerLink } from './urgent-banner';
import './information.css';

const copy = informationPagesManifest.urgentNotice;
const noop = () => undefined;

/**
 * /urgent-banner-notification-moreinfo: the urgent banner flag's message in its banner type's style,
 * followed by its moreInfoScreen text and its link. Nothing to show when the flag says show is off.
 */
export default function UrgentNoticeScreen() {
  const banner = readUrgentBanner(useFlag(URGENT_BANNER_FLAG));
  const link = banner === undefined ? undefined : safeBannerLink(banner.link);
  return (
    <div className="info-page urgent-notice">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      {banner === undefined ? (
        <p>{copy.noNotice}</p>
      ) : (
        <>
          <Banner
            banner={{ id: 'urgent-notice', type: banner.type, text: banner.text, dismissible: false }}
            typeLabels={bannersManifest.typeLabels}
            closeLabel={copyManifest.common.close}
            handlers={{}}
            onDismiss={noop}
          />
          {banner.moreInfo.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {link === undefined ? null : link.internal ? (
            <p>
              <Link to={link.href}>{copy.moreLink}</Link>
            </p>
          ) : (
            <p>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {copy.moreLink}
              </a>
            </p>
          )}
        </>
      )}
      <p>
        <Link to={homePath}>{copy.backHome}</Link>
      </p>
    </div>
  );
}

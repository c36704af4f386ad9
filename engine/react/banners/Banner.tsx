import type { MouseEvent } from 'react';
import type { BannerLink, BannerTypeLabels } from '../../core/generated/manifests.gen';
import { BannerIcon } from './BannerIcon';
import type { ShownBanner } from './banner-types';

/** What banner links do; the app supplies them so the engine stays generic. */
export interface BannerLinkHandlers {
  readonly navigate?: (to: string) => void;
  readonly contactUs?: () => void;
}

export interface BannerProps {
  readonly banner: ShownBanner;
  readonly typeLabels: BannerTypeLabels;
  /** Accessible name of the close button. */
  readonly closeLabel: string;
  readonly handlers: BannerLinkHandlers;
  readonly onDismiss: (id: string) => void;
}

// Errors and warnings interrupt (role="alert"); confirmations, information and reviews wait their turn.
const roleFor = (type: ShownBanner['type']): 'alert' | 'status' => (type === 'error' || type === 'warning' ? 'alert' : 'status');

function ActionLink({ link, handlers }: { link: BannerLink; handlers: BannerLinkHandlers }) {
  if (link.action === 'navigate' && link.to !== undefined) {
    const to = link.to;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (handlers.navigate === undefined || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      handlers.navigate(to);
    };
    return (
      <a className="banner__link" href={to} onClick={onClick}>
        {link.label}
      </a>
    );
  }
  if (link.action === 'contactUs' && handlers.contactUs !== undefined) {
    return (
      <button type="button" className="banner__link" onClick={handlers.contactUs}>
        {link.label}
      </button>
    );
  }
  return null;
}

/** One banner: type icon and hidden type label, optional bold title, text, optional action link and close. */
export function Banner({ banner, typeLabels, closeLabel, handlers, onDismiss }: BannerProps) {
  return (
    <div className={`banner banner--${banner.type}`} role={roleFor(banner.type)} data-banner-type={banner.type}>
      <BannerIcon type={banner.type} />
      <p className="banner__content">
        <span className="visually-hidden">{`${typeLabels[banner.type]}: `}</span>
        {banner.title === undefined ? null : <strong className="banner__title">{`${banner.title} `}</strong>}
        {banner.text}
        {banner.link === undefined ? null : (
          <>
            {' '}
            <ActionLink link={banner.link} handlers={handlers} />
          </>
        )}
      </p>
      {banner.dismissible ? (
        <button type="button" className="banner__close" aria-label={closeLabel} onClick={() => onDismiss(banner.id)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3 1.4 1.4Z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

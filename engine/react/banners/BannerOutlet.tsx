import { useContext } from 'react';
import type { BannerTypeLabels } from '../../core/generated/manifests.gen';
import { Banner, type BannerLinkHandlers } from './Banner';
import { BannerApiContext, BannerListContext } from './banner-context';
import './banners.css';

export interface BannerOutletProps {
  readonly typeLabels: BannerTypeLabels;
  readonly closeLabel: string;
  readonly handlers: BannerLinkHandlers;
}

/** Renders the banners of the nearest BannerProvider, oldest first; nothing when there are none. */
export function BannerOutlet({ typeLabels, closeLabel, handlers }: BannerOutletProps) {
  const banners = useContext(BannerListContext);
  const api = useContext(BannerApiContext);
  if (banners.length === 0 || api === undefined) return null;
  return (
    <div className="banner-outlet">
      {banners.map((banner) => (
        <Banner key={banner.id} banner={banner} typeLabels={typeLabels} closeLabel={closeLabel} handlers={handlers} onDismiss={api.dismiss} />
      ))}
    </div>
  );
}

import { createContext, useContext } from 'react';
import type { BannerSource, ShowBannerOptions, ShownBanner } from './banner-types';

export interface BannerApi {
  /** Shows a banner and returns its id; the same key shown again while up is not stacked (its id is returned). */
  show(source: BannerSource, options?: ShowBannerOptions): string;
  dismiss(id: string): void;
  /** Removes every banner, e.g. when the page they were about is left. */
  clear(): void;
}

export const BannerApiContext = createContext<BannerApi | undefined>(undefined);
export const BannerListContext = createContext<readonly ShownBanner[]>([]);

/** The banner host of the nearest BannerProvider; throws without one. */
export function useBanners(): BannerApi {
  const api = useContext(BannerApiContext);
  if (api === undefined) throw new Error('useBanners needs a <BannerProvider> above it.');
  return api;
}

import type { BannerDefinition, BannerLink } from '../../core/generated/manifests.gen';

export type BannerType = BannerDefinition['type'];

/** Where a banner's copy comes from: a banners.json key (or an errors.json code), or text already chosen. */
export type BannerSource =
  | { readonly key: string }
  | { readonly type: BannerType; readonly text: string; readonly title?: string };

/** The banner variants: no close button, or a link after the text. */
export type BannerVariant = 'no-close' | 'action-link';

export interface ShowBannerOptions {
  /** Fills `{name}` tokens in the title and text. */
  readonly values?: Readonly<Record<string, string | number>>;
  readonly variant?: BannerVariant;
  /** The action link when the source has none of its own (an action-link banner from plain text). */
  readonly link?: BannerLink;
}

/** A banner as shown: copy resolved, variant decided. */
export interface ResolvedBanner {
  readonly type: BannerType;
  readonly title?: string;
  readonly text: string;
  readonly dismissible: boolean;
  readonly link?: BannerLink;
}

export interface ShownBanner extends ResolvedBanner {
  readonly id: string;
  /** The banners.json key or errors.json code it came from, so showing it twice does not stack it. */
  readonly sourceKey?: string;
}

import type { BannerType } from '../../engine/react';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The flag whose value is the urgent banner (config/flags.json). */
export const URGENT_BANNER_FLAG = 'urgent-banner-notification';
/** The page its more-information link opens (routes.json). */
export const URGENT_MORE_INFO_PATH = pathOf(routesManifest, 'urgent-notice');

/** The urgent banner flag's value: bannerText, bannerType, pageName, show, bannerLink, moreInfoScreen. */
export interface UrgentBanner {
  readonly text: string;
  readonly type: BannerType;
  readonly pageName: string;
  readonly link: string;
  /** The more-information text, as paragraphs. */
  readonly moreInfo: readonly string[];
}

const TYPES: ReadonlySet<string> = new Set<BannerType>(['confirmation', 'error', 'informational', 'warning', 'review']);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The flag's value as a banner to show, or undefined when it is not to be shown (show not true, no text) or is not
 * the documented shape. A bannerType outside the banner types ("Informational", any case) reads as informational.
 */
export function readUrgentBanner(value: unknown): UrgentBanner | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (record.show !== true || text(record.bannerText) === '') return undefined;
  const type = text(record.bannerType).toLowerCase();
  return {
    text: text(record.bannerText),
    type: (TYPES.has(type) ? type : 'informational') as BannerType,
    pageName: text(record.pageName),
    link: text(record.bannerLink),
    moreInfo: text(record.moreInfoScreen)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
  };
}

/** A bannerLink the app may follow: a path inside the app or an https address; anything else is dropped. */
export function safeBannerLink(link: string): { readonly internal: boolean; readonly href: string } | undefined {
  if (/^\/(?!\/)/.test(link)) return { internal: true, href: link };
  if (/^https:\/\/[^\s]+$/.test(link)) return { internal: false, href: link };
  return undefined;
}

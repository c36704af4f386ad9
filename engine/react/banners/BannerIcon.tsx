import type { BannerType } from './banner-types';

// A distinct shape per type, so the type never rests on colour alone (the hidden type label says it in words).
const paths: Record<BannerType, string> = {
  confirmation: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  informational: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  review: 'M19 3h-4.2A3 3 0 0 0 9.2 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm-2 14-4-4 1.4-1.4 2.6 2.6 6.6-6.6L18 9l-8 8Z',
};

/** The decorative icon of a banner type. */
export function BannerIcon({ type }: { readonly type: BannerType }) {
  return (
    <svg className="banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[type]} fill="currentColor" />
    </svg>
  );
}

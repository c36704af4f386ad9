import type { BannersManifest, ErrorsManifest } from '../../core/generated/manifests.gen';
import { resolveTemplate } from '../../core/template';
import type { BannerSource, ResolvedBanner, ShowBannerOptions } from './banner-types';

export interface BannerCatalogues {
  readonly banners: BannersManifest;
  readonly errors: ErrorsManifest;
}

/** Thrown when code names a banner that neither banners.json nor errors.json has; lists the known keys. */
export class UnknownBannerError extends Error {
  constructor(key: string, catalogues: BannerCatalogues) {
    const known = [...Object.keys(catalogues.banners.banners), ...Object.keys(catalogues.errors.errors)].sort();
    super(`No banner "${key}" in banners.json or errors.json. Known keys: ${known.join(', ')}`);
    this.name = 'UnknownBannerError';
  }
}

/**
 * Turns a banner request into what is shown: copy by key from banners.json, or an errors.json code as an Error
 * banner with its message, `{name}` tokens filled in. `no-close` removes the close button; `action-link`
 * needs a link, from the banner's config or the options.
 */
export function resolveBanner(source: BannerSource, options: ShowBannerOptions, catalogues: BannerCatalogues): ResolvedBanner {
  const values = options.values ?? {};
  let base: Omit<ResolvedBanner, 'dismissible'> & { dismissible?: boolean };
  if ('key' in source) {
    const definition = catalogues.banners.banners[source.key];
    const error = catalogues.errors.errors[source.key];
    if (definition !== undefined) base = definition;
    else if (error !== undefined) base = { type: 'error', text: error.message };
    else throw new UnknownBannerError(source.key, catalogues);
  } else {
    base = source;
  }
  const link = options.link ?? base.link;
  if (options.variant === 'action-link' && link === undefined) {
    throw new Error('An action-link banner needs a link: give one in banners.json or in the options.');
  }
  return {
    type: base.type,
    ...(base.title === undefined ? {} : { title: resolveTemplate(base.title, values) }),
    text: resolveTemplate(base.text, values),
    dismissible: options.variant !== 'no-close' && base.dismissible !== false,
    ...(link === undefined ? {} : { link }),
  };
}

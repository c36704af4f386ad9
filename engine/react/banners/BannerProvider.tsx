import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BannersManifest, ErrorsManifest } from '../../core/generated/manifests.gen';
import { BannerApiContext, BannerListContext, type BannerApi } from './banner-context';
import type { BannerSource, ShowBannerOptions, ShownBanner } from './banner-types';
import { resolveBanner } from './resolve-banner';

export interface BannerProviderProps {
  readonly banners: BannersManifest;
  /** The error catalogue, so an errors.json code can be shown as an Error banner with its message. */
  readonly errors: ErrorsManifest;
  readonly children: ReactNode;
}

/**
 * The one banner host: keeps the banners shown anywhere in the app, with their copy by key from banners.json or
 * errors.json. A BannerOutlet renders them where the layout wants them.
 */
export function BannerProvider({ banners, errors, children }: BannerProviderProps) {
  const [list, setList] = useState<readonly ShownBanner[]>([]);
  const shown = useRef<readonly ShownBanner[]>([]);
  const nextId = useRef(0);

  const commit = useCallback((next: readonly ShownBanner[]) => {
    shown.current = next;
    setList(next);
  }, []);

  const show = useCallback(
    (source: BannerSource, options: ShowBannerOptions = {}) => {
      const sourceKey = 'key' in source ? source.key : undefined;
      const existing = sourceKey === undefined ? undefined : shown.current.find((banner) => banner.sourceKey === sourceKey);
      if (existing !== undefined) return existing.id;
      const resolved = resolveBanner(source, options, { banners, errors });
      nextId.current += 1;
      const id = `banner-${nextId.current}`;
      commit([...shown.current, { ...resolved, id, ...(sourceKey === undefined ? {} : { sourceKey }) }]);
      return id;
    },
    [banners, errors, commit],
  );

  const api = useMemo<BannerApi>(
    () => ({
      show,
      dismiss: (id) => commit(shown.current.filter((banner) => banner.id !== id)),
      clear: () => commit([]),
    }),
    [show, commit],
  );

  return (
    <BannerApiContext.Provider value={api}>
      <BannerListContext.Provider value={list}>{children}</BannerListContext.Provider>
    </BannerApiContext.Provider>
  );
}

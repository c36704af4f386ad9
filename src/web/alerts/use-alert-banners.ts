import { useEffect, useRef } from 'react';
import { substituteAlertExpdate, type AlertRules } from '../../../engine/core';
import { useBanners } from '../../../engine/react';
import { bannersManifest } from '../../manifests';

const EXPDATE_TOKEN = '[alertExpdate]';

/**
 * The member's account-alert banner (severe and less severe level 7, litigation, bankruptcy, cease and
 * desist, ...), as alerts.json names it for the session's alert type; shown once per alert type, with its
 * 'contact us' link as the action-link variant when banners.json gives it one.
 */
export function useAlertBanners(rules: AlertRules, alertType: string | null, alertExpdate: string | undefined): void {
  const banners = useBanners();
  // Text banners (with the date filled in) are not deduplicated by the host: remember what was shown.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (alertType === null || !Object.hasOwn(rules.types, alertType)) return;
    const shownKey = `${alertType}|${alertExpdate ?? ''}`;
    if (shown.current === shownKey) return;
    shown.current = shownKey;
    const key = rules.types[alertType]?.banner;
    if (key === undefined) return;
    const definition = bannersManifest.banners[key];
    if (definition === undefined) throw new Error(`alerts.json names the banner "${key}", which banners.json does not have`);
    const variant = definition.link === undefined ? {} : { variant: 'action-link' as const };
    if (definition.text.includes(EXPDATE_TOKEN)) {
      const text = substituteAlertExpdate(definition.text, alertExpdate);
      banners.show(
        { type: definition.type, text, ...(definition.title === undefined ? {} : { title: definition.title }) },
        { ...variant, ...(definition.link === undefined ? {} : { link: definition.link }) },
      );
      return;
    }
    banners.show({ key }, variant);
  }, [rules, alertType, alertExpdate, banners]);
}

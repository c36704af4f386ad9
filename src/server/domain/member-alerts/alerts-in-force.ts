import type { MemberAlertKind, MemberAlertsManifest } from '../../../../engine/core/generated/manifests.gen';
import { memberAlertsManifest } from '../../../manifests/member-alerts-manifest';
import type { LocaleTag } from '../../i18n/locales';
import { manifestInForce } from '../../studio/manifest-in-force';
import type { Db, PreferenceRow } from './deliver';

/**
 * config/member-alerts.json as the version in force has it, in a locale (English when none is named): the kinds a
 * member may choose and the words alerts are sent in, read on each decision so a published change applies at once.
 */
export function memberAlertsInForce(db: Db, locale?: LocaleTag): Promise<MemberAlertsManifest> {
  return manifestInForce(db, 'member-alerts.json', memberAlertsManifest, locale);
}

/** The manifest kind of a stored preference (undefined for a kind config no longer has: it never fires). */
export function kindOf(kinds: readonly MemberAlertKind[], preference: Pick<PreferenceRow, 'kind'>): MemberAlertKind | undefined {
  return kinds.find((kind) => kind.id === preference.kind);
}

import type { AlertReason } from '../../../../engine/core/card-protections';
import type { CardChannel } from '../../../../engine/core/generated/api.gen';
import type { CardsManifest } from '../../../../engine/core/generated/manifests.gen';
import { countryName as isoCountryName } from '../../../../engine/core/countries';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { cardsManifest } from '../../../manifests/card-manifest';
import { appManifest } from '../../../manifests';
import { DEFAULT_LOCALE, type LocaleTag } from '../../i18n/locales';
import { manifestIn } from '../../i18n/localized-manifest';

/** The member's words for a reason code; a code config no longer knows reads as the code (never a crash). */
export function reasonText(reasonCode: string): string {
  if (reasonCode === 'APPROVED') return cardsManifest.approvedReason;
  return (cardsManifest.declineReasons as unknown as Record<string, string>)[reasonCode] ?? reasonCode;
}

export function categoryLabel(category: string | null, cards: CardsManifest = cardsManifest): string {
  return cards.merchantCategories.find((entry) => entry.id === category)?.label ?? cards.otherCategoryLabel;
}

/**
 * A country's name in a locale (English by default), with config's plainer names in that locale: the ISO list's
 * official name where config names none. An unknown code reads as itself.
 */
export function countryName(code: string, locale: LocaleTag = DEFAULT_LOCALE): string {
  const cards = manifestIn(cardsManifest, 'cards.json', locale);
  return isoCountryName(code, cards.countryNames, locale.split('-')[0]);
}

/** The SMS text of one alert, from config/cards.json alertTexts, in the reader's language (a locale tag). */
export function alertText(
  reason: AlertReason,
  facts: { lastFour: string; amountCents: number; merchantName: string; countryCode: string; category: string | null; channel: CardChannel; decision: 'APPROVED' | 'DECLINED' },
  locale: LocaleTag,
): string {
  const cards = manifestIn(cardsManifest, 'cards.json', locale);
  return resolveTemplate(cards.alertTexts[reason], {
    productName: manifestIn(appManifest, 'app.json', locale).productName,
    lastFour: facts.lastFour,
    amount: formatCents(facts.amountCents),
    merchant: facts.merchantName,
    country: countryName(facts.countryCode, locale),
    category: categoryLabel(facts.category, cards),
    channel: cards.channelLabels[facts.channel],
    decision: cards.decisionLabels[facts.decision],
  });
}

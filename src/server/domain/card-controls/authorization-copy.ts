import type { AlertReason } from '../../../../engine/core/card-protections';
import type { CardChannel } from '../../../../engine/core/generated/api.gen';
import { countryName as isoCountryName } from '../../../../engine/core/countries';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { cardsManifest } from '../../../manifests/card-manifest';
import { appManifest } from '../../../manifests';

/** The member's words for a reason code; a code config no longer knows reads as the code (never a crash). */
export function reasonText(reasonCode: string): string {
  if (reasonCode === 'APPROVED') return cardsManifest.approvedReason;
  return (cardsManifest.declineReasons as unknown as Record<string, string>)[reasonCode] ?? reasonCode;
}

export function categoryLabel(category: string | null): string {
  return cardsManifest.merchantCategories.find((entry) => entry.id === category)?.label ?? cardsManifest.otherCategoryLabel;
}

/** The English name of an ISO 3166-1 alpha-2 code, with config's plainer names; an unknown code reads as itself. */
export function countryName(code: string): string {
  return isoCountryName(code, cardsManifest.countryNames);
}

/** The SMS text of one alert, from config/cards.json alertTexts. */
export function alertText(
  reason: AlertReason,
  facts: { lastFour: string; amountCents: number; merchantName: string; countryCode: string; category: string | null; channel: CardChannel; decision: 'APPROVED' | 'DECLINED' },
): string {
  return resolveTemplate(cardsManifest.alertTexts[reason], {
    productName: appManifest.productName,
    lastFour: facts.lastFour,
    amount: formatCents(facts.amountCents),
    merchant: facts.merchantName,
    country: countryName(facts.countryCode),
    category: categoryLabel(facts.category),
    channel: cardsManifest.channelLabels[facts.channel],
    decision: cardsManifest.decisionLabels[facts.decision],
  });
}

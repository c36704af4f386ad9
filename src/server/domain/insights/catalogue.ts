import { createHash } from 'node:crypto';
import type { Insight, Offer } from '../../../../engine/core/generated/api.gen';
import type { InsightTreatment, OfferTreatment } from '../../../../engine/core/generated/manifests.gen';
import { chooseTreatments, type InsightFacts, type InsightRule } from '../../../../engine/core/insight-rules';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { insightsManifest } from '../../../manifests/insights-manifest';

type Treatment = InsightTreatment | OfferTreatment;
type Ruled<T> = T & { rule: InsightRule };

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A fact as a member reads it: *Cents as dollars, *Bps as a whole percentage, *Date as "March 25". */
export function displayFact(name: string, value: string | number | boolean): string {
  if (typeof value === 'number' && name.endsWith('Cents')) return formatCents(value);
  if (typeof value === 'number' && name.endsWith('Bps')) return `${Math.round(value / 100)}%`;
  if (typeof value === 'string' && name.endsWith('Date')) return DAY.format(new Date(`${value}T00:00:00Z`));
  return String(value);
}

/**
 * An insight's button: its page, with the query its ctaQuery fills from the member's raw facts (a loan's id, the
 * amount due in cents, the due day) so the page opens with what the insight told the member; a missing fact is left out.
 */
export function ctaUrlOf(treatment: InsightTreatment, facts: InsightFacts): string {
  const query = new URLSearchParams();
  for (const [parameter, fact] of Object.entries(treatment.ctaQuery ?? {})) {
    const value = facts[fact as keyof InsightFacts];
    if (value !== undefined) query.set(parameter, String(value));
  }
  const search = query.toString();
  return search === '' ? treatment.ctaUrl : `${treatment.ctaUrl}?${search}`;
}

/** Whether a catalogue id names a treatment (dispositions may only name those). */
export function isTreatmentId(treatmentId: string): boolean {
  return insightsManifest.treatments.some((treatment) => treatment.treatmentId === treatmentId);
}

/**
 * One showing's id: the same user, treatment and business day give the same id (a reload is not a new interaction),
 * and it reveals neither the user nor the day.
 */
function interactionIdOf(userId: string, treatmentId: string, today: string): string {
  const hex = createHash('sha256').update(`insight-interaction:${userId}:${treatmentId}:${today}`, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface ChooseInput {
  facts: InsightFacts;
  /** Treatments this user said no to: never offered again. */
  declined: ReadonlySet<string>;
  numberOfInsights: number;
  numberOfOffers: number;
  /** The user opted out of marketing (config/privacy.json, their data and privacy preferences): no offer at all. */
  marketingOptOut?: boolean;
  userId: string;
  today: string;
}

/**
 * The insights and offers whose rules the facts satisfy, minus the declined ones (and every offer when the user opted
 * out of marketing), best rank first, each list capped,
 * with their copy filled with the member's own figures and images as publishUrl + path.
 */
export function chooseInsightsAndOffers(input: ChooseInput): { insights: Insight[]; offers: Offer[] } {
  const { art, treatments } = insightsManifest;
  const values = Object.fromEntries(Object.entries(input.facts).map(([name, value]) => [name, displayFact(name, value as string | number | boolean)]));
  const fill = (text: string): string => resolveTemplate(text, values);
  const image = (path: string) => ({ publishUrl: art.publishUrl, path });
  const common = (treatment: Treatment) => ({
    treatmentId: treatment.treatmentId,
    rank: treatment.rank,
    id: treatment.id,
    interactionId: interactionIdOf(input.userId, treatment.treatmentId, input.today),
    buIndicator: treatment.buIndicator,
    realEstateArea: treatment.realEstateArea,
  });
  const pick = <T extends Treatment>(list: readonly T[], limit: number): T[] =>
    chooseTreatments(list as readonly Ruled<T>[], input.facts, { declined: input.declined, limit });

  const insights = pick(treatments.filter((t): t is InsightTreatment => t.kind === 'insight'), input.numberOfInsights).map(
    (t): Insight => ({
      ...common(t),
      image: image(t.image),
      name: fill(t.name),
      snippet: fill(t.snippet),
      body: fill(t.body),
      cta: fill(t.cta),
      ctaUrl: ctaUrlOf(t, input.facts),
      ctaScreenReaderText: fill(t.ctaScreenReaderText),
    }),
  );
  const offers = pick(treatments.filter((t): t is OfferTreatment => t.kind === 'offer'), input.marketingOptOut === true ? 0 : input.numberOfOffers).map(
    (t): Offer => ({
      ...common(t),
      offerName: fill(t.offerName),
      tagLine: fill(t.tagLine),
      description: fill(t.description),
      tiltedCardArt: image(t.tiltedCardArt),
      primaryButtonText: fill(t.primaryButtonText),
      primaryButtonScreenreaderText: fill(t.primaryButtonScreenreaderText),
      primaryButtonUrl: t.primaryButtonUrl,
      secondaryButtonText: fill(t.secondaryButtonText),
      secondaryButtonUrl: t.secondaryButtonUrl,
      secondaryButtonScreenreaderText: fill(t.secondaryButtonScreenreaderText),
    }),
  );
  return { insights, offers };
}

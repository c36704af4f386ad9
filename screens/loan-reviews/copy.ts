import { formatCents, resolveTemplate } from '../../engine/core';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { businessDayOf } from '../shared/business-today';
import { formatDay, formatDayTime } from '../shared/format-day';

/** The review's words, limits and decline reasons (config/lending.json review). */
export const review = lendingManifest.review;
export const copy = review.copy;
export const employmentLabels: Readonly<Record<string, string>> = lendingManifest.copy.application.employmentOptions;
export { formatCents };

/** A copy template with its {tokens} filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string => resolveTemplate(template, values);

/** An APR in basis points as staff and members read it: 524 → "5.24%". */
export const formatApr = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

/** Basis points as a percent with one decimal: 4312 → "43.1%". */
export const formatBps = (bps: number): string => `${(bps / 100).toFixed(1)}%`;

/** An instant as the credit union's day ("Nov 18, 2026"), or with its time in the reader's zone ("Nov 18, 2026, 3:04 PM EST"). */
export function formatWhen(iso: string, withTime = false): string {
  return withTime ? formatDayTime(iso) : formatDay(businessDayOf(iso));
}

import { formatCents, resolveTemplate } from '../../engine/core';
import { lendingManifest } from '../../src/lending-manifest';

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

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as a day ("Nov 18, 2026"), or with its time. */
export function formatWhen(iso: string, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : (withTime ? dateTime : day).format(date);
}

import { activeLocale } from '../../engine/react/locale';
import { formatCents, resolveTemplate } from '../../engine/core';
import { lendingManifest } from '../../src/manifests/lending-manifest';

export const copy = lendingManifest.copy;
export const paths = lendingManifest.paths;
export { formatCents, resolveTemplate };

/** An APR in basis points as the member reads it: 524 → "5.24%". */
export const formatApr = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

/** A yyyy-mm-dd or ISO instant as "Nov 27, 2026". */
export function formatDay(iso: string): string {
  const day = iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium', timeZone: iso.length === 10 ? 'UTC' : undefined }).format(day);
}

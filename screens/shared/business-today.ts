import { businessDateAt, processingDateAt } from '../../engine/core/calendar';
import { serverNow } from '../../engine/react';
import { appManifest } from '../../src/manifests';

/** Today on the credit union's calendar, by the server's clock: the date every payment rule in a form starts from. */
export const businessToday = (): string => businessDateAt(serverNow(), appManifest.calendar);

/** The business day a request made now is processed on (the next one after the cut-off, a weekend or a holiday). */
export const processingDay = (): string => processingDateAt(serverNow(), appManifest.calendar);

/** The credit union's date of an instant ("2026-11-29T03:10:00Z" is Nov 28 in New York), as the server dates it. */
export const businessDayOf = (isoInstant: string): string => {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? isoInstant : businessDateAt(instant, appManifest.calendar);
};

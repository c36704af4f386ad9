import { businessDateAt } from '../../../engine/core/calendar';
import { appManifest } from '../../manifests';

/**
 * The credit union's date (yyyy-mm-dd) at an instant, in the calendar's zone (config/app.json `calendar`): what the
 * ledger dates postings by and what every route, job and rule calls today.
 */
export function businessDate(instant: Date): string {
  return businessDateAt(instant, appManifest.calendar);
}

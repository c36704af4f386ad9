import { isKnownTimeZone } from '../calendar';
import type { AppManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, type ValidationIssue } from './issue';

/** config/app.json `calendar` beyond its schema: the time zone is one this runtime knows (a typo would stop every date). */
export function checkCalendar(app: AppManifest): ValidationIssue[] {
  const { timeZone } = app.calendar;
  return isKnownTimeZone(timeZone) ? [] : [makeIssue('config/app.json', '/calendar/timeZone', 'an IANA time zone such as America/New_York', describeFound(timeZone), 'this runtime knows no such zone')];
}

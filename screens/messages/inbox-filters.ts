import type { MessageType } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';

const settings = appManifest.messages;

/** The list's filters as the URL keeps them (`?days=&type=`), so a reload or a shared link shows the same list. */
export interface InboxFilters {
  readonly days: number;
  /** Undefined: every type ("All"). */
  readonly type?: MessageType;
}

const DAYS_PARAM = 'days';
const TYPE_PARAM = 'type';

/** The date choices of app.json (Last Day, Last 7 Days, ...); the default one first selected. */
export const dateChoices = settings.dateFilters;
/** The types a member can filter by (app.json: Email, Letter, Text/SMS). */
export const typeChoices = settings.selectableTypes as readonly MessageType[];

/** The filters in the URL; a missing or unknown value reads as its default (7 days, all types). */
export function filtersFromSearch(search: URLSearchParams): InboxFilters {
  const days = Number(search.get(DAYS_PARAM));
  const type = search.get(TYPE_PARAM);
  return {
    days: dateChoices.some((choice) => choice.days === days) ? days : settings.defaultDays,
    type: type !== null && (typeChoices as readonly string[]).includes(type) ? (type as MessageType) : undefined,
  };
}

/** `search` with the filters written in (defaults left out), other parameters kept. */
export function filtersToSearch(filters: InboxFilters, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filters.days === settings.defaultDays) next.delete(DAYS_PARAM);
  else next.set(DAYS_PARAM, String(filters.days));
  if (filters.type === undefined) next.delete(TYPE_PARAM);
  else next.set(TYPE_PARAM, filters.type);
  return next;
}

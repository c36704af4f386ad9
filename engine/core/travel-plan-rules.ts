import { isCalendarDate } from './business-days';
import { addCalendarDays, daysBetween } from './calendar';
import type { FieldError } from './forms/field-errors';
import { resolveTemplate } from './template';

/** A travel plan as the API receives it (and the form sends it): any part may still be missing. */
export interface TravelPlanDraft {
  readonly destinations?: readonly { readonly countryCode: string }[];
  readonly startDate?: string;
  readonly endDate?: string;
  readonly cardIds?: readonly string[];
}

/** The limits of config/cards.json travelPlans; a plan has no longest length when `maxDays` is absent. */
export interface TravelPlanLimits {
  readonly maxDestinations: number;
  readonly maxDays?: number;
  readonly maxDaysAhead?: number;
}

/** The messages of config/cards.json the rules answer with ({maxDays}, {maxDaysAhead}, {maxDestinations} filled in). */
export interface TravelPlanMessages {
  readonly travelDestinationsRequired: string;
  readonly unknownCountry: string;
  readonly travelDuplicateDestination: string;
  readonly travelTooManyDestinations: string;
  readonly travelStartRequired: string;
  readonly travelStartInPast: string;
  readonly travelTooFarAhead: string;
  readonly travelEndRequired: string;
  readonly travelEndBeforeStart: string;
  readonly travelTooLong: string;
  readonly travelCardsRequired: string;
}

export interface TravelPlanContext {
  /** Today on the credit union's business calendar (YYYY-MM-DD), from the server's clock on both sides. */
  readonly today: string;
  readonly limits: TravelPlanLimits;
  readonly messages: TravelPlanMessages;
  /** Whether a code is one of the ISO 3166-1 list's (the same list the picker offers). */
  readonly isCountry: (code: string) => boolean;
  /**
   * The departure day the plan already has, when an existing plan is edited: a trip under way keeps its first day
   * even though that day is now past, so its return can still move.
   */
  readonly keptStartDate?: string;
}

/** The date itself when it is a real calendar day written YYYY-MM-DD, else undefined. */
function calendarDay(value: string | undefined): string | undefined {
  if (value === undefined || !isCalendarDate(value)) return undefined;
  return value;
}

/**
 * Every problem of a travel plan at once, in the order of the form's fields (destinations, departure, return,
 * cards), each at the JSON pointer of the API's field: the browser shows them all on submit and the server answers
 * them all in one 422. Whether each card is one of the member's open cards needs the database, so the server checks
 * that beside these rules.
 */
export function travelPlanProblems(draft: TravelPlanDraft, context: TravelPlanContext): FieldError[] {
  const { limits, messages, today } = context;
  const problems: FieldError[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });

  const codes = (draft.destinations ?? []).map((destination) => destination.countryCode);
  if (codes.length === 0) problem('/destinations', messages.travelDestinationsRequired);
  const unknown = codes.findIndex((code) => !context.isCountry(code));
  if (unknown >= 0) problem(`/destinations/${unknown}/countryCode`, messages.unknownCountry);
  if (new Set(codes).size !== codes.length) problem('/destinations', messages.travelDuplicateDestination);
  if (codes.length > limits.maxDestinations) {
    problem('/destinations', resolveTemplate(messages.travelTooManyDestinations, { maxDestinations: limits.maxDestinations }));
  }

  const start = calendarDay(draft.startDate);
  if (start === undefined) problem('/startDate', messages.travelStartRequired);
  else if (start < today && start !== context.keptStartDate) problem('/startDate', messages.travelStartInPast);
  else if (limits.maxDaysAhead !== undefined && start > addCalendarDays(today, limits.maxDaysAhead)) {
    problem('/startDate', resolveTemplate(messages.travelTooFarAhead, { maxDaysAhead: limits.maxDaysAhead }));
  }

  const end = calendarDay(draft.endDate);
  if (end === undefined) problem('/endDate', messages.travelEndRequired);
  else if (start !== undefined && end < start) problem('/endDate', messages.travelEndBeforeStart);
  else if (start !== undefined && limits.maxDays !== undefined && daysBetween(start, end) + 1 > limits.maxDays) {
    problem('/endDate', resolveTemplate(messages.travelTooLong, { maxDays: limits.maxDays }));
  }

  if ((draft.cardIds ?? []).length === 0) problem('/cardIds', messages.travelCardsRequired);
  return problems;
}

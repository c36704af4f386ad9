import type { ScreenEntry, SlotEntry } from '../../engine/react';
import { slotEntry } from '../shared/slots/slot-entry';

// The insights and offers page; it loads with its route, never in the first page load.
export const insightsScreens: readonly ScreenEntry[] = [{ key: 'insights-offers', load: () => import('./InsightsOffersScreen') }];

// The offers carousel of placement AS, under the accounts summary; it loads on its own after the summary.
export const insightsSlots: readonly SlotEntry[] = [slotEntry('accounts-summary.offers', () => import('./OffersCarousel'))];

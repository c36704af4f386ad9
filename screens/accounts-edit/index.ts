import type { ScreenEntry, SlotEntry } from '../../engine/react';
import { slotEntry } from '../shared/slots/slot-entry';

export const accountsEditScreens: readonly ScreenEntry[] = [{ key: 'accounts-edit', load: () => import('./AccountsEditScreen') }];

// Edit Accounts' link on the summary carries its own small manifest; it loads beside the summary.
export const accountsEditSlots: readonly SlotEntry[] = [slotEntry('accounts-summary.edit-link', () => import('./SummaryEditLink'))];

import type { ScreenEntry, SlotEntry } from '../../engine/react';
import { slotEntry } from '../shared/slots/slot-entry';

export const externalAccountsScreens: readonly ScreenEntry[] = [{ key: 'manage-external-accounts', load: () => import('./ManageExternalAccountsScreen') }];

// The whole manage-accounts screen (list, add, verify, delete) inside My MakingCents, loaded only where shown.
export const externalAccountsSlots: readonly SlotEntry[] = [slotEntry('money-insights.external-accounts', () => import('./ManageExternalAccountsScreen'))];

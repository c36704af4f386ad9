import type { StatementPreference, StatementPreferenceUpdate } from '../../engine/core/generated/api.gen';

export type Delivery = StatementPreference['delivery'];

/** The accounts whose chosen delivery differs from the saved one. */
export function changedPreferences(saved: readonly StatementPreference[], chosen: Readonly<Record<string, Delivery>>): StatementPreferenceUpdate[] {
  return saved.flatMap((preference) => {
    const delivery = chosen[preference.accountId];
    return delivery === undefined || delivery === preference.delivery ? [] : [{ accountId: preference.accountId, delivery }];
  });
}

import type { NotificationChannels, NotificationPref, NotificationPrefOption } from '../../engine/core/generated/api.gen';
import { formatCents, parseAmountToCents } from '../../engine/core/money';

/** One alert as the form edits it: the amount as typed (dollars), the days as typed. */
export interface OptionDraft {
  kind: string;
  enabled: boolean;
  amount: string;
  days: string;
  channels: NotificationChannels;
  hasAmount: boolean;
  hasDays: boolean;
}

const plainDollars = (cents: number): string => formatCents(cents).replace(/^\$/, '').replaceAll(',', '');

/** The options of a subject (account and member: notificationPrefOption; card: cardNotification). */
export function optionsOf(pref: NotificationPref): NotificationPrefOption[] {
  return pref.cardNotification?.map(({ cardId: _card, ...option }) => option) ?? pref.notificationPrefOption ?? [];
}

export function draftOf(option: NotificationPrefOption): OptionDraft {
  return {
    kind: option.kind,
    enabled: option.enabled,
    amount: option.amountCents === undefined ? '' : plainDollars(option.amountCents),
    days: option.days === undefined ? '' : String(option.days),
    channels: { ...option.channels },
    hasAmount: option.amountCents !== undefined,
    hasDays: option.days !== undefined,
  };
}

/** The option the server gets back, or the field the member must fix first (an amount that is not dollars). */
export function optionOf(draft: OptionDraft): { option: NotificationPrefOption } | { invalid: 'amount' | 'days' } {
  const amountCents = draft.amount.trim() === '' ? undefined : parseAmountToCents(draft.amount);
  if (draft.hasAmount && amountCents === null) return { invalid: 'amount' };
  const days = draft.days.trim() === '' ? undefined : Number(draft.days);
  if (draft.hasDays && days !== undefined && !Number.isInteger(days)) return { invalid: 'days' };
  return {
    option: {
      kind: draft.kind,
      enabled: draft.enabled,
      ...(draft.hasAmount && amountCents !== undefined && amountCents !== null ? { amountCents } : {}),
      ...(draft.hasDays && days !== undefined ? { days } : {}),
      channels: draft.channels,
    },
  };
}

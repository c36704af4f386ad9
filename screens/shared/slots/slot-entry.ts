import type { ComponentType } from 'react';
import type { SlotEntry } from '../../../engine/react';

/**
 * The slots a screen leaves for another feature's part, and what the host gives that part. The host and the feature
 * that fills the slot meet only here, so neither imports the other.
 */
export interface SlotProps {
  /** The offers carousel of a placement, under the accounts summary (insights). */
  readonly 'accounts-summary.offers': { readonly realEstateArea: string };
  /** The way to Edit Accounts and how many accounts the summary hides (accounts-edit). */
  readonly 'accounts-summary.edit-link': { readonly hiddenCount: number };
  /** The survey on sign-out, on the sign-in page after the server offered it (sign-in-help). */
  readonly 'sign-in.logout-survey': { readonly token: string; readonly onFinished: () => void };
  /** The member's linked external accounts on My MakingCents (external-accounts). */
  readonly 'money-insights.external-accounts': Readonly<Record<string, never>>;
}

export type SlotName = keyof SlotProps;

/** A feature's part for a slot, its props checked against what the host gives. No React is loaded until it shows. */
export function slotEntry<N extends SlotName>(slot: N, load: () => Promise<{ default: ComponentType<SlotProps[N]> }>): SlotEntry {
  return { slot, load: load as unknown as SlotEntry['load'] };
}

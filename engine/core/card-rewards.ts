import { paymentsLocked } from './payment-rules/locked';

/** An account as both sides know it: the server's arrangement and the browser's product-summary entry. */
export interface RewardsDestinationCandidate {
  readonly id: string;
  readonly productKind: string;
  /** A certificate in its term: the day it matures (it takes no money until then, paymentsLocked). */
  readonly certificateMaturesOn?: string;
}

/**
 * Whether a cash redemption of a card's rewards may be paid into `account`: an account of a kind config allows
 * (limits.json cards.rewards.destinationKinds) that is not a certificate in its term, or the rewards card's own account,
 * where the cash lowers what is owed. The server refuses every other account; the browser offers only these.
 */
export function canReceiveRewards(account: RewardsDestinationCandidate, cardAccountIds: readonly string[], destinationKinds: readonly string[]): boolean {
  if (paymentsLocked(account)) return false;
  return cardAccountIds.includes(account.id) || destinationKinds.includes(account.productKind);
}

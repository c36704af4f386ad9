/** An account as both sides know it: the server's arrangement and the browser's product-summary entry. */
export interface RewardsDestinationCandidate {
  readonly id: string;
  readonly productKind: string;
}

/**
 * Whether a cash redemption of a card's rewards may be paid into `account`: an account of a kind config allows
 * (limits.json cards.rewards.destinationKinds), or the rewards card's own account, where the cash lowers what is owed.
 * The server refuses every other account; the browser offers only these.
 */
export function canReceiveRewards(account: RewardsDestinationCandidate, cardAccountIds: readonly string[], destinationKinds: readonly string[]): boolean {
  return cardAccountIds.includes(account.id) || destinationKinds.includes(account.productKind);
}

/** How an order names one of its ends (an account, a payee, an external account): its name, then its masked number. */
export const partyLabel = (party: { readonly name: string; readonly maskedNumber: string }): string => `${party.name} ${party.maskedNumber}`.trim();

/**
 * The permissions.json guard a card change needs (Cards.CardManagement edit). Without it (a view-only trusted
 * user) the card-services pages show what is set and offer no change; the server refuses a change all the same.
 */
export const MANAGE_CARDS_GUARD = 'canManageCards';

import type { ScreenEntry } from '../../engine/react';

// The card screens; each loads with its route, never in the first page load.
export const cardsScreens: readonly ScreenEntry[] = [
  { key: 'cards-list', load: () => import('./CardsListScreen') },
  { key: 'card-order', load: () => import('./CardOrderScreen') },
  { key: 'card-authorized-users', load: () => import('./AuthorizedUsersScreen') },
  { key: 'card-rewards', load: () => import('./RewardsScreen') },
  { key: 'card-due-date', load: () => import('./DueDateScreen') },
  { key: 'card-protections', load: () => import('./ProtectionsScreen') },
  { key: 'card-travel-plans', load: () => import('./TravelPlansScreen') },
  { key: 'card-instant-issuance', load: () => import('./InstantIssuanceScreen') },
  { key: 'card-digital-issuance', load: () => import('./DigitalIssuanceScreen') },
  { key: 'card-wallets', load: () => import('./WalletsScreen') },
];

import type { ScreenEntry } from '../../engine/react';

// The information and partner pages: each loads with its route, never in the first page load.
export const informationScreens: readonly ScreenEntry[] = [
  { key: 'more-menu', load: () => import('./MoreMenuScreen') },
  { key: 'static-page', load: () => import('./StaticPageScreen') },
  { key: 'document-room', load: () => import('./DocumentRoomScreen') },
  { key: 'estate-planning-center', load: () => import('./EstatePlanningScreen') },
  { key: 'member-disclosures', load: () => import('./MemberDisclosuresScreen') },
  { key: 'investment-center', load: () => import('./InvestmentCenterScreen') },
  { key: 'bill-pay-access', load: () => import('./BillPayAccessScreen') },
  { key: 'urgent-notice', load: () => import('./UrgentNoticeScreen') },
];

import type { ScreenEntry } from '../../engine/react';

export const moveMoneyInfoScreens: readonly ScreenEntry[] = [
  { key: 'zelle-eligibility', load: () => import('./ZelleEligibilityScreen') },
  { key: 'zelle-faq', load: () => import('./ZelleFaqScreen') },
  { key: 'mobile-deposit-faq', load: () => import('./MobileDepositFaqScreen') },
];

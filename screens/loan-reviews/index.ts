import type { ScreenEntry } from '../../engine/react';

// The loan officer's review: a supervisor's queue, loaded with its route, never in a member's first page load.
export const loanReviewScreens: readonly ScreenEntry[] = [{ key: 'loan-reviews', load: () => import('./LoanReviewsScreen') }];

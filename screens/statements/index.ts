import type { ScreenEntry } from '../../engine/react';

export const statementsScreens: readonly ScreenEntry[] = [
  { key: 'statements', load: () => import('./StatementsScreen') },
  { key: 'statements-preferences', load: () => import('./StatementPreferencesScreen') },
];

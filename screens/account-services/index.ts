import type { ScreenEntry } from '../../engine/react';

export const accountServicesScreens: readonly ScreenEntry[] = [
  { key: 'account-services', load: () => import('./AccountServicesScreen') },
  { key: 'add-joint-owner', load: () => import('./AddJointOwnerScreen') },
  { key: 'direct-deposit-request', load: () => import('./DirectDepositRequestScreen') },
  { key: 'overdraft-protection', load: () => import('./OverdraftProtectionScreen') },
  { key: 'change-checking-account-type', load: () => import('./ChangeCheckingAccountTypeScreen') },
];

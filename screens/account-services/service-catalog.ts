import type { ProductSummaryEntry, ServiceRequestKind } from '../../engine/core/generated/api.gen';

/** One account service: its API kind, its form of config/forms, the accounts it applies to and its page's route id. */
export interface AccountService {
  readonly kind: ServiceRequestKind;
  readonly formId: string;
  readonly productKinds: readonly ProductSummaryEntry['productKind'][];
  readonly route: string;
  /** The capability of config/policy.json filing it exercises (the server's route declares the same). */
  readonly capability: 'request-service' | 'change-account-ownership';
  /** The key of its name in copy.json's "account-services" section. */
  readonly copyKey: 'addJointOwner' | 'directDeposit' | 'overdraftProtection' | 'changeCheckingAccountType';
}

// Mirrors SERVICE_DEFINITIONS of src/server/domain/service-requests.ts, which enforces the same account kinds.
export const ACCOUNT_SERVICES: readonly AccountService[] = [
  { kind: 'add-joint-owner', formId: 'add-joint-owner', productKinds: ['checking', 'savings'], route: 'accounts.add-joint-owner', capability: 'change-account-ownership', copyKey: 'addJointOwner' },
  { kind: 'direct-deposit', formId: 'direct-deposit-request', productKinds: ['checking'], route: 'accounts.direct-deposit-request', capability: 'request-service', copyKey: 'directDeposit' },
  { kind: 'overdraft-protection', formId: 'overdraft-protection', productKinds: ['checking'], route: 'accounts.overdraft-protection', capability: 'request-service', copyKey: 'overdraftProtection' },
  {
    kind: 'change-checking-account-type',
    formId: 'change-checking-account-type',
    productKinds: ['checking'],
    route: 'accounts.change-checking-type',
    capability: 'change-account-ownership',
    copyKey: 'changeCheckingAccountType',
  },
];

export function accountServiceOf(kind: ServiceRequestKind): AccountService {
  const service = ACCOUNT_SERVICES.find((candidate) => candidate.kind === kind);
  if (!service) throw new Error(`Unknown account service "${kind}"`);
  return service;
}

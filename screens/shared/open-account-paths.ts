export const OPEN_ACCOUNT_PATH = '/open-new-accounts';
export const HOME_LOAN_PATH = '/open-new-accounts/select-loan-accounts/link/myhomeloan';

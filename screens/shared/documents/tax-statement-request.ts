import { documentAccountNumber, type DocumentRequest } from './document-request';

export const TAX_STATEMENTS = '/api/statements/client-api/v3/account/tax-statements';

/** A tax form names itself in headers (uid and accountNumber), so it is fetched rather than linked. */
export function taxStatementRequest(uid: string, accountNumber: string): DocumentRequest {
  return { path: `${TAX_STATEMENTS}/download`, headers: { uid, accountNumber: documentAccountNumber(accountNumber) } };
}

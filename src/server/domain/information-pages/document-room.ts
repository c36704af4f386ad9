import type { Kysely } from 'kysely';
import type { DocumentRoom, DocumentRoomItem } from '../../../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../../manifests/loan-servicing-manifest';
import type { Database } from '../../db/schema';
import { listAccountStatements } from '../account-statements';
import { businessDate } from '../business-date';
import { disclosureStatuses } from '../member-disclosures';
import type { MemberScope } from '../member-scope';
import { maskAccountNumber } from '../product-summary';
import { listTaxStatements } from '../tax-statements';
import { disclosureDocumentPath, signedLoanDisclosures } from '../lending/disclosure';
import { listMemberUploads } from '../uploads/upload-rows';
import { visibleArrangements } from '../visible-arrangements';

const STATEMENT_DOWNLOAD = '/api/statements/client-api/v2/account';

/** Which kinds of document the caller may see: each follows the permission of the service that owns it. */
export interface DocumentRoomAccess {
  readonly statements: boolean;
  readonly uploads: boolean;
  /** The signed Truth in Lending disclosures of the membership's loans (lending's permission). */
  readonly loanDisclosures: boolean;
}

const yearOf = (day: string): number => Number(day.slice(0, 4));

/**
 * Everything the Electronic Document Room lists, from the services that own it: the monthly statements of open
 * accounts and tax forms (statements service), the disclosures the signed-in user accepted, the Truth in Lending
 * disclosures signed for the membership's loans (lending), and the membership's uploads; newest first, with the years
 * they span.
 */
export async function documentRoom(db: Kysely<Database>, scope: MemberScope, access: DocumentRoomAccess, today: string): Promise<DocumentRoom> {
  const documents: DocumentRoomItem[] = [];
  if (access.statements) {
    for (const account of await visibleArrangements(db, scope)) {
      for (const period of await listAccountStatements(db, account, today)) {
        documents.push({
          id: `statement:${account.id}:${period.id}`,
          type: 'statement',
          title: account.name,
          detail: maskAccountNumber(account.account_number),
          date: period.end,
          year: yearOf(period.end),
          downloadPath: `${STATEMENT_DOWNLOAD}/${encodeURIComponent(account.id)}/statements/download/${encodeURIComponent(period.id)}`,
        });
      }
    }
    for (const form of await listTaxStatements(db, await visibleArrangements(db, scope, 'all'), today)) {
      documents.push({
        id: `tax:${form.uid}`,
        type: 'tax',
        title: `${form.formType} ${form.taxYear}`,
        detail: `${form.arrangement.name} ${maskAccountNumber(form.arrangement.account_number)}`,
        date: `${form.taxYear}-12-31`,
        year: form.taxYear,
        taxUid: form.uid,
        accountLastFour: form.arrangement.account_number.slice(-4),
      });
    }
  }
  for (const status of (await disclosureStatuses(db, scope.userId)).statuses) {
    if (status.acceptedAt === undefined) continue;
    const day = businessDate(new Date(status.acceptedAt));
    documents.push({ id: `notice:${status.noticeId}`, type: 'notice', title: status.title, detail: `v${status.version}`, date: day, year: yearOf(day) });
  }
  if (access.loanDisclosures) {
    for (const signed of await signedLoanDisclosures(db, scope)) {
      documents.push({
        id: `loan-disclosure:${signed.applicationId}`,
        type: 'notice',
        title: loanServicingManifest.copy.truthInLending.documentTitle,
        detail: `${signed.productName} ${maskAccountNumber(signed.accountNumber)}`,
        date: signed.fundedOn,
        year: yearOf(signed.fundedOn),
        downloadPath: disclosureDocumentPath(signed.applicationId),
      });
    }
  }
  if (access.uploads && !scope.staff) {
    for (const upload of await listMemberUploads(db, scope.ownerId)) {
      const day = businessDate(new Date(upload.uploadedAt));
      documents.push({ id: `upload:${upload.uploadId}`, type: 'upload', title: upload.fileName, detail: upload.receiptNumber, date: day, year: yearOf(day) });
    }
  }
  documents.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const years = [...new Set(documents.map((document) => document.year))].sort((a, b) => b - a);
  return { documents, years };
}

import type { Kysely } from 'kysely';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest } from '../../manifests';
import { accountFactsManifest } from '../../manifests/account-facts-manifest';
import type { Arrangement, Database } from '../db/schema';
import type { DirectDepositKind } from '../domain/account-facts';
import { renderDirectDepositPdf } from './direct-deposit-pdf';
import { holderOf, type PdfFile } from './statement-documents';

/** The direct-deposit form of an account, in its holder's name (a trusted user's or staff's download names the holder). */
export async function directDepositPdf(db: Kysely<Database>, arrangement: Arrangement, kind: DirectDepositKind, today: string): Promise<PdfFile> {
  const holder = await holderOf(db, arrangement);
  const bytes = await renderDirectDepositPdf({
    institutionName: appManifest.productName,
    institutionAddressLines: accountFactsManifest.institutionAddressLines,
    routingNumber: appManifest.routingNumber,
    memberServicesPhone: appManifest.memberServicesPhone,
    memberName: holder.name,
    accountNumber: arrangement.account_number,
    accountType: kind,
    printedOn: today,
  });
  return { fileName: resolveTemplate(accountFactsManifest.directDepositPdf.fileName, { lastFour: arrangement.account_number.slice(-4) }), bytes };
}

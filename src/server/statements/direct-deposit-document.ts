import type { Kysely } from 'kysely';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest } from '../../manifests';
import { accountFactsManifest } from '../../manifests/account-facts-manifest';
import type { Arrangement, Database } from '../db/schema';
import type { DirectDepositKind } from '../domain/account-facts';
import type { LocaleTag } from '../i18n/locales';
import { manifestIn } from '../i18n/localized-manifest';
import { documentCopyIn } from './document-copy';
import { renderDirectDepositPdf } from './direct-deposit-pdf';
import { holderOf, type PdfFile } from './statement-documents';

/**
 * The direct-deposit form of an account, in its holder's name (a trusted user's or staff's download names the holder)
 * and in the reader's language (a locale tag).
 */
export async function directDepositPdf(db: Kysely<Database>, arrangement: Arrangement, kind: DirectDepositKind, today: string, locale: LocaleTag): Promise<PdfFile> {
  const holder = await holderOf(db, arrangement);
  const app = manifestIn(appManifest, 'app.json', locale);
  const bytes = await renderDirectDepositPdf({
    institutionName: app.productName,
    institutionAddressLines: accountFactsManifest.institutionAddressLines,
    routingNumber: appManifest.routingNumber,
    memberServicesPhone: app.memberServicesPhone,
    memberName: holder.name,
    accountNumber: arrangement.account_number,
    accountType: kind,
    printedOn: today,
    footer: (await documentCopyIn(db, locale)).footer,
  }, locale);
  return { fileName: resolveTemplate(manifestIn(accountFactsManifest, 'account-facts.json', locale).directDepositPdf.fileName, { lastFour: arrangement.account_number.slice(-4) }), bytes };
}

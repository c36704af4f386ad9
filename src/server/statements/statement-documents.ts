import type { Kysely } from 'kysely';
import type { LoanDisclosure, StatementDetail } from '../../../engine/core/generated/api.gen';
import { statementSections } from '../../../engine/core/statement-sections';
import { appManifest } from '../../manifests';
import type { Arrangement, Database } from '../db/schema';
import { maskAccountNumber } from '../domain/product-summary';
import type { TaxStatementRecord } from '../domain/tax-statements';
import { renderLoanDisclosurePdf } from './loan-disclosure-pdf';
import { documentCopyIn } from './document-copy';
import { documentDateIn } from './pdf-drawing';
import type { LocaleTag } from '../i18n/locales';
import { manifestIn } from '../i18n/localized-manifest';
import { renderStatementPdf } from './statement-pdf';
import { renderTaxFormPdf } from './tax-form-pdf';

/** A PDF to send, with the file name it should be saved as. */
export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The account holder's name and mailing address lines, as printed on their documents. */
export async function holderOf(db: Kysely<Database>, arrangement: Arrangement): Promise<{ name: string; addressLines: string[] }> {
  const holder = await db
    .selectFrom('service_agreements')
    .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
    .select(['members.id', 'members.full_name'])
    .where('service_agreements.id', '=', arrangement.agreement_id)
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('member_postal_addresses')
    .selectAll()
    .where('user_id', '=', holder.id)
    .where('address_type', '=', 'MAILING')
    .orderBy('id')
    .executeTakeFirst();
  const addressLines = address
    ? [address.address_line1, address.address_line2, address.address_line3, `${address.city}, ${address.state} ${address.zip_code}`].filter((line) => line.trim() !== '')
    : [];
  return { name: holder.full_name, addressLines };
}

/**
 * A monthly statement of an account as a PDF, in the reader's language (a locale tag), printing what the page shows (domain/statement-detail.ts): balances,
 * the period's money in and out, the figures of the account's kind, and every line signed as the app signs it.
 */
export async function statementPdf(db: Kysely<Database>, arrangement: Arrangement, detail: StatementDetail, locale: LocaleTag): Promise<PdfFile> {
  const holder = await holderOf(db, arrangement);
  const app = manifestIn(appManifest, 'app.json', locale);
  const words = await documentCopyIn(db, locale);
  const bytes = await renderStatementPdf({
    locale,
    words,
    institutionName: app.productName,
    memberServicesPhone: app.memberServicesPhone,
    memberName: holder.name,
    addressLines: holder.addressLines,
    accountName: arrangement.name,
    accountNumber: detail.accountNumber,
    periodStart: detail.periodStart,
    periodEnd: detail.periodEnd,
    openingBalanceCents: detail.openingBalanceCents,
    closingBalanceCents: detail.closingBalanceCents,
    totalCreditsCents: detail.totalCreditsCents,
    totalDebitsCents: detail.totalDebitsCents,
    lines: detail.lines,
    signNote: words.statement.signNote,
    sections: statementSections(detail, words.statement, documentDateIn(locale)),
  });
  return { fileName: `statement-${arrangement.account_number.slice(-4)}-${detail.periodStart.slice(0, 7)}.pdf`, bytes };
}

/** A year's tax form of an account as a PDF, in the reader's language (a locale tag). */
export async function taxFormPdf(db: Kysely<Database>, record: TaxStatementRecord, locale: LocaleTag): Promise<PdfFile> {
  const holder = await holderOf(db, record.arrangement);
  const app = manifestIn(appManifest, 'app.json', locale);
  const bytes = await renderTaxFormPdf({
    locale,
    words: await documentCopyIn(db, locale),
    formType: record.formType,
    taxYear: record.taxYear,
    institutionName: app.productName,
    memberServicesPhone: app.memberServicesPhone,
    memberName: holder.name,
    addressLines: holder.addressLines,
    accountName: record.arrangement.name,
    accountNumber: maskAccountNumber(record.arrangement.account_number),
    amountCents: record.amountCents,
  });
  return { fileName: `${record.formType.toLowerCase()}-${record.taxYear}-${record.arrangement.account_number.slice(-4)}.pdf`, bytes };
}

/** A signature's moment is printed in the zone the credit union keeps its books in, with the zone's abbreviation. */
const signedAtFormat = (locale: LocaleTag) => new Intl.DateTimeFormat(locale, { timeZone: appManifest.calendar.timeZone, month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** A funded loan's Truth in Lending disclosure, as signed, as a PDF in the reader's language (a locale tag). */
export async function loanDisclosurePdf(db: Kysely<Database>, arrangement: Arrangement, disclosure: LoanDisclosure & { consent: NonNullable<LoanDisclosure['consent']> }, locale: LocaleTag): Promise<PdfFile> {
  const holder = await holderOf(db, arrangement);
  const app = manifestIn(appManifest, 'app.json', locale);
  const bytes = await renderLoanDisclosurePdf({
    institutionName: app.productName,
    memberServicesPhone: app.memberServicesPhone,
    memberName: holder.name,
    addressLines: holder.addressLines,
    accountNumber: maskAccountNumber(arrangement.account_number),
    disclosure,
    signedAt: signedAtFormat(locale).format(new Date(disclosure.consent.consentedAt)),
    footer: (await documentCopyIn(db, locale)).footer,
  }, locale);
  return { fileName: `truth-in-lending-${arrangement.account_number.slice(-4)}-${disclosure.fundedOn}.pdf`, bytes };
}

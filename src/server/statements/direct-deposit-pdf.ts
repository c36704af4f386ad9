import { resolveTemplate } from '../../../engine/core/template';
import { accountFactsManifest } from '../../manifests/account-facts-manifest';
import type { LocaleTag } from '../i18n/locales';
import { manifestIn } from '../i18n/localized-manifest';
import type { DocumentCopy } from './document-copy';
import { addPage, dayOf, newDocument, PAGE, pdfBytes } from './pdf-document';
import { drawFooter, drawRule, drawText, FONTS, MUTED, wrappedLines } from './pdf-drawing';

/** Everything a direct-deposit form prints. */
export interface DirectDepositDocument {
  institutionName: string;
  institutionAddressLines: readonly string[];
  routingNumber: string;
  memberServicesPhone: string;
  memberName: string;
  /** The full account number: the form exists to give it to a payer. */
  accountNumber: string;
  accountType: 'checking' | 'savings';
  /** The business date it was printed on (its metadata date, so a day's forms of an account are the same bytes). */
  printedOn: string;
  /** The documents' footer in the reader's language, as the version in force has it (document-copy.ts). */
  footer: DocumentCopy['footer'];
}

const BODY = 10;
const LINE = 14;

/**
 * The direct-deposit form as a one-page tagged PDF: the title, what it is for, the account holder, the credit union
 * (name, address, routing number), the account (full number and type), then blank lines for the employer or payer to
 * fill in and the holder to sign, in the reader's language (a locale tag). Screen readers get each block's heading,
 * then its lines, in the order printed.
 */
export async function renderDirectDepositPdf(doc: DirectDepositDocument, locale: LocaleTag): Promise<Uint8Array> {
  const copy = manifestIn(accountFactsManifest, 'account-facts.json', locale).directDepositPdf;
  const { pdf, tags } = await newDocument({ title: `${doc.institutionName} ${copy.title}`, author: doc.institutionName, date: dayOf(doc.printedOn), language: locale });
  const { document } = tags;
  addPage(pdf);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  tags.mark('P', document, () => drawText(pdf, doc.institutionName, { x: PAGE.margin, y, font: FONTS.bold, size: 16 }));
  y -= 26;
  tags.mark('H1', document, () => drawText(pdf, copy.title, { x: PAGE.margin, y, font: FONTS.bold, size: 14 }));
  y -= 20;
  for (const line of wrappedLines(pdf, FONTS.regular, BODY, resolveTemplate(copy.intro, { institution: doc.institutionName }), width)) {
    tags.mark('P', document, () => drawText(pdf, line, { x: PAGE.margin, y, font: FONTS.regular, size: BODY }));
    y -= LINE;
  }
  y -= 12;

  const block = (heading: string, lines: readonly string[]): void => {
    tags.mark('H2', document, () => drawText(pdf, heading, { x: PAGE.margin, y, font: FONTS.bold, size: 11 }));
    y -= LINE + 2;
    for (const line of lines) {
      tags.mark('P', document, () => drawText(pdf, line, { x: PAGE.margin + 12, y, font: FONTS.regular, size: BODY }));
      y -= LINE;
    }
    y -= 12;
  };
  block(copy.holderHeading, [doc.memberName]);
  block(copy.institutionHeading, [doc.institutionName, ...doc.institutionAddressLines, resolveTemplate(copy.routingNumber, { routingNumber: doc.routingNumber })]);
  block(copy.accountHeading, [
    resolveTemplate(copy.accountNumber, { accountNumber: doc.accountNumber }),
    resolveTemplate(copy.accountType, { accountType: copy.accountTypes[doc.accountType] }),
  ]);

  drawRule(tags, pdf, y + 4);
  y -= 14;
  tags.mark('H2', document, () => drawText(pdf, copy.employerHeading, { x: PAGE.margin, y, font: FONTS.bold, size: 11 }));
  y -= LINE + 10;
  // Each line to fill in: its label, then a rule under the space left for the writing (the rule is page furniture).
  for (const label of [copy.employerLine, copy.amountLine, copy.signatureLine]) {
    tags.mark('P', document, () => drawText(pdf, label, { x: PAGE.margin, y, font: FONTS.regular, size: BODY, color: MUTED }));
    y -= 26;
    drawRule(tags, pdf, y);
    y -= 20;
  }
  drawFooter(tags, pdf, { phone: doc.memberServicesPhone, page: 1, pages: 1, footer: doc.footer });
  return pdfBytes(pdf);
}

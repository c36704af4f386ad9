import { formatCents } from '../../../engine/core/money';
import { resolveTemplate } from '../../../engine/core/template';
import type { DocumentCopy } from './document-copy';
import type { TaxFormType } from '../db/schema';
import { addPage, dayOf, newDocument, PAGE, pdfBytes } from './pdf-document';
import { drawFooter, drawRight, drawRule, drawText, FONTS, MUTED } from './pdf-drawing';

/** Everything a tax form (1099-INT, 5498 or 1098) prints: its box 1 amount for the year. */
export interface TaxFormDocument {
  formType: TaxFormType;
  taxYear: number;
  institutionName: string;
  memberServicesPhone: string;
  memberName: string;
  addressLines: readonly string[];
  accountName: string;
  accountNumber: string;
  amountCents: number;
  /** The reader's language (a locale tag). */
  locale: string;
  /** The documents' words in the reader's language, as the version in force has them (document-copy.ts). */
  words: DocumentCopy;
}

/**
 * A year's tax form as a one-page tagged PDF: payer (the credit union, also the trustee of an IRA and the lender of
 * a 1098), recipient (the member), the account (masked) and the amount in box 1. Screen
 * readers get the form's title as the heading, then each block under its own heading, in the order printed.
 */
export async function renderTaxFormPdf(doc: TaxFormDocument): Promise<Uint8Array> {
  const { words } = doc;
  const copy = words.taxForm;
  const title = resolveTemplate(copy.title, { formType: doc.formType });
  // The form is dated by the year it reports: its last day.
  const { pdf, tags } = await newDocument({ title: `${doc.institutionName} ${title} ${doc.taxYear}`, author: doc.institutionName, date: dayOf(`${doc.taxYear}-12-31`), language: doc.locale });
  const { document } = tags;
  addPage(pdf);
  let y = PAGE.height - PAGE.margin;
  // The title is drawn (and read) first although it sits on the right of the institution's name.
  tags.mark('H1', document, () => drawRight(pdf, title, { right: PAGE.width - PAGE.margin, y, font: FONTS.bold, size: 14 }));
  tags.mark('P', document, () => drawText(pdf, doc.institutionName, { x: PAGE.margin, y, font: FONTS.bold, size: 16 }));
  y -= 18;
  tags.mark('P', document, () => drawRight(pdf, resolveTemplate(copy.forms[doc.formType].subtitle, { taxYear: doc.taxYear }), { right: PAGE.width - PAGE.margin, y, font: FONTS.regular, size: 10 }));
  y -= 30;

  const block = (label: string, lines: readonly string[]): void => {
    tags.mark('H2', document, () => drawText(pdf, label, { x: PAGE.margin, y, font: FONTS.bold, size: 10 }));
    y -= 14;
    for (const line of lines) {
      tags.mark('P', document, () => drawText(pdf, line, { x: PAGE.margin + 12, y, font: FONTS.regular, size: 10 }));
      y -= 13;
    }
    y -= 10;
  };
  block(copy.payer, [doc.institutionName, doc.memberServicesPhone]);
  block(copy.recipient, [doc.memberName, ...doc.addressLines]);
  block(copy.account, [`${doc.accountName} ${doc.accountNumber}`]);

  drawRule(tags, pdf, y + 4);
  y -= 12;
  tags.mark('P', document, () => {
    drawText(pdf, copy.forms[doc.formType].box1, { x: PAGE.margin, y, font: FONTS.bold, size: 11 });
    drawRight(pdf, formatCents(doc.amountCents), { right: PAGE.width - PAGE.margin, y, font: FONTS.bold, size: 11 });
  });
  y -= 30;
  tags.mark('P', document, () => drawText(pdf, copy.notice, { x: PAGE.margin, y, font: FONTS.regular, size: 8, color: MUTED }));
  drawFooter(tags, pdf, { phone: doc.memberServicesPhone, page: 1, pages: 1, footer: words.footer });
  return pdfBytes(pdf);
}

import { formatCents } from '../../../engine/core/money';
import { resolveTemplate } from '../../../engine/core/template';
import type { LoanDisclosure } from '../../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../manifests/loan-servicing-manifest';
import type { LocaleTag } from '../i18n/locales';
import { manifestIn } from '../i18n/localized-manifest';
import type { DocumentCopy } from './document-copy';
import { addPage, newDocument, PAGE, pdfBytes, type Pdf } from './pdf-document';
import { documentDateIn, drawFooter, drawRight, drawText, FONTS, MUTED, wrappedLines, type FontName } from './pdf-drawing';
import type { StructNode, TaggedPdf } from './pdf-tags';

/** Everything a signed Truth in Lending disclosure prints. */
export interface LoanDisclosureDocument {
  institutionName: string;
  memberServicesPhone: string;
  memberName: string;
  addressLines: readonly string[];
  accountNumber: string;
  disclosure: LoanDisclosure & { consent: NonNullable<LoanDisclosure['consent']> };
  /** When the member consented, as printed (date, time and zone). */
  signedAt: string;
  /** The documents' footer in the reader's language, as the version in force has it (document-copy.ts). */
  footer: DocumentCopy['footer'];
}

const WIDTH = PAGE.width - 2 * PAGE.margin;
const FIGURE_RIGHT = PAGE.width - PAGE.margin;
const SCHEDULE_COLUMNS = [PAGE.margin, PAGE.margin + 150, PAGE.margin + 300] as const;

/** Paragraph lines under one marked paragraph; returns where the next block starts. */
function paragraph(tags: TaggedPdf, pdf: Pdf, text: string, y: number, options: { size?: number; muted?: boolean; parent?: StructNode } = {}): number {
  const size = options.size ?? 10;
  const lines = wrappedLines(pdf, FONTS.regular, size, text, WIDTH);
  tags.mark('P', options.parent ?? tags.document, () =>
    lines.forEach((line, index) => drawText(pdf, line, { x: PAGE.margin, y: y - index * (size + 3), font: FONTS.regular, size, ...(options.muted ? { color: MUTED } : {}) })),
  );
  return y - lines.length * (size + 3) - 6;
}

function heading(tags: TaggedPdf, pdf: Pdf, text: string, y: number): number {
  tags.mark('H2', tags.document, () => drawText(pdf, text, { x: PAGE.margin, y, font: FONTS.bold, size: 11 }));
  return y - 18;
}

/**
 * A loan's Truth in Lending disclosure as the member signed it, a one-page tagged PDF: the credit union and the member,
 * the loan (masked), the four boxed terms with their explanations and figures (a table of header and data cells), the
 * payment schedule (a table), the prepayment statement, then the electronic consent word for word, who gave it and
 * when, and the disclosure's version, in the reader's language (a locale tag; the consent is printed in the words the
 * member consented to). Screen readers get the title as the heading, then each block in that order.
 */
export async function renderLoanDisclosurePdf(doc: LoanDisclosureDocument, locale: LocaleTag): Promise<Uint8Array> {
  const { disclosure } = doc;
  const copy = manifestIn(loanServicingManifest, 'loan-servicing.json', locale).copy.truthInLending;
  const dateOf = documentDateIn(locale);
  // Dated by the moment the member signed it.
  const { pdf, tags } = await newDocument({
    title: `${doc.institutionName} ${copy.documentTitle} ${disclosure.productName} ${dateOf(disclosure.fundedOn)}`,
    author: doc.institutionName,
    date: new Date(disclosure.consent.consentedAt),
    language: locale,
  });
  const { document } = tags;
  addPage(pdf);
  let y = PAGE.height - PAGE.margin;
  // The title is drawn (and read) first although it sits on the right of the institution's name.
  tags.mark('H1', document, () => drawRight(pdf, copy.documentTitle, { right: FIGURE_RIGHT, y, font: FONTS.bold, size: 14 }));
  tags.mark('P', document, () => drawText(pdf, doc.institutionName, { x: PAGE.margin, y, font: FONTS.bold, size: 16 }));
  y -= 30;
  for (const line of [doc.memberName, ...doc.addressLines]) {
    tags.mark('P', document, () => drawText(pdf, line, { x: PAGE.margin, y, font: line === doc.memberName ? FONTS.bold : FONTS.regular, size: 10 }));
    y -= 13;
  }
  y -= 6;
  y = paragraph(tags, pdf, resolveTemplate(copy.documentLoan, { name: disclosure.productName, account: doc.accountNumber }), y);
  y -= 8;

  y = heading(tags, pdf, resolveTemplate(copy.caption, { name: disclosure.productName }), y);
  const box = tags.group('Table');
  const terms: [{ term: string; explanation: string }, string][] = [
    [copy.apr, `${(disclosure.aprBps / 100).toFixed(2)}%`],
    [copy.financeCharge, formatCents(disclosure.financeChargeCents)],
    [copy.amountFinanced, formatCents(disclosure.amountFinancedCents)],
    [copy.totalOfPayments, formatCents(disclosure.totalOfPaymentsCents)],
  ];
  for (const [term, figure] of terms) {
    const row = tags.group('TR', box);
    const at = y;
    tags.mark('TH', row, () => {
      drawText(pdf, term.term, { x: PAGE.margin, y: at, font: FONTS.bold, size: 10 });
      drawText(pdf, term.explanation, { x: PAGE.margin, y: at - 12, font: FONTS.regular, size: 8, color: MUTED });
    });
    tags.mark('TD', row, () => drawRight(pdf, figure, { right: FIGURE_RIGHT, y: at, font: FONTS.bold, size: 11 }));
    y -= 30;
  }
  y -= 6;

  y = heading(tags, pdf, copy.scheduleCaption, y);
  const schedule = tags.group('Table');
  const cellsOf = (cells: readonly string[], type: 'TH' | 'TD', font: FontName) => {
    const row = tags.group('TR', schedule);
    const at = y;
    cells.forEach((cell, index) => tags.mark(type, row, () => drawText(pdf, cell, { x: SCHEDULE_COLUMNS[index] ?? PAGE.margin, y: at, font, size: 10 })));
    y -= 15;
  };
  cellsOf([copy.scheduleColumns.count, copy.scheduleColumns.amount, copy.scheduleColumns.due], 'TH', FONTS.bold);
  for (const group of disclosure.payments) {
    const due = group.count === 1 ? dateOf(group.firstDueDate) : resolveTemplate(copy.monthlyFrom, { date: dateOf(group.firstDueDate) });
    cellsOf([String(group.count), formatCents(group.amountCents), due], 'TD', FONTS.regular);
  }
  y -= 4;
  y = paragraph(tags, pdf, copy.prepayment, y);
  y -= 8;

  y = heading(tags, pdf, copy.documentConsentHeading, y);
  y = paragraph(tags, pdf, disclosure.consent.text, y);
  y = paragraph(tags, pdf, resolveTemplate(copy.signed, { name: disclosure.consent.consentedBy, date: doc.signedAt }), y);
  paragraph(tags, pdf, resolveTemplate(copy.version, { version: disclosure.version }), y, { size: 8, muted: true });
  drawFooter(tags, pdf, { phone: doc.memberServicesPhone, page: 1, pages: 1, footer: doc.footer });
  return pdfBytes(pdf);
}

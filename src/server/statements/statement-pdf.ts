import { formatCents } from '../../../engine/core/money';
import type { StatementSection } from '../../../engine/core/statement-sections';
import type { DocumentCopy } from './document-copy';
import { addPage, dayOf, newDocument, PAGE, pdfBytes, type Pdf } from './pdf-document';
import { documentDateIn, drawFooter, drawRight, drawRule, drawText, fitted, FONTS, MUTED, wrappedLines } from './pdf-drawing';
import type { StructNode, TaggedPdf } from './pdf-tags';

/**
 * One transaction line of a statement: its amount signed as the app's transaction list signs it (money in positive,
 * money out negative) and the balance after it.
 */
export interface StatementLine {
  date: string;
  description: string;
  amountCents: number;
  balanceCents: number;
}

/** Everything a monthly statement prints; balances are as the member sees them (held, or owed). */
export interface StatementDocument {
  institutionName: string;
  memberServicesPhone: string;
  memberName: string;
  addressLines: readonly string[];
  accountName: string;
  accountNumber: string;
  periodStart: string;
  periodEnd: string;
  openingBalanceCents: number;
  closingBalanceCents: number;
  totalCreditsCents: number;
  totalDebitsCents: number;
  lines: readonly StatementLine[];
  /** The one line of copy that explains how amounts are signed. */
  signNote?: string;
  /** The figures of the account's kind (engine/core/statement-sections.ts), printed after the balances. */
  sections?: readonly StatementSection[];
  /** The reader's language (a locale tag): how its dates print. */
  locale: string;
  /** The documents' words in the reader's language, as the version in force has them (document-copy.ts). */
  words: DocumentCopy;
}

const ROW_HEIGHT = 14;
const ROW_SIZE = 9;
const COLUMNS = { date: PAGE.margin, description: PAGE.margin + 66, amountRight: PAGE.width - PAGE.margin - 96, balanceRight: PAGE.width - PAGE.margin } as const;
const DESCRIPTION_WIDTH = COLUMNS.amountRight - 84 - COLUMNS.description;
const TABLE_BOTTOM = PAGE.margin + 8;
/** The statement's words and date format in the document's language. */
function wordsOf(doc: StatementDocument): { copy: DocumentCopy['statement']; date: (isoDate: string) => string } {
  return { copy: doc.words.statement, date: documentDateIn(doc.locale) };
}

/** Draws the first page's title, member and account block and summary table; returns where the table starts. */
function drawFirstHeading(pdf: Pdf, tags: TaggedPdf, doc: StatementDocument): number {
  const { document } = tags;
  const { copy, date } = wordsOf(doc);
  let y = PAGE.height - PAGE.margin;
  // The title is drawn (and read) first although it sits on the right of the institution's name.
  tags.mark('H1', document, () => drawRight(pdf, copy.title, { right: PAGE.width - PAGE.margin, y, font: FONTS.bold, size: 12 }));
  tags.mark('P', document, () => drawText(pdf, doc.institutionName, { x: PAGE.margin, y, font: FONTS.bold, size: 16 }));
  y -= 30;
  const blockTop = y;
  for (const line of [doc.memberName, ...doc.addressLines]) {
    tags.mark('P', document, () => drawText(pdf, line, { x: PAGE.margin, y, font: line === doc.memberName ? FONTS.bold : FONTS.regular, size: 10 }));
    y -= 13;
  }
  const right = PAGE.width - PAGE.margin;
  let ry = blockTop;
  tags.mark('P', document, () => drawRight(pdf, `${copy.account}: ${doc.accountName} ${doc.accountNumber}`, { right, y: ry, font: FONTS.regular, size: 10 }));
  ry -= 13;
  tags.mark('P', document, () => drawRight(pdf, `${copy.period}: ${date(doc.periodStart)} - ${date(doc.periodEnd)}`, { right, y: ry, font: FONTS.regular, size: 10 }));
  y = Math.min(y, ry) - 18;

  const summary: [string, number][] = [
    [copy.openingBalance, doc.openingBalanceCents],
    [copy.totalCredits, doc.totalCreditsCents],
    [copy.totalDebits, doc.totalDebitsCents],
    [copy.closingBalance, doc.closingBalanceCents],
  ];
  const table = tags.group('Table');
  for (const [label, cents] of summary) {
    const row = tags.group('TR', table);
    tags.mark('TH', row, () => drawText(pdf, label, { x: PAGE.margin, y, font: FONTS.regular, size: 10 }));
    tags.mark('TD', row, () => drawRight(pdf, formatCents(cents), { right: PAGE.margin + 260, y, font: FONTS.bold, size: 10 }));
    y -= 14;
  }
  y -= 6;
  if (doc.signNote) y = drawParagraph(pdf, tags, doc.signNote, y, 8);
  for (const section of doc.sections ?? []) y = drawSection(pdf, tags, section, y);
  return y - 12;
}

/** A paragraph wrapped to the page's width, one P; returns where the next block starts. */
function drawParagraph(pdf: Pdf, tags: TaggedPdf, text: string, top: number, size: number): number {
  const lines = wrappedLines(pdf, FONTS.regular, size, text, PAGE.width - 2 * PAGE.margin);
  let y = top;
  tags.mark('P', tags.document, () => {
    for (const line of lines) {
      drawText(pdf, line, { x: PAGE.margin, y, font: FONTS.regular, size });
      y -= size + 3;
    }
  });
  return y - 4;
}

const FIGURE_RIGHT = PAGE.margin + 320;

/** A kind-specific section: its heading (H2), its figures as a two-column table, an optional table, its notes. */
function drawSection(pdf: Pdf, tags: TaggedPdf, section: StatementSection, top: number): number {
  let y = top - 8;
  tags.mark('H2', tags.document, () => drawText(pdf, section.heading, { x: PAGE.margin, y, font: FONTS.bold, size: 11 }));
  y -= 16;
  if (section.figures.length > 0) {
    const table = tags.group('Table');
    for (const figure of section.figures) {
      const row = tags.group('TR', table);
      const at = y;
      tags.mark('TH', row, () => drawText(pdf, figure.label, { x: PAGE.margin, y: at, font: FONTS.regular, size: 10 }));
      tags.mark('TD', row, () => drawRight(pdf, figure.value, { right: FIGURE_RIGHT, y: at, font: FONTS.bold, size: 10 }));
      y -= 14;
    }
  }
  if (section.table) {
    const table = tags.group('Table');
    const header = tags.group('TR', table);
    const [first, second] = section.table.columns;
    const at = y;
    tags.mark('TH', header, () => drawText(pdf, first, { x: PAGE.margin, y: at, font: FONTS.bold, size: 10 }));
    tags.mark('TH', header, () => drawRight(pdf, second, { right: FIGURE_RIGHT, y: at, font: FONTS.bold, size: 10 }));
    y -= 14;
    for (const [label, value] of section.table.rows) {
      const row = tags.group('TR', table);
      const rowY = y;
      tags.mark('TD', row, () => drawText(pdf, label, { x: PAGE.margin, y: rowY, font: FONTS.regular, size: 10 }));
      tags.mark('TD', row, () => drawRight(pdf, value, { right: FIGURE_RIGHT, y: rowY, font: FONTS.regular, size: 10 }));
      y -= 14;
    }
  }
  y -= 4;
  for (const note of section.notes) y = drawParagraph(pdf, tags, note, y, 9);
  return y;
}

/** A later page's one-line heading, repeated page furniture (an artifact); returns where the table starts. */
function drawContinuedHeading(pdf: Pdf, tags: TaggedPdf, doc: StatementDocument): number {
  const y = PAGE.height - PAGE.margin;
  const { copy, date } = wordsOf(doc);
  tags.artifact(() => {
    drawText(pdf, `${doc.institutionName}: ${copy.title} (${copy.continued})`, { x: PAGE.margin, y, font: FONTS.bold, size: 11 });
    drawRight(pdf, `${doc.accountNumber}  ${date(doc.periodStart)} - ${date(doc.periodEnd)}`, { right: PAGE.width - PAGE.margin, y, font: FONTS.regular, size: 9, color: MUTED });
  });
  return y - 28;
}

/**
 * The column headings: the table's header row on the first page, an artifact where they repeat on later pages (a
 * screen reader already knows the columns).
 */
function drawTableHeader(pdf: Pdf, tags: TaggedPdf, copy: DocumentCopy['statement'], y: number, table: StructNode | null): number {
  const font = FONTS.bold;
  const cells: [string, () => void][] = [
    [copy.columnDate, () => drawText(pdf, copy.columnDate, { x: COLUMNS.date, y, font, size: ROW_SIZE })],
    [copy.columnDescription, () => drawText(pdf, copy.columnDescription, { x: COLUMNS.description, y, font, size: ROW_SIZE })],
    [copy.columnAmount, () => drawRight(pdf, copy.columnAmount, { right: COLUMNS.amountRight, y, font, size: ROW_SIZE })],
    [copy.columnBalance, () => drawRight(pdf, copy.columnBalance, { right: COLUMNS.balanceRight, y, font, size: ROW_SIZE })],
  ];
  if (table === null) tags.artifact(() => cells.forEach(([, draw]) => draw()));
  else {
    const row = tags.group('TR', table);
    for (const [, draw] of cells) tags.mark('TH', row, draw);
  }
  drawRule(tags, pdf, y - 4);
  return y - ROW_HEIGHT - 2;
}

/**
 * A monthly statement as a tagged PDF: the credit union, the member and their address, the account (masked) and
 * period, opening and closing balances with the period's credits and debits, the line saying how amounts are signed,
 * the figures of the account's kind (each section a heading, a table and its warnings), then every transaction with its date,
 * description, amount and running balance, over as many pages as it takes, each numbered "Page n of m". Screen
 * readers get the title as the heading, then the blocks and both tables in that order.
 */
export async function renderStatementPdf(doc: StatementDocument): Promise<Uint8Array> {
  const { copy, date } = wordsOf(doc);
  const { pdf, tags } = await newDocument({
    title: `${doc.institutionName} ${copy.title} ${date(doc.periodStart)} - ${date(doc.periodEnd)}`,
    author: doc.institutionName,
    date: dayOf(doc.periodEnd),
    language: doc.locale,
  });
  addPage(pdf);
  let pages = 1;
  const headingEnd = drawFirstHeading(pdf, tags, doc);
  const table = doc.lines.length === 0 ? null : tags.group('Table');
  let y = drawTableHeader(pdf, tags, copy, headingEnd, table);

  if (table === null) tags.mark('P', tags.document, () => drawText(pdf, copy.noTransactions, { x: COLUMNS.description, y, font: FONTS.regular, size: ROW_SIZE, color: MUTED }));
  for (const line of doc.lines) {
    if (y < TABLE_BOTTOM) {
      addPage(pdf);
      pages += 1;
      y = drawTableHeader(pdf, tags, copy, drawContinuedHeading(pdf, tags, doc), null);
    }
    const row = tags.group('TR', table!);
    const at = y;
    tags.mark('TD', row, () => drawText(pdf, date(line.date), { x: COLUMNS.date, y: at, font: FONTS.regular, size: ROW_SIZE }));
    tags.mark('TD', row, () => drawText(pdf, fitted(pdf, FONTS.regular, ROW_SIZE, line.description, DESCRIPTION_WIDTH), { x: COLUMNS.description, y: at, font: FONTS.regular, size: ROW_SIZE }));
    tags.mark('TD', row, () => drawRight(pdf, formatCents(line.amountCents), { right: COLUMNS.amountRight, y: at, font: FONTS.regular, size: ROW_SIZE }));
    tags.mark('TD', row, () => drawRight(pdf, formatCents(line.balanceCents), { right: COLUMNS.balanceRight, y: at, font: FONTS.regular, size: ROW_SIZE }));
    y -= ROW_HEIGHT;
  }
  // The footers go on last, when the page count is known; the last page's is the closing paragraph.
  for (let page = 1; page <= pages; page += 1) {
    pdf.switchToPage(page - 1);
    drawFooter(tags, pdf, { phone: doc.memberServicesPhone, page, pages, footer: doc.words.footer });
  }
  return pdfBytes(pdf);
}

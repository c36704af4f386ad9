import type { PDFPage } from 'pdf-lib';
import { formatCents } from '../../../engine/core/money';
import type { StatementSection } from '../../../engine/core/statement-sections';
import { documentCopy } from './document-copy';
import { drawFooter, drawRight, drawRule, drawText, fitted, MUTED, newDocument, PAGE, usDate, wrappedLines, type DocumentFonts } from './pdf-kit';
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
}

const ROW_HEIGHT = 14;
const ROW_SIZE = 9;
const COLUMNS = { date: PAGE.margin, description: PAGE.margin + 66, amountRight: PAGE.width - PAGE.margin - 96, balanceRight: PAGE.width - PAGE.margin } as const;
const DESCRIPTION_WIDTH = COLUMNS.amountRight - 84 - COLUMNS.description;
const TABLE_BOTTOM = PAGE.margin + 8;
const copy = documentCopy.statement;

/** Draws the first page's title, member and account block and summary table; returns where the table starts. */
function drawFirstHeading(page: PDFPage, fonts: DocumentFonts, tags: TaggedPdf, doc: StatementDocument): number {
  const { document } = tags;
  let y = PAGE.height - PAGE.margin;
  // The title is drawn (and read) first although it sits on the right of the institution's name.
  tags.mark(page, 'H1', document, () => drawRight(page, copy.title, { right: PAGE.width - PAGE.margin, y, font: fonts.bold, size: 12 }));
  tags.mark(page, 'P', document, () => drawText(page, doc.institutionName, { x: PAGE.margin, y, font: fonts.bold, size: 16 }));
  y -= 30;
  const blockTop = y;
  for (const line of [doc.memberName, ...doc.addressLines]) {
    tags.mark(page, 'P', document, () => drawText(page, line, { x: PAGE.margin, y, font: line === doc.memberName ? fonts.bold : fonts.regular, size: 10 }));
    y -= 13;
  }
  const right = PAGE.width - PAGE.margin;
  let ry = blockTop;
  tags.mark(page, 'P', document, () => drawRight(page, `${copy.account}: ${doc.accountName} ${doc.accountNumber}`, { right, y: ry, font: fonts.regular, size: 10 }));
  ry -= 13;
  tags.mark(page, 'P', document, () => drawRight(page, `${copy.period}: ${usDate(doc.periodStart)} - ${usDate(doc.periodEnd)}`, { right, y: ry, font: fonts.regular, size: 10 }));
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
    tags.mark(page, 'TH', row, () => drawText(page, label, { x: PAGE.margin, y, font: fonts.regular, size: 10 }));
    tags.mark(page, 'TD', row, () => drawRight(page, formatCents(cents), { right: PAGE.margin + 260, y, font: fonts.bold, size: 10 }));
    y -= 14;
  }
  y -= 6;
  if (doc.signNote) y = drawParagraph(page, fonts, tags, doc.signNote, y, 8);
  for (const section of doc.sections ?? []) y = drawSection(page, fonts, tags, section, y);
  return y - 12;
}

/** A paragraph wrapped to the page's width, one P; returns where the next block starts. */
function drawParagraph(page: PDFPage, fonts: DocumentFonts, tags: TaggedPdf, text: string, top: number, size: number): number {
  const lines = wrappedLines(fonts.regular, size, text, PAGE.width - 2 * PAGE.margin);
  let y = top;
  tags.mark(page, 'P', tags.document, () => {
    for (const line of lines) {
      drawText(page, line, { x: PAGE.margin, y, font: fonts.regular, size });
      y -= size + 3;
    }
  });
  return y - 4;
}

const FIGURE_RIGHT = PAGE.margin + 320;

/** A kind-specific section: its heading (H2), its figures as a two-column table, an optional table, its notes. */
function drawSection(page: PDFPage, fonts: DocumentFonts, tags: TaggedPdf, section: StatementSection, top: number): number {
  let y = top - 8;
  tags.mark(page, 'H2', tags.document, () => drawText(page, section.heading, { x: PAGE.margin, y, font: fonts.bold, size: 11 }));
  y -= 16;
  if (section.figures.length > 0) {
    const table = tags.group('Table');
    for (const figure of section.figures) {
      const row = tags.group('TR', table);
      const at = y;
      tags.mark(page, 'TH', row, () => drawText(page, figure.label, { x: PAGE.margin, y: at, font: fonts.regular, size: 10 }));
      tags.mark(page, 'TD', row, () => drawRight(page, figure.value, { right: FIGURE_RIGHT, y: at, font: fonts.bold, size: 10 }));
      y -= 14;
    }
  }
  if (section.table) {
    const table = tags.group('Table');
    const header = tags.group('TR', table);
    const [first, second] = section.table.columns;
    const at = y;
    tags.mark(page, 'TH', header, () => drawText(page, first, { x: PAGE.margin, y: at, font: fonts.bold, size: 10 }));
    tags.mark(page, 'TH', header, () => drawRight(page, second, { right: FIGURE_RIGHT, y: at, font: fonts.bold, size: 10 }));
    y -= 14;
    for (const [label, value] of section.table.rows) {
      const row = tags.group('TR', table);
      const rowY = y;
      tags.mark(page, 'TD', row, () => drawText(page, label, { x: PAGE.margin, y: rowY, font: fonts.regular, size: 10 }));
      tags.mark(page, 'TD', row, () => drawRight(page, value, { right: FIGURE_RIGHT, y: rowY, font: fonts.regular, size: 10 }));
      y -= 14;
    }
  }
  y -= 4;
  for (const note of section.notes) y = drawParagraph(page, fonts, tags, note, y, 9);
  return y;
}

/** A later page's one-line heading, repeated page furniture (an artifact); returns where the table starts. */
function drawContinuedHeading(page: PDFPage, fonts: DocumentFonts, tags: TaggedPdf, doc: StatementDocument): number {
  const y = PAGE.height - PAGE.margin;
  tags.artifact(page, () => {
    drawText(page, `${doc.institutionName}: ${copy.title} (${copy.continued})`, { x: PAGE.margin, y, font: fonts.bold, size: 11 });
    drawRight(page, `${doc.accountNumber}  ${usDate(doc.periodStart)} - ${usDate(doc.periodEnd)}`, { right: PAGE.width - PAGE.margin, y, font: fonts.regular, size: 9, color: MUTED });
  });
  return y - 28;
}

/**
 * The column headings: the table's header row on the first page, an artifact where they repeat on later pages (a
 * screen reader already knows the columns).
 */
function drawTableHeader(page: PDFPage, fonts: DocumentFonts, tags: TaggedPdf, y: number, table: StructNode | null): number {
  const font = fonts.bold;
  const cells: [string, () => void][] = [
    [copy.columnDate, () => drawText(page, copy.columnDate, { x: COLUMNS.date, y, font, size: ROW_SIZE })],
    [copy.columnDescription, () => drawText(page, copy.columnDescription, { x: COLUMNS.description, y, font, size: ROW_SIZE })],
    [copy.columnAmount, () => drawRight(page, copy.columnAmount, { right: COLUMNS.amountRight, y, font, size: ROW_SIZE })],
    [copy.columnBalance, () => drawRight(page, copy.columnBalance, { right: COLUMNS.balanceRight, y, font, size: ROW_SIZE })],
  ];
  if (table === null) tags.artifact(page, () => cells.forEach(([, draw]) => draw()));
  else {
    const row = tags.group('TR', table);
    for (const [, draw] of cells) tags.mark(page, 'TH', row, draw);
  }
  drawRule(tags, page, y - 4);
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
  const { pdf, fonts, tags } = await newDocument(`${doc.institutionName} ${copy.title} ${usDate(doc.periodStart)} - ${usDate(doc.periodEnd)}`, doc.institutionName);
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  const headingEnd = drawFirstHeading(page, fonts, tags, doc);
  const table = doc.lines.length === 0 ? null : tags.group('Table');
  let y = drawTableHeader(page, fonts, tags, headingEnd, table);

  if (table === null) tags.mark(page, 'P', tags.document, () => drawText(page, copy.noTransactions, { x: COLUMNS.description, y, font: fonts.regular, size: ROW_SIZE, color: MUTED }));
  for (const line of doc.lines) {
    if (y < TABLE_BOTTOM) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = drawTableHeader(page, fonts, tags, drawContinuedHeading(page, fonts, tags, doc), null);
    }
    const row = tags.group('TR', table!);
    const at = y;
    tags.mark(page, 'TD', row, () => drawText(page, usDate(line.date), { x: COLUMNS.date, y: at, font: fonts.regular, size: ROW_SIZE }));
    tags.mark(page, 'TD', row, () => drawText(page, fitted(fonts.regular, ROW_SIZE, line.description, DESCRIPTION_WIDTH), { x: COLUMNS.description, y: at, font: fonts.regular, size: ROW_SIZE }));
    tags.mark(page, 'TD', row, () => drawRight(page, formatCents(line.amountCents), { right: COLUMNS.amountRight, y: at, font: fonts.regular, size: ROW_SIZE }));
    tags.mark(page, 'TD', row, () => drawRight(page, formatCents(line.balanceCents), { right: COLUMNS.balanceRight, y: at, font: fonts.regular, size: ROW_SIZE }));
    y -= ROW_HEIGHT;
  }
  pages.forEach((each, index) => drawFooter(tags, each, fonts, { phone: doc.memberServicesPhone, page: index + 1, pages: pages.length }));
  tags.finish();
  return pdf.save();
}

import type { PDFPage } from 'pdf-lib';
import { formatCents } from '../../../engine/core/money';
import { documentCopy } from './document-copy';
import { drawFooter, drawRight, drawRule, drawText, fitted, MUTED, newDocument, PAGE, usDate, type DocumentFonts } from './pdf-kit';

/** One transaction line of a statement: its signed effect on the balance shown and the balance after it. */
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
}

const ROW_HEIGHT = 14;
const ROW_SIZE = 9;
const COLUMNS = { date: PAGE.margin, description: PAGE.margin + 66, amountRight: PAGE.width - PAGE.margin - 96, balanceRight: PAGE.width - PAGE.margin } as const;
const DESCRIPTION_WIDTH = COLUMNS.amountRight - 84 - COLUMNS.description;
const TABLE_BOTTOM = PAGE.margin + 8;
const copy = documentCopy.statement;

/** Draws the first page's heading, member and account block and summary; returns where the table starts. */
function drawFirstHeading(page: PDFPage, fonts: DocumentFonts, doc: StatementDocument): number {
  let y = PAGE.height - PAGE.margin;
  drawText(page, doc.institutionName, { x: PAGE.margin, y, font: fonts.bold, size: 16 });
  drawRight(page, copy.title, { right: PAGE.width - PAGE.margin, y, font: fonts.bold, size: 12 });
  y -= 30;
  const blockTop = y;
  for (const line of [doc.memberName, ...doc.addressLines]) {
    drawText(page, line, { x: PAGE.margin, y, font: line === doc.memberName ? fonts.bold : fonts.regular, size: 10 });
    y -= 13;
  }
  const right = PAGE.width - PAGE.margin;
  let ry = blockTop;
  drawRight(page, `${copy.account}: ${doc.accountName} ${doc.accountNumber}`, { right, y: ry, font: fonts.regular, size: 10 });
  ry -= 13;
  drawRight(page, `${copy.period}: ${usDate(doc.periodStart)} - ${usDate(doc.periodEnd)}`, { right, y: ry, font: fonts.regular, size: 10 });
  y = Math.min(y, ry) - 18;

  const summary: [string, number][] = [
    [copy.openingBalance, doc.openingBalanceCents],
    [copy.totalCredits, doc.totalCreditsCents],
    [copy.totalDebits, doc.totalDebitsCents],
    [copy.closingBalance, doc.closingBalanceCents],
  ];
  for (const [label, cents] of summary) {
    drawText(page, label, { x: PAGE.margin, y, font: fonts.regular, size: 10 });
    drawRight(page, formatCents(cents), { right: PAGE.margin + 260, y, font: fonts.bold, size: 10 });
    y -= 14;
  }
  return y - 12;
}

/** A later page's one-line heading; returns where the table starts. */
function drawContinuedHeading(page: PDFPage, fonts: DocumentFonts, doc: StatementDocument): number {
  const y = PAGE.height - PAGE.margin;
  drawText(page, `${doc.institutionName}: ${copy.title} (${copy.continued})`, { x: PAGE.margin, y, font: fonts.bold, size: 11 });
  drawRight(page, `${doc.accountNumber}  ${usDate(doc.periodStart)} - ${usDate(doc.periodEnd)}`, { right: PAGE.width - PAGE.margin, y, font: fonts.regular, size: 9, color: MUTED });
  return y - 28;
}

function drawTableHeader(page: PDFPage, fonts: DocumentFonts, y: number): number {
  const font = fonts.bold;
  drawText(page, copy.columnDate, { x: COLUMNS.date, y, font, size: ROW_SIZE });
  drawText(page, copy.columnDescription, { x: COLUMNS.description, y, font, size: ROW_SIZE });
  drawRight(page, copy.columnAmount, { right: COLUMNS.amountRight, y, font, size: ROW_SIZE });
  drawRight(page, copy.columnBalance, { right: COLUMNS.balanceRight, y, font, size: ROW_SIZE });
  drawRule(page, y - 4);
  return y - ROW_HEIGHT - 2;
}

/**
 * A monthly statement as a PDF: the credit union, the member and their address, the account (masked) and period,
 * opening and closing balances with the period's credits and debits, then every transaction with its date,
 * description, amount and running balance, over as many pages as it takes, each numbered "Page n of m".
 */
export async function renderStatementPdf(doc: StatementDocument): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(`${doc.institutionName} ${copy.title} ${doc.periodStart}`, doc.institutionName);
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = drawTableHeader(page, fonts, drawFirstHeading(page, fonts, doc));

  if (doc.lines.length === 0) drawText(page, copy.noTransactions, { x: COLUMNS.description, y, font: fonts.regular, size: ROW_SIZE, color: MUTED });
  for (const line of doc.lines) {
    if (y < TABLE_BOTTOM) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = drawTableHeader(page, fonts, drawContinuedHeading(page, fonts, doc));
    }
    drawText(page, usDate(line.date), { x: COLUMNS.date, y, font: fonts.regular, size: ROW_SIZE });
    drawText(page, fitted(fonts.regular, ROW_SIZE, line.description, DESCRIPTION_WIDTH), { x: COLUMNS.description, y, font: fonts.regular, size: ROW_SIZE });
    drawRight(page, formatCents(line.amountCents), { right: COLUMNS.amountRight, y, font: fonts.regular, size: ROW_SIZE });
    drawRight(page, formatCents(line.balanceCents), { right: COLUMNS.balanceRight, y, font: fonts.regular, size: ROW_SIZE });
    y -= ROW_HEIGHT;
  }
  pages.forEach((each, index) => drawFooter(each, fonts, { phone: doc.memberServicesPhone, page: index + 1, pages: pages.length }));
  return pdf.save();
}

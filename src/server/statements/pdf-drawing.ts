import { resolveTemplate } from '../../../engine/core/template';
import type { DocumentCopy } from './document-copy';
import { PAGE, type Pdf } from './pdf-document';
import type { TaggedPdf } from './pdf-tags';
import { printable } from './standard-font-text';

export const INK = '#1a1a1f';
export const MUTED = '#61616b';

/** The two standard fonts the documents use. */
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

/**
 * Where and how to draw a line of text. Positions are in PDF user space, as printed documents measure them: x from
 * the page's left edge, y the baseline's height above its bottom edge.
 */
export interface TextStyle {
  y: number;
  font: FontName;
  size: number;
  color?: string;
}

/** The width of `text` in points, as drawn in `font` at `size` (kerning included). */
export function widthOf(pdf: Pdf, font: FontName, size: number, text: string): number {
  return pdf.font(font).fontSize(size).widthOfString(text);
}

/** The text, cut with an ellipsis if needed so it fits `width` points. */
export function fitted(pdf: Pdf, font: FontName, size: number, text: string, width: number): string {
  const safe = printable(text);
  if (widthOf(pdf, font, size, safe) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && widthOf(pdf, font, size, `${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** One line of text on the current page, its left edge at `x`. */
export function drawText(pdf: Pdf, text: string, options: TextStyle & { x: number }): void {
  pdf
    .font(options.font)
    .fontSize(options.size)
    .fillColor(options.color ?? INK)
    .text(printable(text), options.x, PAGE.height - options.y, { lineBreak: false, baseline: 'alphabetic' });
}

/** Text whose right edge is at `right`. */
export function drawRight(pdf: Pdf, text: string, options: TextStyle & { right: number }): void {
  const safe = printable(text);
  drawText(pdf, safe, { ...options, x: options.right - widthOf(pdf, options.font, options.size, safe) });
}

/** "2026-05-31" as "05/31/2026". */
export function usDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How a document in `locale` prints a calendar date, two-digit day and month in the locale's order ("05/31/2026" in
 * en-US, "31/05/2026" in es-US). The date is a day, not an instant: it is formatted as that day in UTC.
 */
export function documentDateIn(locale: string): (isoDate: string) => string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric' });
    dayFormats.set(locale, format);
  }
  const formatter = format;
  return (isoDate) => formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The footer of the current page: how to reach member services, and "Page n of m". Repeated on each page, it is an
 * artifact screen readers skip, except that the last page's member-services line is read as the closing paragraph.
 */
export function drawFooter(tags: TaggedPdf, pdf: Pdf, input: { phone: string; page: number; pages: number; footer: DocumentCopy['footer'] }): void {
  const y = PAGE.margin - 24;
  const questions = () =>
    drawText(pdf, resolveTemplate(input.footer.questions, { phone: input.phone }), { x: PAGE.margin, y, font: FONTS.regular, size: 8, color: MUTED });
  if (input.page === input.pages) tags.mark('P', tags.document, questions);
  else tags.artifact(questions);
  tags.artifact(() =>
    drawRight(pdf, resolveTemplate(input.footer.page, { page: input.page, pages: input.pages }), { right: PAGE.width - PAGE.margin, y, font: FONTS.regular, size: 8, color: MUTED }),
  );
}

/** A thin horizontal line across the current page at height `y`, an artifact. */
export function drawRule(tags: TaggedPdf, pdf: Pdf, y: number): void {
  tags.artifact(() => {
    pdf.save().moveTo(PAGE.margin, PAGE.height - y).lineTo(PAGE.width - PAGE.margin, PAGE.height - y).lineWidth(0.5).strokeColor(MUTED).stroke().restore();
  });
}

/** `text` broken into lines no wider than `width` points at `size`, between words (a word wider than a line stands alone). */
export function wrappedLines(pdf: Pdf, font: FontName, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ').filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && widthOf(pdf, font, size, candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

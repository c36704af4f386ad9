import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { resolveTemplate } from '../../../engine/core/template';
import { documentCopy } from './document-copy';
import { TaggedPdf } from './pdf-tags';

/** US Letter, in points, and the margins every document keeps. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A new tagged PDF (title, language, structure tree: see TaggedPdf) with the two standard fonts the documents use
 * (no font files to ship).
 */
export async function newDocument(title: string, author: string): Promise<{ pdf: PDFDocument; fonts: DocumentFonts; tags: TaggedPdf }> {
  const pdf = await PDFDocument.create();
  const tags = new TaggedPdf(pdf, { title, language: documentCopy.language });
  pdf.setAuthor(author);
  pdf.setCreator(author);
  pdf.setProducer(author);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  return { pdf, fonts: { regular, bold }, tags };
}

/**
 * Text the standard fonts can draw: characters outside their (WinAnsi) set become "?", and line breaks and tabs
 * spaces, so a member-typed description can never make rendering fail.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** The text, cut with an ellipsis if needed so it fits `width` points. */
export function fitted(font: PDFFont, size: number, text: string, width: number): string {
  const safe = printable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function drawText(page: PDFPage, text: string, options: { x: number; y: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> }): void {
  page.drawText(printable(options.font, text), { x: options.x, y: options.y, font: options.font, size: options.size, color: options.color ?? INK });
}

/** Text whose right edge is at `right`. */
export function drawRight(page: PDFPage, text: string, options: { right: number; y: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> }): void {
  const safe = printable(options.font, text);
  drawText(page, safe, { ...options, x: options.right - options.font.widthOfTextAtSize(safe, options.size) });
}

/** "2026-05-31" as "05/31/2026". */
export function usDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

/**
 * The footer of every page: how to reach member services, and "Page n of m". Repeated on each page, it is an
 * artifact screen readers skip, except that the last page's member-services line is read as the closing paragraph.
 */
export function drawFooter(tags: TaggedPdf, page: PDFPage, fonts: DocumentFonts, input: { phone: string; page: number; pages: number }): void {
  const y = PAGE.margin - 24;
  const questions = () =>
    drawText(page, resolveTemplate(documentCopy.footer.questions, { phone: input.phone }), { x: PAGE.margin, y, font: fonts.regular, size: 8, color: MUTED });
  if (input.page === input.pages) tags.mark(page, 'P', tags.document, questions);
  else tags.artifact(page, questions);
  tags.artifact(page, () =>
    drawRight(page, resolveTemplate(documentCopy.footer.page, { page: input.page, pages: input.pages }), { right: PAGE.width - PAGE.margin, y, font: fonts.regular, size: 8, color: MUTED }),
  );
}

/** A thin horizontal line, an artifact. */
export function drawRule(tags: TaggedPdf, page: PDFPage, y: number): void {
  tags.artifact(page, () => page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: MUTED }));
}

/** `text` broken into lines no wider than `width` points at `size`, between words (a word wider than a line stands alone). */
export function wrappedLines(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ').filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

import type PDFDocument from 'pdfkit';
import { TaggedPdf } from './pdf-tags';

/** A PDF being written (pdfkit). */
export type Pdf = PDFKit.PDFDocument;

/** US Letter, in points, and the margins every document keeps. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;

export interface DocumentMetadata {
  /** Shown by viewers instead of the file name. */
  title: string;
  /** The credit union: author, creator and producer. */
  author: string;
  /**
   * The document's own date (a statement's period end, a form's tax year end, a signature's moment), written as its
   * creation and modification dates, so the same document always has the same bytes.
   */
  date: Date;
  /** The document's language (/Lang), a locale tag: the language its words are printed in. */
  language: string;
}

let loading: Promise<{ default: typeof PDFDocument }> | undefined;
/** pdfkit, loaded with the first document rather than with the server: it is a third of a second of a start's CPU. */
function pdfkit(): Promise<{ default: typeof PDFDocument }> {
  loading ??= import('pdfkit');
  return loading;
}

/**
 * A new tagged PDF 1.7: /MarkInfo Marked, a structure tree (see TaggedPdf), the language (/Lang) and the title, which
 * viewers show (/DisplayDocTitle). Pages are kept until the end, so a footer can be drawn once the page count is known.
 * Text uses the standard fonts (no font files to ship).
 */
export async function newDocument(metadata: DocumentMetadata): Promise<{ pdf: Pdf; tags: TaggedPdf }> {
  const { default: PdfWriter } = await pdfkit();
  const pdf = new PdfWriter({
    pdfVersion: '1.7',
    tagged: true,
    lang: metadata.language,
    displayTitle: true,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: metadata.title, Author: metadata.author, Creator: metadata.author, Producer: metadata.author, CreationDate: metadata.date, ModDate: metadata.date },
  });
  return { pdf, tags: new TaggedPdf(pdf) };
}

/** Starts a new US Letter page, which becomes the page drawn on. */
export function addPage(pdf: Pdf): void {
  pdf.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
}

/** Ends the document and collects what pdfkit streams out into the file's bytes. */
export function pdfBytes(pdf: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

/** A calendar date ("2026-03-31") as the moment its day starts in UTC: a document's date for its metadata. */
export function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
